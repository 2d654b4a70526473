import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import type {UserState} from '@lexical/yjs';
import Collaboration, {alice, bob} from '@site/src/examples/collaboration/Example';
import {
  exchangeMissingUpdates,
  InMemoryNetwork,
} from '@site/src/examples/collaboration/InMemoryNetwork';
import {InMemoryProvider} from '@site/src/examples/collaboration/InMemoryProvider';
import {contrastRatio} from '@site/src/utils/contrast';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  getNearestEditorFromDOMNode,
  type LexicalEditor,
  UNDO_COMMAND,
} from 'lexical';
import {describe, expect, it, vi} from 'vitest';
import * as Y from 'yjs';

import {discreteUpdate} from './helpers';

/** Two users' documents on one network, both connected. */
function connectedPair(): {network: InMemoryNetwork; a: InMemoryProvider; b: InMemoryProvider} {
  const network = new InMemoryNetwork();
  const a = new InMemoryProvider(new Y.Doc(), network);
  const b = new InMemoryProvider(new Y.Doc(), network);
  a.connect();
  b.connect();
  return {network, a, b};
}

const textOf = (provider: InMemoryProvider): string => provider.doc.getText('t').toJSON();

function userState(name: string): UserState {
  return {anchorPos: null, focusPos: null, name, color: '#000', focusing: true, awarenessData: {}};
}

describe('exchangeMissingUpdates', () => {
  it('gives each document the changes only the other had', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.getText('t').insert(0, 'from a ');
    b.getText('t').insert(0, 'from b ');
    exchangeMissingUpdates(a, b, null);
    expect(a.getText('t').toJSON()).toBe(b.getText('t').toJSON());
    expect(a.getText('t').toJSON()).toContain('from a');
    expect(a.getText('t').toJSON()).toContain('from b');
  });
});

describe('InMemoryProvider', () => {
  it('relays updates between connected documents, both ways', () => {
    const {a, b} = connectedPair();
    a.doc.getText('t').insert(0, 'Hello');
    expect(textOf(b)).toBe('Hello');
    b.doc.getText('t').insert(5, ' world');
    expect(textOf(a)).toBe('Hello world');
  });

  it('gives a provider that connects late the whole document', () => {
    const network = new InMemoryNetwork();
    const a = new InMemoryProvider(new Y.Doc(), network);
    const b = new InMemoryProvider(new Y.Doc(), network);
    a.connect();
    a.doc.getText('t').insert(0, 'Written before b connected');
    expect(textOf(b)).toBe('');
    b.connect();
    expect(textOf(b)).toBe('Written before b connected');
  });

  it('keeps edits local while disconnected and merges both sides on reconnect', () => {
    const {a, b} = connectedPair();
    a.doc.getText('t').insert(0, 'Hello');
    b.disconnect();
    a.doc.getText('t').insert(5, ' from a');
    b.doc.getText('t').insert(0, 'b says: ');
    expect(textOf(a)).toBe('Hello from a');
    expect(textOf(b)).toBe('b says: Hello');

    b.connect();
    expect(textOf(a)).toBe('b says: Hello from a');
    expect(textOf(b)).toBe(textOf(a));
    // Live again: a new edit reaches the other side at once.
    a.doc.getText('t').insert(0, '> ');
    expect(textOf(b)).toBe('> b says: Hello from a');
  });

  it('reports its status and sync to listeners until they are removed', () => {
    const network = new InMemoryNetwork();
    const provider = new InMemoryProvider(new Y.Doc(), network);
    const onStatus = vi.fn();
    const onSync = vi.fn();
    provider.on('status', onStatus);
    provider.on('sync', onSync);

    provider.connect();
    provider.connect(); // already connected: nothing happens
    provider.disconnect();
    expect(onStatus.mock.calls).toEqual([[{status: 'connected'}], [{status: 'disconnected'}]]);
    expect(onSync.mock.calls).toEqual([[true]]);
    expect(provider.connected).toBe(false);

    provider.off('status', onStatus);
    provider.connect();
    expect(onStatus).toHaveBeenCalledTimes(2);
    expect(onSync).toHaveBeenCalledTimes(2);
  });

  it("shares each user's awareness state with the connected peers only", () => {
    const {a, b} = connectedPair();
    const onUpdateA = vi.fn();
    a.awareness.on('update', onUpdateA);
    b.awareness.setLocalState(userState('Bob'));
    a.awareness.setLocalState(userState('Alice'));
    expect(onUpdateA).toHaveBeenCalledTimes(2);
    expect(a.awareness.getStates().get(b.doc.clientID)?.name).toBe('Bob');
    expect(b.awareness.getStates().get(a.doc.clientID)?.name).toBe('Alice');

    b.disconnect();
    expect(onUpdateA).toHaveBeenCalledTimes(3);
    expect([...a.awareness.getStates().keys()]).toEqual([a.doc.clientID]);
    expect([...b.awareness.getStates().keys()]).toEqual([b.doc.clientID]);

    a.awareness.setLocalStateField('name', 'Alicia');
    expect(a.awareness.getLocalState()?.name).toBe('Alicia');
    a.awareness.off('update', onUpdateA);
    a.awareness.setLocalState(null);
    expect(onUpdateA).toHaveBeenCalledTimes(4);
    expect(a.awareness.getStates().size).toBe(0);
  });
});

describe('the users', () => {
  it.each([alice, bob])('$name has a colour that white text reads on (4.5:1)', ({color}) => {
    expect(contrastRatio('#ffffff', color)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('<Collaboration />', () => {
  function EditorSpy({onEditor}: {onEditor: (editor: LexicalEditor) => void}): null {
    const [editor] = useLexicalComposerContext();
    onEditor(editor);
    return null;
  }

  /** Renders the example; returns Alice's editor (through the children) and Bob's. */
  function renderExample(): {aliceEditor: LexicalEditor; bobEditor: LexicalEditor} {
    const onEditor = vi.fn<(editor: LexicalEditor) => void>();
    render(
      <Collaboration>
        <EditorSpy onEditor={onEditor} />
      </Collaboration>,
    );
    const aliceEditor = getNearestEditorFromDOMNode(
      screen.getByRole('textbox', {name: "Alice's editor"}),
    );
    const bobEditor = getNearestEditorFromDOMNode(
      screen.getByRole('textbox', {name: "Bob's editor"}),
    );
    if (!aliceEditor || !bobEditor) throw new Error('An editor did not mount');
    // The children render inside Alice's editor (the first one).
    expect(onEditor).toHaveBeenLastCalledWith(aliceEditor);
    return {aliceEditor, bobEditor};
  }

  const paragraphs = (editor: LexicalEditor): string[] =>
    editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => node.getTextContent()),
    );

  /** Types a paragraph at the end, as its own update (after the updates already under way). */
  async function appendParagraph(editor: LexicalEditor, text: string): Promise<void> {
    await act(async () => {
      await Promise.resolve();
      discreteUpdate(editor, () => {
        $getRoot().append($createParagraphNode().append($createTextNode(text)));
      });
    });
  }

  /** The line that says whether Bob is connected (Lexical adds live regions of its own). */
  function bobsStatus(): string | null {
    const status = screen.getByText(/^(Connected|Offline)$/);
    expect(status.getAttribute('role')).toBe('status');
    return status.textContent;
  }

  it('shows the initial document once, in both editors', async () => {
    const {aliceEditor, bobEditor} = renderExample();
    await waitFor(() => {
      expect(paragraphs(bobEditor)).toHaveLength(2);
    });
    expect(paragraphs(bobEditor)[0]).toMatch(/^Type in either editor/);
    expect(paragraphs(aliceEditor)).toEqual(paragraphs(bobEditor));
    expect(screen.getByRole('textbox', {name: "Bob's editor"}).textContent).toContain(
      'Type in either editor',
    );
    expect(bobsStatus()).toBe('Connected');
  });

  it('syncs edits both ways, and merges offline edits of both users on reconnect', async () => {
    const {aliceEditor, bobEditor} = renderExample();
    await waitFor(() => {
      expect(paragraphs(bobEditor)).toHaveLength(2);
    });

    await appendParagraph(aliceEditor, 'Alice was here');
    await waitFor(() => {
      expect(paragraphs(bobEditor)).toContain('Alice was here');
    });
    await appendParagraph(bobEditor, 'Bob too');
    await waitFor(() => {
      expect(paragraphs(aliceEditor)).toContain('Bob too');
    });

    fireEvent.click(screen.getByRole('button', {name: 'Disconnect'}));
    expect(bobsStatus()).toBe('Offline');
    await appendParagraph(aliceEditor, 'Alice offline');
    await appendParagraph(bobEditor, 'Bob offline');
    expect(paragraphs(bobEditor)).not.toContain('Alice offline');
    expect(paragraphs(aliceEditor)).not.toContain('Bob offline');

    fireEvent.click(screen.getByRole('button', {name: 'Reconnect'}));
    expect(bobsStatus()).toBe('Connected');
    await waitFor(() => {
      expect(paragraphs(aliceEditor)).toContain('Bob offline');
      expect(paragraphs(bobEditor)).toContain('Alice offline');
    });
    expect(paragraphs(aliceEditor)).toEqual(paragraphs(bobEditor));
    expect(paragraphs(aliceEditor)).toHaveLength(6);
  });

  it("undoes only the user's own change (the Yjs UndoManager)", async () => {
    const {aliceEditor, bobEditor} = renderExample();
    await waitFor(() => {
      expect(paragraphs(bobEditor)).toHaveLength(2);
    });
    await appendParagraph(bobEditor, 'Bob keeps this');
    await appendParagraph(aliceEditor, 'Alice takes this back');
    await waitFor(() => {
      expect(paragraphs(bobEditor)).toContain('Alice takes this back');
    });

    act(() => {
      aliceEditor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    await waitFor(() => {
      expect(paragraphs(bobEditor)).not.toContain('Alice takes this back');
    });
    expect(paragraphs(aliceEditor)).toEqual(paragraphs(bobEditor));
    expect(paragraphs(aliceEditor)).toContain('Bob keeps this');
    // The initial document is not an undoable change.
    expect(paragraphs(aliceEditor)).toHaveLength(3);
  });

  it('keeps both editors bound when re-rendered with other children', async () => {
    const {rerender} = render(<Collaboration />);
    const editable = screen.getByRole('textbox', {name: "Alice's editor"});
    const aliceEditor = getNearestEditorFromDOMNode(editable);
    const bobEditor = getNearestEditorFromDOMNode(
      screen.getByRole('textbox', {name: "Bob's editor"}),
    );
    if (!aliceEditor || !bobEditor) throw new Error('An editor did not mount');
    rerender(
      <Collaboration>
        <span>state view</span>
      </Collaboration>,
    );
    expect(screen.getByRole('textbox', {name: "Alice's editor"})).toBe(editable);
    await waitFor(() => {
      expect(paragraphs(bobEditor)).toHaveLength(2);
    });
    await appendParagraph(aliceEditor, 'Still in sync');
    await waitFor(() => {
      expect(paragraphs(bobEditor)).toContain('Still in sync');
    });
  });
});
