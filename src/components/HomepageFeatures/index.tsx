import Translate from '@docusaurus/Translate';
import {homeFeatures} from '@site/src/data/homeFeatures';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** The home page's grid of what sets Lexical apart. */
export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="what-makes-lexical-different">
      <div className="container">
        <Heading as="h2" id="what-makes-lexical-different" className={styles.title}>
          <Translate id="home.features.heading" description="Heading of the home feature grid">
            What makes Lexical different
          </Translate>
        </Heading>
        <ul className={styles.grid}>
          {homeFeatures.map((feature) => (
            <li key={feature.id} className={styles.card}>
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
