import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import LiveExample from '@site/src/components/LiveExample';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * A real Lexical editor right under the banner: a toolbar, Markdown shortcuts, and its editor
 * state a click away. Its code loads as it nears the viewport (see LiveExample).
 */
export default function HomepageEditor(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="try-lexical">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="try-lexical">
            <Translate id="home.editor.heading" description="Heading above the home page's editor">
              Type into a Lexical editor
            </Translate>
          </Heading>
          <p>
            <Translate id="home.editor.body" description="Text beside the home page's editor">
              This editor is built from Lexical's extensions: rich text, history, lists, links and
              Markdown shortcuts, with a toolbar that follows the selection. Open its source, or
              show the editor state and watch it change as you type.
            </Translate>
          </p>
          <Link to="/docs/getting-started/react">
            <Translate id="home.editor.link" description="Link from the home page's editor">
              Build your own editor
            </Translate>
          </Link>
        </div>
        <LiveExample
          name="rich-text"
          title={translate({
            id: 'home.editor.title',
            message: 'A rich-text editor',
            description: "Caption of the home page's live editor",
          })}
          stateInitiallyShown={false}
          className={styles.editor}
        />
      </div>
    </section>
  );
}
