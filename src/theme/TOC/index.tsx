import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/TOC';
import TOC from '@theme-original/TOC';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * Wraps the table of contents in a navigation landmark: blog posts render it beside <main>, where
 * it would otherwise be content outside every landmark (axe: region), and screen-reader users can
 * jump to it on docs pages too. The landmark sticks as the list would (see the stylesheet).
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.landmark}
      aria-label={translate({
        id: 'lexical.toc.label',
        message: 'On this page',
        description: 'Accessible name of the table of contents',
      })}>
      <TOC {...props} />
    </nav>
  );
}
