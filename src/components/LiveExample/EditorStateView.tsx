import {generateContent} from '@lexical/devtools-core';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import type {EditorState, LexicalEditor} from 'lexical';
import {type ReactNode, useMemo, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';

import type {StateFormat} from './StateFormatTabs';

/**
 * The editor's current state as text: the node tree and selection as Lexical's devtools print
 * them, or the serialized JSON.
 */
export function describeEditorState(
  editor: LexicalEditor,
  editorState: EditorState,
  format: StateFormat,
): string {
  return format === 'tree'
    ? generateContent(editor, [], false)
    : JSON.stringify(editorState.toJSON(), null, 2);
}

export interface Props {
  /** The element of the example's frame that shows the state. */
  container: HTMLElement;
  format: StateFormat;
}

/**
 * Rendered inside the example's editor (as its children), so it reaches the editor through the
 * composer context, and shows the editor state in the frame's panel, anew after every update.
 */
export default function EditorStateView({container, format}: Props): ReactNode {
  const [editor] = useLexicalComposerContext();
  const editorState = useSyncExternalStore(
    (onChange) => editor.registerUpdateListener(onChange),
    () => editor.getEditorState(),
  );
  const text = useMemo(
    () => describeEditorState(editor, editorState, format),
    [editor, editorState, format],
  );

  return createPortal(<pre>{text}</pre>, container);
}
