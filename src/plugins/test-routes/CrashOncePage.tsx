import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {type ReactNode, useState} from 'react';

function Crasher({crash}: {crash: boolean}): ReactNode {
  if (crash) {
    throw new Error('Deliberate crash for the error page test', {
      cause: new Error('Root cause of the deliberate crash'),
    });
  }
  return <p>The component rendered without crashing.</p>;
}

/**
 * Test-only page (see ./index.ts). The button makes a child throw while rendering; the theme's
 * error boundary then shows the crash page, and 'Try again' remounts the page in its first state.
 */
export default function CrashOncePage(): ReactNode {
  const [crash, setCrash] = useState(false);
  return (
    <Layout title="Crash test" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test</Heading>
        <Crasher crash={crash} />
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setCrash(true);
          }}>
          Crash this page
        </button>
      </main>
    </Layout>
  );
}
