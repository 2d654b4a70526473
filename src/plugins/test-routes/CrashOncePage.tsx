import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {type ReactNode, useEffect, useState} from 'react';

// Module state survives the error boundary's remount, so the page crashes exactly once.
let crashesLeft = 1;

function CrashOnce(): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Throw only in the browser: a throw during pre-rendering would fail the build.
  if (hydrated && crashesLeft > 0) {
    crashesLeft -= 1;
    throw new Error('Deliberate crash for the error page test', {
      cause: new Error('Root cause of the deliberate crash'),
    });
  }
  return <p>The component rendered without crashing.</p>;
}

/** Test-only page (see ./index.ts). */
export default function CrashOncePage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test</Heading>
        <CrashOnce />
      </main>
    </Layout>
  );
}
