import {buildEditorFromExtensions} from '@lexical/extension';
import {fireEvent, render, screen} from '@testing-library/react';
import {$createTextNode, $getRoot, $isElementNode, type LexicalEditor} from 'lexical';
import {describe, expect, it} from 'vitest';

import ReadOnlyExample from '../../../src/examples/read-only/Example';
import {readOnlyEditor} from '../../../src/examples/read-only/extension';
import {attachRootElement, discreteUpdate} from './helpers';

/** Attaches the editor to a DOM element, so that it receives key events, with the caret at the end. */
function attachRoot(editor: LexicalEditor): HTMLElement {
  const root = attachRootElement(editor);
  // Put the caret at the end of the document, as if the reader had clicked there.
  discreteUpdate(editor, () => {
    $getRoot().selectEnd();
  });
  return root;
}

function pressEnter(root: HTMLElement): void {
  root.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}));
}

describe('read-only example: the editor', () => {
  it('starts editable, so Enter adds a paragraph', () => {
    using editor = buildEditorFromExtensions(readOnlyEditor);
    const root = attachRoot(editor);
    expect(editor.isEditable()).toBe(true);
    pressEnter(root);
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(3);
  });

  it('ignores the keyboard once setEditable(false) is called', () => {
    using editor = buildEditorFromExtensions(readOnlyEditor);
    const root = attachRoot(editor);
    editor.setEditable(false);
    pressEnter(root);
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(2);
  });

  it('tells editable listeners about each change', () => {
    using editor = buildEditorFromExtensions(readOnlyEditor);
    const modes: boolean[] = [];
    const unregister = editor.registerEditableListener((isEditable) => {
      modes.push(isEditable);
    });
    editor.setEditable(false);
    editor.setEditable(true);
    unregister();
    editor.setEditable(false);
    expect(modes).toEqual([false, true]);
  });

  it('still accepts changes made in code with editor.update()', () => {
    using editor = buildEditorFromExtensions(readOnlyEditor);
    editor.setEditable(false);
    discreteUpdate(editor, () => {
      const first = $getRoot().getFirstChild();
      if ($isElementNode(first)) {
        first.clear().append($createTextNode('Changed by code'));
      }
    });
    expect(editor.read(() => $getRoot().getTextContent())).toMatch(/^Changed by code/);
  });
});

describe('read-only example: the React editor', () => {
  it('switches the editable area and the mode text with the checkbox', async () => {
    render(<ReadOnlyExample />);
    const editable = screen.getByRole('textbox', {name: 'Read-only example editor'});
    const checkbox = screen.getByRole('checkbox', {name: 'Editable'});
    expect(editable.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByText('Mode: editing')).toBeTruthy();

    fireEvent.click(checkbox);
    expect(await screen.findByText('Mode: read-only')).toBeTruthy();
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(editable.getAttribute('contenteditable')).toBe('false');

    fireEvent.click(checkbox);
    expect(await screen.findByText('Mode: editing')).toBeTruthy();
    expect(editable.getAttribute('contenteditable')).toBe('true');
  });
});
