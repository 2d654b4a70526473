import {HistoryExtension} from '@lexical/history';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {TableExtension} from '@lexical/table';
import {defineExtension} from 'lexical';
import type {ReactNode} from 'react';

import {editableClassName, exampleTheme} from '../shared/theme';
import {$createInitialDocument} from './initialDocument';
import styles from './styles.module.css';
import TableToolbar from './TableToolbar';

// The editor is described once, at module scope: LexicalExtensionComposer builds a new editor
// whenever it receives a different extension object.
const tablesEditor = defineExtension({
  name: 'docs/tables-editor',
  namespace: 'TablesEditor',
  // Wide tables scroll sideways inside this wrapper instead of widening the editor.
  theme: {...exampleTheme, tableScrollableWrapper: styles.tableScroller},
  // TableExtension registers the table nodes and their behaviour: INSERT_TABLE_COMMAND, Tab to
  // the next cell, selecting a rectangle of cells by dragging, pasting tables.
  dependencies: [RichTextExtension, HistoryExtension, TableExtension],
  $initialEditorState: $createInitialDocument,
});

// The same goes for `contentEditable`: one element, kept across re-renders.
const contentEditable = <ContentEditable className={editableClassName} aria-label="Table editor" />;

/** A rich-text editor with tables. Its children render inside the editor's React context. */
export default function TablesEditor({children}: {children?: ReactNode}): ReactNode {
  return (
    <div className={styles.layout}>
      <LexicalExtensionComposer extension={tablesEditor} contentEditable={contentEditable}>
        <TableToolbar />
        {children}
      </LexicalExtensionComposer>
    </div>
  );
}
