import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {type ReactNode, useEffect, useState} from 'react';

import styles from './styles.module.css';
import {$addColumn, $addRow, $isSelectionInTable, insertTable} from './tableActions';

/** The table buttons. Rendered inside the composer, so it can reach the editor. */
export default function TableToolbar(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [inTable, setInTable] = useState(false);

  // After every update the selection may have moved into or out of a table.
  useEffect(
    () =>
      editor.registerUpdateListener(({editorState}) => {
        setInTable(editorState.read($isSelectionInTable));
      }),
    [editor],
  );

  return (
    <div className={styles.toolbar} role="group" aria-label="Table actions">
      <ToolbarButton
        disabled={inTable}
        onClick={() => {
          insertTable(editor);
        }}>
        Insert table
      </ToolbarButton>
      <ToolbarButton
        disabled={!inTable}
        onClick={() => {
          editor.update($addRow);
        }}>
        Add row
      </ToolbarButton>
      <ToolbarButton
        disabled={!inTable}
        onClick={() => {
          editor.update($addColumn);
        }}>
        Add column
      </ToolbarButton>
    </div>
  );
}

interface ToolbarButtonProps {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({disabled, onClick, children}: ToolbarButtonProps): ReactNode {
  return (
    <button
      type="button"
      className="button button--sm button--secondary"
      disabled={disabled}
      // A click leaves the focus, and so the selection, in the editor.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={onClick}>
      {children}
    </button>
  );
}
