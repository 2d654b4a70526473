import {buildEditorFromExtensions} from '@lexical/extension';
import {RichTextExtension} from '@lexical/rich-text';
import {render, screen} from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  type LexicalEditor,
  type TextNode,
} from 'lexical';
import {describe, expect, it} from 'vitest';

import TransformsExample from '../../../src/examples/transforms/Example';
import {
  findShortcut,
  TextReplacementExtension,
} from '../../../src/examples/transforms/textReplacementExtension';
import {
  $firstParagraph,
  discreteUpdate,
  expectEditorKeptOnRerender,
  typeAtSelection,
} from './helpers';

function buildEditor() {
  return buildEditorFromExtensions(RichTextExtension, TextReplacementExtension);
}

/** Replaces the document with one paragraph of the text nodes `$texts` creates (discrete update). */
function setParagraph(editor: LexicalEditor, $texts: () => TextNode[]) {
  discreteUpdate(editor, () => {
    $getRoot()
      .clear()
      .append($createParagraphNode().append(...$texts()));
  });
}

/** The first paragraph's text nodes, as "text", "bold:text" or "code:text". */
function $describeText(): string[] {
  return $firstParagraph()
    .getChildren()
    .map((node) => {
      if (!$isTextNode(node)) {
        return node.getType();
      }
      const format = node.hasFormat('code') ? 'code:' : node.hasFormat('bold') ? 'bold:' : '';
      return format + node.getTextContent();
    });
}

describe('transforms example: findShortcut', () => {
  it('finds a shortcut, where it starts and what replaces it', () => {
    expect(findShortcut('go -> there')).toEqual({index: 3, shortcut: '->', replacement: '→'});
    expect(findShortcut('(c) 2025')).toEqual({index: 0, shortcut: '(c)', replacement: '©'});
  });

  it('finds nothing in text without shortcuts', () => {
    expect(findShortcut('a - b > c : )')).toBeNull();
  });
});

describe('transforms example: the TextNode transform', () => {
  it('replaces every shortcut in a text node before the update is committed', () => {
    using editor = buildEditor();
    setParagraph(editor, () => [$createTextNode('a -> b :) (c) -> c')]);
    editor.read(() => {
      expect($describeText()).toEqual(['a → b 🙂 © → c']);
    });
  });

  it('keeps the format of the text it rewrites', () => {
    using editor = buildEditor();
    setParagraph(editor, () => [
      $createTextNode('x->y').toggleFormat('bold'),
      $createTextNode(' :)'),
    ]);
    editor.read(() => {
      expect($describeText()).toEqual(['bold:x→y', ' 🙂']);
    });
  });

  it('leaves inline code alone', () => {
    using editor = buildEditor();
    setParagraph(editor, () => [
      $createTextNode('->').toggleFormat('code'),
      $createTextNode(' ->'),
    ]);
    editor.read(() => {
      expect($describeText()).toEqual(['code:->', ' →']);
    });
  });

  it('keeps the caret after the replacement, so typing goes on there', () => {
    using editor = buildEditor();
    setParagraph(editor, () => [$createTextNode('go -')]);
    // Type ">" then " on" at the end, as the keyboard would.
    typeAtSelection(editor, ['>', ' on']);
    editor.read(() => {
      expect($getRoot().getTextContent()).toBe('go → on');
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.isCollapsed()).toBe(true);
      expect($isRangeSelection(selection) && selection.anchor.offset).toBe('go → on'.length);
    });
  });

  it('stops once the editor is disposed', () => {
    const editor = buildEditor();
    editor.dispose();
    setParagraph(editor, () => [$createTextNode('a -> b')]);
    editor.read(() => {
      expect($getRoot().getTextContent()).toBe('a -> b');
    });
  });
});

describe('transforms example: <TransformsExample>', () => {
  it('renders an editable, named editor whose instructions keep their shortcuts', () => {
    render(<TransformsExample />);
    const editable = screen.getByRole('textbox', {name: 'Transforms example'});
    expect(editable.getAttribute('contenteditable')).toBe('true');
    for (const shortcut of [':)', '->', '(c)']) {
      expect(editable.textContent).toContain(shortcut);
    }
  });

  it('keeps its editor when re-rendered with other children', () => {
    expectEditorKeptOnRerender(TransformsExample, 'Transforms example');
  });
});
