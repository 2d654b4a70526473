/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content).
 * Why: the stock content tokenizes the code with Prism while the page hydrates and renders a
 * React element per token. What changed: the code arrives highlighted at build time
 * (src/plugins/code-highlighting) and is set as the `<code>`'s inner HTML, which hydration leaves
 * as the server rendered it; CodeBlock/Line's styles moved into this module.
 */
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import clsx from 'clsx';
import {type ReactNode, use} from 'react';

import {codeLinesHtml} from './codeLinesHtml';
import {HighlightedCodeContext} from './HighlightedCodeContext';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const highlighted = use(HighlightedCodeContext);
  const {lineNumbersStart} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const html = codeLinesHtml({
    codeInput: metadata.codeInput,
    code: metadata.code,
    highlighted,
    lineClassNames: metadata.lineClassNames,
    numbering: numbered
      ? {line: styles.codeLine, number: styles.codeLineNumber, content: styles.codeLineContent}
      : undefined,
  });
  return (
    <pre
      ref={codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable: keyboard users scroll it
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        // Made at build time from the page's own code, its text escaped (see codeLinesHtml).
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
