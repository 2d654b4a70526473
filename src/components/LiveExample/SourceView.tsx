import type {HighlightedCode} from '@site/src/utils/highlightedCode';
import CodeBlock from '@theme/CodeBlock';
import {type ReactNode, use} from 'react';

/** A file of the example, its text and its build-time highlighting. */
export interface LoadedSourceFile {
  name: string;
  text: string;
  highlighted: HighlightedCode;
}

export interface Props {
  files: Promise<readonly LoadedSourceFile[]>;
}

const languageOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

/** The example's files, highlighted, each under its name: the very files that run. */
export default function SourceView({files}: Props): ReactNode {
  return use(files).map((file) => (
    <CodeBlock
      key={file.name}
      language={languageOf(file.name)}
      title={file.name}
      highlighted={file.highlighted}>
      {file.text}
    </CodeBlock>
  ));
}
