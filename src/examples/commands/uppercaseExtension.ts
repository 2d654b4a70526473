import {configExtension, KeyboardShortcutsExtension} from '@lexical/extension';
import {$forEachSelectedTextNode} from '@lexical/selection';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_EDITOR,
  CONTROL_OR_META,
  createCommand,
  defineExtension,
  type KeyboardShortcutMatch,
  mergeRegister,
} from 'lexical';

/** Turns the selected text to capital letters. It takes no payload (undefined). */
export const UPPERCASE_SELECTION_COMMAND = createCommand<undefined>('UPPERCASE_SELECTION_COMMAND');

/**
 * Dispatched by the keyboard shortcut, with the KeyboardEvent as its payload (this is how
 * KeyboardShortcutsExtension calls commands). Its listener dispatches UPPERCASE_SELECTION_COMMAND.
 */
export const UPPERCASE_SHORTCUT_COMMAND = createCommand<KeyboardEvent>(
  'UPPERCASE_SHORTCUT_COMMAND',
);

/** Ctrl+Shift+U, or ⌘+Shift+U on Apple devices: CONTROL_OR_META picks the platform's modifier. */
export const UPPERCASE_SHORTCUT: KeyboardShortcutMatch = {
  key: 'u',
  modifiers: {...CONTROL_OR_META, shiftKey: true},
};

/** Capitalizes the selected text, keeping its formatting. Returns false if no text is selected. */
export function $uppercaseSelection(): boolean {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || selection.isCollapsed()) {
    return false;
  }
  // Splits the text nodes at the edges of the selection and calls back with each selected part.
  $forEachSelectedTextNode((textNode) => {
    textNode.setTextContent(textNode.getTextContent().toUpperCase());
  });
  return true;
}

export const UppercaseExtension = defineExtension({
  name: 'docs/uppercase',
  // Adds the shortcut to the editor's table of shortcuts; KeyboardShortcutsExtension listens to
  // key presses and dispatches the command of the shortcut that matches.
  dependencies: [
    configExtension(KeyboardShortcutsExtension, {
      shortcuts: {uppercaseSelection: {...UPPERCASE_SHORTCUT, command: UPPERCASE_SHORTCUT_COMMAND}},
    }),
  ],
  register(editor) {
    // Command listeners run inside an update, so they can change the editor state. Returning
    // true means "handled": listeners with a lower priority are not called.
    return mergeRegister(
      editor.registerCommand(
        UPPERCASE_SELECTION_COMMAND,
        $uppercaseSelection,
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerCommand(
        UPPERCASE_SHORTCUT_COMMAND,
        (event) => {
          const handled = editor.dispatchCommand(UPPERCASE_SELECTION_COMMAND);
          if (handled) {
            // Stop the browser from doing anything else with the key press.
            event.preventDefault();
          }
          return handled;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    );
  },
});
