import {HistoryExtension} from '@lexical/history';
import {TOGGLE_LINK_COMMAND} from '@lexical/link';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {useExtensionSignalValue} from '@lexical/react/useExtensionSignalValue';
import {FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND} from 'lexical';
import {type ReactNode, useEffect, useState} from 'react';

import {setBlockType} from './setBlockType';
import styles from './styles.module.css';
import {moveToolbarFocus} from './toolbarKeyboard';
import {
  $readToolbarState,
  type BlockType,
  type ToolbarFormat,
  type ToolbarState,
} from './toolbarState';

const formatButtons: readonly {format: ToolbarFormat; label: string; glyph: string}[] = [
  {format: 'bold', label: 'Bold', glyph: 'B'},
  {format: 'italic', label: 'Italic', glyph: 'I'},
  {format: 'underline', label: 'Underline', glyph: 'U'},
  {format: 'code', label: 'Inline code', glyph: '</>'},
];

const blockButtons: readonly {block: BlockType; label: string; glyph: string}[] = [
  {block: 'h1', label: 'Heading 1', glyph: 'H1'},
  {block: 'h2', label: 'Heading 2', glyph: 'H2'},
  {block: 'h3', label: 'Heading 3', glyph: 'H3'},
  {block: 'quote', label: 'Quote', glyph: '❝'},
  {block: 'bullet', label: 'Bulleted list', glyph: '•≡'},
  {block: 'number', label: 'Numbered list', glyph: '1≡'},
  {block: 'check', label: 'Check list', glyph: '☑'},
];

/**
 * The editor's toolbar. It follows the selection through an update listener, so each button's
 * `aria-pressed` says whether its format or block applies where the caret is.
 */
export default function Toolbar(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(() => editor.read($readToolbarState));
  // The history extension's signals say whether there is anything to undo or redo.
  const canUndo = useExtensionSignalValue(HistoryExtension, 'canUndo');
  const canRedo = useExtensionSignalValue(HistoryExtension, 'canRedo');

  const historyButtons = [
    {command: UNDO_COMMAND, label: 'Undo', glyph: '↶', enabled: canUndo},
    {command: REDO_COMMAND, label: 'Redo', glyph: '↷', enabled: canRedo},
  ];

  useEffect(
    () =>
      editor.registerUpdateListener(({editorState}) => {
        setState(editorState.read($readToolbarState));
      }),
    [editor],
  );

  function toggleLink(): void {
    if (state.link) {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
      return;
    }
    const url = window.prompt('Link address', 'https://');
    if (url) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
  }

  return (
    <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
      {formatButtons.map(({format, label, glyph}) => (
        <button
          key={format}
          type="button"
          tabIndex={format === 'bold' ? 0 : -1}
          onKeyDown={moveToolbarFocus}
          className={styles[format]}
          aria-label={label}
          title={label}
          aria-pressed={state.formats[format]}
          onClick={() => {
            editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
          }}>
          {glyph}
        </button>
      ))}
      <button
        type="button"
        tabIndex={-1}
        onKeyDown={moveToolbarFocus}
        aria-label="Link"
        title="Link"
        aria-pressed={state.link}
        onClick={toggleLink}>
        🔗
      </button>
      <span className={styles.separator} />
      {blockButtons.map(({block, label, glyph}) => (
        <button
          key={block}
          type="button"
          tabIndex={-1}
          onKeyDown={moveToolbarFocus}
          aria-label={label}
          title={label}
          aria-pressed={state.block === block}
          onClick={() => {
            setBlockType(editor, state.block, block);
          }}>
          {glyph}
        </button>
      ))}
      <span className={styles.separator} />
      {historyButtons.map(({command, label, glyph, enabled}) => (
        <button
          key={label}
          type="button"
          tabIndex={-1}
          onKeyDown={moveToolbarFocus}
          aria-label={label}
          title={label}
          aria-disabled={!enabled}
          onClick={() => {
            if (enabled) editor.dispatchCommand(command, undefined);
          }}>
          {glyph}
        </button>
      ))}
    </div>
  );
}
