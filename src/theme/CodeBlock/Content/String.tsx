/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content/String).
 * Why: the block's build-time highlighting (its `highlighted` prop) must reach CodeBlock/Content,
 * which the stock layout renders without props. What changed: it is provided in a context.
 */
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  type CodeBlockMetadata,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {ReactNode} from 'react';

import {HighlightedCodeContext} from './HighlightedCodeContext';

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <HighlightedCodeContext value={props.highlighted}>
        <CodeBlockLayout />
      </HighlightedCodeContext>
    </CodeBlockContextProvider>
  );
}
