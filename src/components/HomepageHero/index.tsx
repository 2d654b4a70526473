import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {links} from '@site/src/data/site';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** The home page's banner: name, tagline and the two ways in. */
export default function HomepageHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            <Translate id="home.hero.getStarted" description="Home page button to the docs">
              Get started
            </Translate>
          </Link>
          <Link
            className={`button button--outline button--lg ${styles.outline}`}
            to={links.playground}>
            <Translate id="home.hero.playground" description="Home page button to the playground">
              Try the playground
            </Translate>
          </Link>
        </div>
      </div>
    </div>
  );
}
