import {buildEditorFromExtensions} from '@lexical/extension';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {RichTextExtension} from '@lexical/rich-text';
import {fireEvent, render, screen} from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
  defineExtension,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';

import EditorStateExample from '../../../src/examples/editor-state/Example';
import {readEditorState} from '../../../src/examples/editor-state/readEditorState';
import {discreteUpdate, expectEditorKeptOnRerender} from './helpers';

/** An editor whose document is two paragraphs, "Hello" and "world". */
const twoParagraphs = defineExtension({
  name: 'test/two-paragraphs',
  dependencies: [RichTextExtension],
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append($createTextNode('Hello')),
      $createParagraphNode().append($createTextNode('world')),
    );
  },
});

/** The editor's latest state. editor.read() first commits pending updates, like the initial one. */
function latestState(editor: LexicalEditor): EditorState {
  editor.read(() => undefined);
  return editor.getEditorState();
}

describe('editor-state example: readEditorState', () => {
  it('reads the text and the paragraphs, and no selection before the editor is used', () => {
    using editor = buildEditorFromExtensions(twoParagraphs);
    expect(readEditorState(latestState(editor))).toEqual({
      textContent: 'Hello\n\nworld',
      paragraphCount: 2,
      anchor: null,
    });
  });

  it('reads where the selection starts', () => {
    using editor = buildEditorFromExtensions(twoParagraphs);
    discreteUpdate(editor, () => {
      const paragraph = $getRoot().getLastChild();
      const text = $isElementNode(paragraph) ? paragraph.getFirstChild() : null;
      if (!$isTextNode(text)) {
        throw new Error('The second paragraph should hold a text node');
      }
      text.select(3, 5);
    });
    expect(readEditorState(latestState(editor)).anchor).toEqual({
      nodeKey: expect.any(String) as string,
      nodeType: 'text',
      offset: 3,
    });
  });

  it('sees the changes of each committed update', () => {
    using editor = buildEditorFromExtensions(twoParagraphs);
    discreteUpdate(editor, () => {
      $getRoot().append($createParagraphNode().append($createTextNode('again')));
    });
    const summary = readEditorState(latestState(editor));
    expect(summary.paragraphCount).toBe(3);
    expect(summary.textContent).toBe('Hello\n\nworld\n\nagain');
  });

  it('changes nothing: the editor keeps the same editor state object', () => {
    using editor = buildEditorFromExtensions(twoParagraphs);
    const before = latestState(editor);
    readEditorState(before);
    expect(editor.getEditorState()).toBe(before);
  });
});

describe('editor-state example: <EditorStateExample>', () => {
  it('renders an editable, named editor with its initial document', () => {
    render(<EditorStateExample />);
    const editable = screen.getByRole('textbox', {name: 'Editor state example'});
    expect(editable.getAttribute('contenteditable')).toBe('true');
    expect(editable.textContent).toContain('Read the editor state');
  });

  it('shows what the button read from the editor state', () => {
    render(<EditorStateExample />);
    const output = screen.getByRole('status', {name: 'What was read'});
    expect(output.textContent).toBe('Nothing read yet.');
    fireEvent.click(screen.getByRole('button', {name: 'Read the editor state'}));
    expect(output.textContent).toContain('Paragraphs2');
    expect(output.textContent).toContain('immutable snapshot');
  });

  it('renders its children inside the editor, where they can use the composer context', () => {
    function EditorKey(): ReactNode {
      const [editor] = useLexicalComposerContext();
      return <p data-testid="child">{editor.getKey()}</p>;
    }
    render(
      <EditorStateExample>
        <EditorKey />
      </EditorStateExample>,
    );
    expect(screen.getByTestId('child').textContent).not.toBe('');
  });

  it('keeps its editor when re-rendered with other children', () => {
    expectEditorKeptOnRerender(EditorStateExample, 'Editor state example');
  });
});
