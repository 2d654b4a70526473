/** Helpers shared by the examples' unit tests. */
import {render, screen} from '@testing-library/react';
import {
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  type EditorUpdateOptions,
  type ElementNode,
  type LexicalEditor,
} from 'lexical';
import {type ComponentType, createElement, type ReactNode} from 'react';
import {expect} from 'vitest';

/** Runs `$update` in a discrete update: its changes are committed when this returns. */
export function discreteUpdate(
  editor: LexicalEditor,
  $update: () => void,
  options: Omit<EditorUpdateOptions, 'discrete'> = {},
): void {
  editor.update($update, {...options, discrete: true});
}

/** The document's first block, which the tests expect to be a paragraph (an element). */
export function $firstParagraph(): ElementNode {
  const paragraph = $getRoot().getFirstChild();
  if (!$isElementNode(paragraph)) {
    throw new Error('The document should start with a paragraph');
  }
  return paragraph;
}

/** Attaches the editor to a new DOM element, as a page would, and returns that element. */
export function attachRootElement(editor: LexicalEditor): HTMLElement {
  const root = document.createElement('div');
  editor.setRootElement(root);
  return root;
}

/**
 * Types each chunk of `chunks` (each character of a string) at the selection, or at the end of
 * the document when there is none: one discrete update per chunk, as the keyboard would.
 */
export function typeAtSelection(editor: LexicalEditor, chunks: Iterable<string>): void {
  for (const chunk of chunks) {
    discreteUpdate(editor, () => {
      const selection = $getSelection() ?? $getRoot().selectEnd();
      if ($isRangeSelection(selection)) {
        selection.insertText(chunk);
      }
    });
  }
}

/**
 * Renders an example, then again with other children (as the state view does), and checks that
 * its editable area, named `name`, is the same element: the example kept its editor.
 */
export function expectEditorKeptOnRerender(
  Example: ComponentType<{children?: ReactNode}>,
  name: string,
): void {
  const {rerender} = render(createElement(Example));
  const editable = screen.getByRole('textbox', {name});
  rerender(createElement(Example, null, createElement('p', null, 'State view')));
  expect(screen.getByRole('textbox', {name})).toBe(editable);
}
