import {HistoryExtension} from '@lexical/history';
import {LinkExtension} from '@lexical/link';
import {CheckListExtension, ListExtension} from '@lexical/list';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {defineExtension} from 'lexical';
import type {ReactNode} from 'react';

import {editableClassName, exampleTheme} from '../shared/theme';
import {MarkdownShortcutsExtension} from './markdownShortcuts';
import styles from './styles.module.css';
import Toolbar from './Toolbar';
import {$createWelcomeDocument} from './welcomeDocument';

// Everything the editor can do comes from the extensions it depends on: rich text (headings,
// quotes, formatting), undo history, lists and check lists, links, and Markdown shortcuts.
const richTextEditor = defineExtension({
  name: 'docs/rich-text-editor',
  namespace: 'RichTextEditor',
  theme: exampleTheme,
  dependencies: [
    RichTextExtension,
    HistoryExtension,
    ListExtension,
    CheckListExtension,
    LinkExtension,
    MarkdownShortcutsExtension,
  ],
  $initialEditorState: $createWelcomeDocument,
});

/** A rich-text editor with a toolbar. Its children render inside the editor's React context. */
export default function RichTextEditor({children}: {children?: ReactNode}): ReactNode {
  // contentEditable={null}: this component places the editable area itself, below the toolbar.
  return (
    <LexicalExtensionComposer extension={richTextEditor} contentEditable={null}>
      <div className={styles.editor}>
        <Toolbar />
        <ContentEditable className={editableClassName} aria-label="Rich-text editor" />
      </div>
      {children}
    </LexicalExtensionComposer>
  );
}
