import {buildEditorFromExtensions, formatKeyboardShortcut} from '@lexical/extension';
import {RichTextExtension} from '@lexical/rich-text';
import {fireEvent, render, screen} from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isTextNode,
  defineExtension,
  IS_APPLE,
  KEY_DOWN_COMMAND,
  type LexicalEditor,
  type TextNode,
} from 'lexical';
import {describe, expect, it} from 'vitest';

import CommandsExample from '../../../src/examples/commands/Example';
import {
  UPPERCASE_SELECTION_COMMAND,
  UPPERCASE_SHORTCUT,
  UppercaseExtension,
} from '../../../src/examples/commands/uppercaseExtension';
import {$firstParagraph, discreteUpdate, expectEditorKeptOnRerender} from './helpers';

/** An editor with the extension and one paragraph: "hello" in bold, then " world". */
const helloWorld = defineExtension({
  name: 'test/hello-world',
  dependencies: [RichTextExtension, UppercaseExtension],
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('hello').toggleFormat('bold'),
        $createTextNode(' world'),
      ),
    );
  },
});

/** The paragraph's text nodes, as "text" or "bold:text". */
function $describeText(): string[] {
  return $firstParagraph()
    .getChildren()
    .filter($isTextNode)
    .map((node) =>
      node.hasFormat('bold') ? `bold:${node.getTextContent()}` : node.getTextContent(),
    );
}

/** Selects text, given the paragraph's first ("hello") and last (" world") text nodes. */
function select(editor: LexicalEditor, $select: (hello: TextNode, world: TextNode) => void): void {
  discreteUpdate(editor, () => {
    const paragraph = $firstParagraph();
    const hello = paragraph.getFirstChild();
    const world = paragraph.getLastChild();
    if (!$isTextNode(hello) || !$isTextNode(world)) {
      throw new Error('The paragraph should hold text');
    }
    $select(hello, world);
  });
}

/** Dispatches a command inside a discrete update, so that its changes are committed at once. */
function dispatch(editor: LexicalEditor, run: () => boolean): boolean {
  let handled = false;
  discreteUpdate(editor, () => {
    handled = run();
  });
  return handled;
}

/** The key press of the shortcut on this platform: Ctrl+Shift+U, or ⌘+Shift+U on Apple. */
function shortcutEvent(init: KeyboardEventInit = {}): KeyboardEvent {
  return new KeyboardEvent('keydown', {
    key: 'U',
    shiftKey: true,
    ...(IS_APPLE ? {metaKey: true} : {ctrlKey: true}),
    cancelable: true,
    ...init,
  });
}

describe('commands example: UPPERCASE_SELECTION_COMMAND', () => {
  it('capitalizes the selected text and keeps its formatting', () => {
    using editor = buildEditorFromExtensions(helloWorld);
    select(editor, (hello, world) => {
      hello.select(2, 2).focus.set(world.getKey(), 3, 'text'); // "llo wo"
    });
    const handled = dispatch(editor, () => editor.dispatchCommand(UPPERCASE_SELECTION_COMMAND));
    expect(handled).toBe(true);
    editor.read(() => {
      expect($describeText()).toEqual(['bold:heLLO', ' WOrld']);
    });
  });

  it('is not handled, and changes nothing, when no text is selected', () => {
    using editor = buildEditorFromExtensions(helloWorld);
    select(editor, (hello) => hello.select(1, 1));
    expect(dispatch(editor, () => editor.dispatchCommand(UPPERCASE_SELECTION_COMMAND))).toBe(false);
    editor.read(() => {
      expect($describeText()).toEqual(['bold:hello', ' world']);
    });
  });

  it('is not registered any more once the editor is disposed', () => {
    const editor = buildEditorFromExtensions(helloWorld);
    select(editor, (hello) => hello.select(0, 5));
    editor.dispose();
    expect(editor.dispatchCommand(UPPERCASE_SELECTION_COMMAND)).toBe(false);
  });
});

describe('commands example: keyboard shortcut', () => {
  it('dispatches the command on Ctrl+Shift+U (⌘+Shift+U on Apple) and prevents the default', () => {
    using editor = buildEditorFromExtensions(helloWorld);
    select(editor, (hello) => hello.select(0, 5));
    const event = shortcutEvent();
    expect(dispatch(editor, () => editor.dispatchCommand(KEY_DOWN_COMMAND, event))).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    editor.read(() => {
      expect($describeText()).toEqual(['bold:HELLO', ' world']);
    });
  });

  it('ignores the same key without Shift', () => {
    using editor = buildEditorFromExtensions(helloWorld);
    select(editor, (hello) => hello.select(0, 5));
    dispatch(editor, () =>
      editor.dispatchCommand(KEY_DOWN_COMMAND, shortcutEvent({shiftKey: false})),
    );
    editor.read(() => {
      expect($describeText().join('')).toBe('bold:hello world');
    });
  });

  it('is shown as Ctrl+Shift+U, or with the Apple symbols', () => {
    expect(formatKeyboardShortcut(UPPERCASE_SHORTCUT, {isApple: false})).toEqual([
      'Ctrl',
      'Shift',
      'U',
    ]);
    expect(formatKeyboardShortcut(UPPERCASE_SHORTCUT, {isApple: true})).toEqual(['⇧', '⌘', 'U']);
  });
});

describe('commands example: <CommandsExample>', () => {
  it('renders an editable, named editor, the button and its shortcut', () => {
    render(<CommandsExample />);
    const editable = screen.getByRole('textbox', {name: 'Commands example'});
    expect(editable.getAttribute('contenteditable')).toBe('true');
    expect(editable.textContent).toContain('Select a few words');
    expect(screen.getByText(IS_APPLE ? '⇧+⌘+U' : 'Ctrl+Shift+U').tagName).toBe('KBD');
  });

  it('says when the command was not handled', () => {
    render(<CommandsExample />);
    fireEvent.click(screen.getByRole('button', {name: 'Uppercase selection'}));
    expect(screen.getByText('Not handled: select some text first.').getAttribute('role')).toBe(
      'status',
    );
  });

  it('keeps its editor when re-rendered with other children', () => {
    expectEditorKeptOnRerender(CommandsExample, 'Commands example');
  });
});
