import {HistoryExtension} from '@lexical/history';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';
import type {ReactNode} from 'react';

import {editableClassName, exampleTheme} from '../shared/theme';

// The editor is described once, at module scope: LexicalExtensionComposer builds a new editor
// whenever it receives a different extension object.
const minimalEditor = defineExtension({
  name: 'docs/minimal-editor',
  namespace: 'MinimalEditor',
  theme: exampleTheme,
  // Rich text (paragraphs, headings, quotes, formatting shortcuts) and undo/redo history.
  dependencies: [RichTextExtension, HistoryExtension],
  $initialEditorState() {
    const paragraph = $createParagraphNode();
    paragraph.append(
      $createTextNode('This is a real Lexical editor. Type here, press Ctrl+B for '),
      $createTextNode('bold').toggleFormat('bold'),
      $createTextNode(', and Ctrl+Z to undo.'),
    );
    $getRoot().append(paragraph);
  },
});

// Also at module scope: the composer builds a new editor when this element changes, too.
const contentEditable = (
  <ContentEditable className={editableClassName} aria-label="Minimal editor" />
);

/** A minimal rich-text editor. Its children render inside the editor's React context. */
export default function MinimalEditor({children}: {children?: ReactNode}): ReactNode {
  return (
    <LexicalExtensionComposer extension={minimalEditor} contentEditable={contentEditable}>
      {children}
    </LexicalExtensionComposer>
  );
}
