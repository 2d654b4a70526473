import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import HomeExample from '@site/src/pages/_homeExample.mdx';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** A complete React editor in a few lines, with a pointer to the guide that explains it. */
export default function HomepageExample(): ReactNode {
  return (
    <section className={styles.example} aria-labelledby="rich-text-in-a-few-lines">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="rich-text-in-a-few-lines">
            <Translate id="home.example.heading" description="Heading of the home code example">
              A rich-text editor in a few lines
            </Translate>
          </Heading>
          <p>
            <Translate id="home.example.body" description="Text beside the home code example">
              Compose an editor from plugins: rich text, undo history, and whatever you write
              yourself. Each plugin registers its own commands and listeners, and removes them when
              it unmounts.
            </Translate>
          </p>
          <Link to="/docs/getting-started/react">
            <Translate id="home.example.link" description="Link from the home code example">
              Build it step by step
            </Translate>
          </Link>
        </div>
        <div className={styles.code}>
          <MDXContent>
            <HomeExample />
          </MDXContent>
        </div>
      </div>
    </section>
  );
}
