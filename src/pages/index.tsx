import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageExample from '@site/src/components/HomepageExample';
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
        <HomepageFeatures />
        <HomepageExample />
      </main>
    </Layout>
  );
}
