import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {type ReactNode, useReducer} from 'react';

/** The switch the e2e test flips, on `window` so that the test can turn the fault off again. */
interface CrashTestWindow {
  lexicalCrashTestFault?: boolean;
}

function Crasher(): ReactNode {
  if (typeof window !== 'undefined' && (window as CrashTestWindow).lexicalCrashTestFault) {
    throw new Error('Deliberate crash for the error page test', {
      cause: new Error('Root cause of the deliberate crash'),
    });
  }
  return <p>The component rendered without crashing.</p>;
}

function CrashTestContent(): ReactNode {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">Crash test</Heading>
      <Crasher />
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          (window as CrashTestWindow).lexicalCrashTestFault = true;
          rerender();
        }}>
        Crash this page
      </button>
    </main>
  );
}

/**
 * Test-only page (see ./index.ts). The button switches on a fault that makes a child throw while
 * rendering, so the theme's error boundary shows the crash page; once the fault is gone, 'Try
 * again' renders the page again, as after a transient failure.
 */
export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <CrashTestContent />
    </Layout>
  );
}
