import {buildEditorFromExtensions} from '@lexical/extension';
import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  TRANSFORMERS,
} from '@lexical/markdown';
import {fireEvent, render, screen} from '@testing-library/react';
import {$createParagraphNode, $createTextNode, $getRoot, type LexicalEditor} from 'lexical';
import {describe, expect, it} from 'vitest';

import MarkdownExample from '../../../src/examples/markdown/Example';
import {markdownEditor} from '../../../src/examples/markdown/extension';
import {discreteUpdate, typeAtSelection} from './helpers';

function exportMarkdown(editor: LexicalEditor): string {
  return editor.read(() => $convertToMarkdownString(TRANSFORMERS));
}

function importMarkdown(editor: LexicalEditor, markdown: string): void {
  discreteUpdate(editor, () => {
    $convertFromMarkdownString(markdown, TRANSFORMERS);
  });
}

/** Types `text` one character per update into a new, empty paragraph, as a reader would. */
function typeInNewParagraph(editor: LexicalEditor, text: string): void {
  discreteUpdate(editor, () => {
    const paragraph = $createParagraphNode();
    $getRoot().clear().append(paragraph);
    paragraph.select();
  });
  typeAtSelection(editor, text);
}

/** The type of each top-level block. */
function blockTypes(editor: LexicalEditor): string[] {
  return editor.read(() =>
    $getRoot()
      .getChildren()
      .map((node) => node.getType()),
  );
}

describe('markdown example: the extension', () => {
  it('builds its initial document from Markdown', () => {
    using editor = buildEditorFromExtensions(markdownEditor);
    expect(blockTypes(editor)).toEqual(['paragraph', 'paragraph']);
    expect(exportMarkdown(editor)).toContain('**rich text**');
    expect(exportMarkdown(editor)).toContain('`# `');
  });

  it.each([
    ['# ', 'heading'],
    ['> ', 'quote'],
    ['- ', 'list'],
    ['1. ', 'list'],
  ])('turns %j typed at the start of a line into a %s', (typed, type) => {
    using editor = buildEditorFromExtensions(markdownEditor);
    typeInNewParagraph(editor, typed);
    expect(blockTypes(editor)).toEqual([type]);
  });

  it('turns **bold** typed in a line into bold text', () => {
    using editor = buildEditorFromExtensions(markdownEditor);
    typeInNewParagraph(editor, 'a **strong** word');
    expect(exportMarkdown(editor)).toBe('a **strong** word');
    editor.read(() => {
      const bold = $getRoot()
        .getAllTextNodes()
        .find((node) => node.hasFormat('bold'));
      expect(bold?.getTextContent()).toBe('strong');
    });
  });

  it('does not transform text that was not typed (a plain update)', () => {
    using editor = buildEditorFromExtensions(markdownEditor);
    discreteUpdate(editor, () => {
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode('# not a heading')));
    });
    expect(blockTypes(editor)).toEqual(['paragraph']);
  });

  it('imports every kind of block that TRANSFORMERS know and exports them back', () => {
    using editor = buildEditorFromExtensions(markdownEditor);
    const markdown = [
      '# Title',
      '> A quote',
      '- one\n- two',
      'A [link](https://lexical.dev) and `code`',
      '```js\nconst a = 1;\n```',
    ].join('\n\n');
    importMarkdown(editor, markdown);
    expect(blockTypes(editor)).toEqual(['heading', 'quote', 'list', 'paragraph', 'code']);
    expect(exportMarkdown(editor)).toBe(markdown);
  });
});

describe('markdown example: the React editor', () => {
  it('exports the document to the text box and imports edited Markdown', async () => {
    render(<MarkdownExample />);
    const textBox = screen.getByLabelText<HTMLTextAreaElement>('Markdown');

    fireEvent.click(screen.getByRole('button', {name: 'Export Markdown'}));
    expect(textBox.value).toContain('**rich text**');

    fireEvent.change(textBox, {target: {value: '## Imported\n\n- item'}});
    fireEvent.click(screen.getByRole('button', {name: 'Import Markdown'}));
    const heading = await screen.findByText('Imported');
    const editable = screen.getByRole('textbox', {name: 'Markdown editor'});
    expect(heading.closest('h2')).not.toBeNull();
    expect(editable.querySelector('ul li')?.textContent).toBe('item');
  });
});
