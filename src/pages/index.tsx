import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageEditor from '@site/src/components/HomepageEditor';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageHero from '@site/src/components/HomepageHero';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <main>
        <HomepageHero />
        <HomepageEditor />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
