import {HistoryExtension} from '@lexical/history';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';
import type {ReactNode} from 'react';

import {editableClassName, exampleTheme} from '../shared/theme';
import {TextReplacementExtension} from './textReplacementExtension';

const transformsEditor = defineExtension({
  name: 'docs/transforms',
  namespace: 'TransformsExample',
  theme: exampleTheme,
  dependencies: [RichTextExtension, HistoryExtension, TextReplacementExtension],
  $initialEditorState() {
    // The transform also runs on this initial document: the shortcuts survive only because they
    // are in inline code, which it leaves alone.
    const code = (text: string) => $createTextNode(text).toggleFormat('code');
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('Type '),
        code(':)'),
        $createTextNode(', '),
        code('->'),
        $createTextNode(' or '),
        code('(c)'),
        $createTextNode(' here: a node transform rewrites them as you type.'),
      ),
      $createParagraphNode().append(
        $createTextNode('Replacements keep the formatting: press Ctrl+B, then type one.'),
      ),
    );
  },
});

// Module scope, like the extension: LexicalExtensionComposer builds a new editor whenever its
// `extension` or `contentEditable` prop is a different object.
const contentEditable = (
  <ContentEditable className={editableClassName} aria-label="Transforms example" />
);

/** A rich-text editor whose node transform replaces text shortcuts such as -> with symbols. */
export default function TransformsExample({children}: {children?: ReactNode}): ReactNode {
  return (
    <LexicalExtensionComposer extension={transformsEditor} contentEditable={contentEditable}>
      {children}
    </LexicalExtensionComposer>
  );
}
