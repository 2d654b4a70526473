import {buildEditorFromExtensions} from '@lexical/extension';
import {RichTextExtension} from '@lexical/rich-text';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  defineExtension,
  type LexicalEditor,
} from 'lexical';
import {describe, expect, it} from 'vitest';

import ListenersExample from '../../../src/examples/listeners/Example';
import {
  describeMutations,
  type LogEntry,
  prependEntry,
  registerLogListeners,
} from '../../../src/examples/listeners/registerLogListeners';
import {attachRootElement, discreteUpdate, expectEditorKeptOnRerender} from './helpers';

const hello = defineExtension({
  name: 'test/hello',
  dependencies: [RichTextExtension],
  $initialEditorState() {
    $getRoot().append($createParagraphNode().append($createTextNode('Hello')));
  },
});

/** Attaches the editor to a DOM element (mutation listeners follow the DOM) and logs its listeners. */
function attachLog(editor: LexicalEditor) {
  attachRootElement(editor);
  const entries: LogEntry[] = [];
  const unregister = registerLogListeners(editor, (entry) => entries.push(entry));
  return {entries, unregister};
}

/** The details of one listener's entries, oldest first. */
function linesOf(entries: LogEntry[], listener: LogEntry['listener']): string[] {
  return entries.filter((entry) => entry.listener === listener).map((entry) => entry.detail);
}

/** Adds text at the end of the document, as typing would. */
function type(editor: LexicalEditor, text: string) {
  discreteUpdate(editor, () => {
    $getRoot().selectEnd().insertText(text);
  });
}

describe('listeners example: registerLogListeners', () => {
  it('starts with the mutation listeners telling about the nodes already there', () => {
    using editor = buildEditorFromExtensions(hello);
    const {entries} = attachLog(editor);
    expect(linesOf(entries, 'mutation')).toEqual([
      expect.stringMatching(
        /^ParagraphNode \d+ created \(tags: registerMutationListener\)$/,
      ) as string,
      expect.stringMatching(/^TextNode \d+ created \(tags: registerMutationListener\)$/) as string,
    ]);
    expect(linesOf(entries, 'update')).toEqual([]);
  });

  it('logs an update, the new text and the updated text node when text is typed', () => {
    using editor = buildEditorFromExtensions(hello);
    const {entries} = attachLog(editor);
    entries.length = 0;
    type(editor, '!');
    expect(linesOf(entries, 'update')).toEqual(['tags: none; dirty elements: 2, dirty leaves: 1']);
    expect(linesOf(entries, 'text content')).toEqual(['"Hello!" (6 characters)']);
    expect(linesOf(entries, 'mutation')).toEqual([
      expect.stringMatching(/^TextNode \d+ updated \(tags: none\)$/) as string,
    ]);
  });

  it('logs the tags of an update, and a new paragraph as created', () => {
    using editor = buildEditorFromExtensions(hello);
    const {entries} = attachLog(editor);
    entries.length = 0;
    discreteUpdate(
      editor,
      () => {
        $getRoot().append($createParagraphNode());
      },
      {tag: 'docs-example'},
    );
    expect(linesOf(entries, 'update')).toEqual([
      expect.stringMatching(/^tags: docs-example;/) as string,
    ]);
    expect(linesOf(entries, 'mutation')).toEqual([
      // The paragraph before it is also updated: its link to the next sibling changed.
      expect.stringMatching(/ParagraphNode \d+ created \(tags: docs-example\)$/) as string,
    ]);
  });

  it('logs only an update with no dirty nodes when just the selection moves', () => {
    using editor = buildEditorFromExtensions(hello);
    const {entries} = attachLog(editor);
    entries.length = 0;
    discreteUpdate(editor, () => {
      $getRoot().selectStart();
    });
    expect(entries.map((entry) => entry.listener)).toEqual(['update']);
    expect(entries[0]?.detail).toBe('tags: none; dirty elements: 0, dirty leaves: 0');
  });

  it('shortens long text in the text content entry', () => {
    using editor = buildEditorFromExtensions(hello);
    const {entries} = attachLog(editor);
    type(editor, ' and a long sentence that goes on and on');
    expect(linesOf(entries, 'text content')).toEqual([
      '"Hello and a long sentence that goes on a…" (45 characters)',
    ]);
  });

  it('gives every entry a new id', () => {
    using editor = buildEditorFromExtensions(hello);
    const {entries} = attachLog(editor);
    type(editor, '!');
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('logs nothing more once unregistered', () => {
    using editor = buildEditorFromExtensions(hello);
    const {entries, unregister} = attachLog(editor);
    unregister();
    entries.length = 0;
    type(editor, '!');
    expect(entries).toEqual([]);
  });
});

describe('listeners example: helpers', () => {
  it('describes each mutation with the node type and key', () => {
    const mutations = new Map([
      ['3', 'updated'],
      ['7', 'destroyed'],
    ] as const);
    expect(describeMutations('TextNode', mutations)).toBe(
      'TextNode 3 updated, TextNode 7 destroyed',
    );
  });

  it('keeps the newest entry first and at most 50 entries', () => {
    let log: LogEntry[] = [];
    for (let id = 1; id <= 60; id++) {
      log = prependEntry(log, {id, listener: 'update', detail: ''});
    }
    expect(log).toHaveLength(50);
    expect(log[0]?.id).toBe(60);
    expect(log.at(-1)?.id).toBe(11);
  });
});

describe('listeners example: <ListenersExample>', () => {
  it('renders an editable, named editor and a log that starts with the existing nodes', () => {
    render(<ListenersExample />);
    const editable = screen.getByRole('textbox', {name: 'Listeners example'});
    expect(editable.getAttribute('contenteditable')).toBe('true');
    const log = screen.getByRole('list', {name: 'Listener calls'});
    expect(log.getAttribute('tabindex')).toBe('0');
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(log.textContent).toContain('registerMutationListener');
  });

  it('empties the log when "Clear log" is pressed', () => {
    render(<ListenersExample />);
    fireEvent.click(screen.getByRole('button', {name: 'Clear log'}));
    expect(
      within(screen.getByRole('list', {name: 'Listener calls'})).queryAllByRole('listitem'),
    ).toEqual([]);
  });

  it('keeps its editor when re-rendered with other children', () => {
    expectEditorKeptOnRerender(ListenersExample, 'Listeners example');
  });
});
