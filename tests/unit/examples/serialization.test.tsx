import {buildEditorFromExtensions} from '@lexical/extension';
import {$isHeadingNode} from '@lexical/rich-text';
import {fireEvent, render, screen} from '@testing-library/react';
import {$createTextNode, $getRoot, $isElementNode, $isTextNode} from 'lexical';
import {describe, expect, it} from 'vitest';

import SerializationExample from '../../../src/examples/serialization/Example';
import {serializationEditor} from '../../../src/examples/serialization/extension';
import {
  exportHtml,
  exportJson,
  loadHtml,
  loadJson,
} from '../../../src/examples/serialization/serialize';
import {discreteUpdate} from './helpers';

/** Each top-level block as `type:text`, in document order. */
function blocks(editor: ReturnType<typeof buildEditorFromExtensions>): string[] {
  return editor.read(() =>
    $getRoot()
      .getChildren()
      .map((node) => `${node.getType()}:${node.getTextContent()}`),
  );
}

describe('serialization example: JSON', () => {
  it('exports the editor state with its root and formatted text', () => {
    using editor = buildEditorFromExtensions(serializationEditor);
    editor.read(() => undefined); // commits the initial state
    const state = JSON.parse(exportJson(editor)) as {root: {type: string; children: unknown[]}};
    expect(state.root.type).toBe('root');
    expect(state.root.children).toHaveLength(2);
    expect(exportJson(editor)).toContain('"text": "bold"');
  });

  it('loads exported JSON into another editor unchanged', () => {
    using source = buildEditorFromExtensions(serializationEditor);
    using target = buildEditorFromExtensions(serializationEditor);
    discreteUpdate(source, () => {
      const first = $getRoot().getFirstChildOrThrow();
      if ($isElementNode(first)) {
        first.clear().append($createTextNode('Saved text'));
      }
    });
    loadJson(target, exportJson(source));
    expect(blocks(target)).toEqual(blocks(source));
    expect(blocks(target)[0]).toBe('paragraph:Saved text');
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['an unknown node type', '{"root":{"children":[{"type":"nope","version":1}],"type":"root"}}'],
    [
      'an empty root',
      '{"root":{"children":[],"direction":null,"format":"","indent":0,"type":"root","version":1}}',
    ],
  ])('throws on %s and keeps the document', (_, input) => {
    using editor = buildEditorFromExtensions(serializationEditor);
    const before = blocks(editor);
    expect(() => {
      loadJson(editor, input);
    }).toThrow();
    expect(blocks(editor)).toEqual(before);
  });
});

describe('serialization example: HTML', () => {
  it('exports formatted text as HTML elements', () => {
    using editor = buildEditorFromExtensions(serializationEditor);
    const html = exportHtml(editor);
    expect(html).toMatch(/^<p/);
    expect(html).toMatch(/<strong[^>]*>bold<\/strong>/);
  });

  it('replaces the document with the blocks parsed from HTML', () => {
    using editor = buildEditorFromExtensions(serializationEditor);
    loadHtml(editor, '<h1>Title</h1><p>Some <b>bold</b> text</p>');
    expect(blocks(editor)).toEqual(['heading:Title', 'paragraph:Some bold text']);
    editor.read(() => {
      expect($isHeadingNode($getRoot().getFirstChild())).toBe(true);
      const bold = $getRoot()
        .getAllTextNodes()
        .find((node) => node.getTextContent() === 'bold');
      expect($isTextNode(bold) && bold.hasFormat('bold')).toBe(true);
    });
  });

  it('wraps bare text in a paragraph and leaves one empty paragraph for empty HTML', () => {
    using editor = buildEditorFromExtensions(serializationEditor);
    loadHtml(editor, 'just text');
    expect(blocks(editor)).toEqual(['paragraph:just text']);
    loadHtml(editor, '');
    expect(blocks(editor)).toEqual(['paragraph:']);
  });
});

describe('serialization example: the React editor', () => {
  it('shows exported JSON in the text box and reports invalid JSON', () => {
    render(<SerializationExample />);
    const textBox = screen.getByLabelText<HTMLTextAreaElement>('JSON or HTML');

    fireEvent.click(screen.getByRole('button', {name: 'Export JSON'}));
    expect(textBox.value).toContain('"type": "root"');

    fireEvent.change(textBox, {target: {value: '{oops'}});
    fireEvent.click(screen.getByRole('button', {name: 'Load JSON'}));
    expect(screen.getByText(/^Could not load the JSON: SyntaxError/)).toBeTruthy();
  });

  it('loads HTML from the text box into the editor', async () => {
    render(<SerializationExample />);
    fireEvent.change(screen.getByLabelText('JSON or HTML'), {
      target: {value: '<h1>From HTML</h1>'},
    });
    fireEvent.click(screen.getByRole('button', {name: 'Load HTML'}));
    const editable = screen.getByRole('textbox', {name: 'Serialization editor'});
    expect((await screen.findByText('From HTML')).closest('h1')).not.toBeNull();
    expect(editable.textContent).toBe('From HTML');
  });
});
