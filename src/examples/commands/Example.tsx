import {formatKeyboardShortcut} from '@lexical/extension';
import {HistoryExtension} from '@lexical/history';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';
import {type ReactNode, useState} from 'react';

import controls from '../shared/controls.module.css';
import {editableClassName, exampleTheme} from '../shared/theme';
import styles from './styles.module.css';
import {
  UPPERCASE_SELECTION_COMMAND,
  UPPERCASE_SHORTCUT,
  UppercaseExtension,
} from './uppercaseExtension';

const commandsEditor = defineExtension({
  name: 'docs/commands',
  namespace: 'CommandsExample',
  theme: exampleTheme,
  dependencies: [RichTextExtension, HistoryExtension, UppercaseExtension],
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode(
          'Select a few words, then press the button or its keyboard shortcut: both dispatch the same command.',
        ),
      ),
    );
  },
});

// "Ctrl+Shift+U", or "⇧+⌘+U" on Apple devices.
const shortcutLabel = formatKeyboardShortcut(UPPERCASE_SHORTCUT).join('+');

/** A button that dispatches the command, and whether a listener handled it. */
function UppercaseButton(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [status, setStatus] = useState('');
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          // dispatchCommand() returns true when a listener handled the command.
          const handled = editor.dispatchCommand(UPPERCASE_SELECTION_COMMAND);
          setStatus(
            handled
              ? 'Handled: the selection is in capitals.'
              : 'Not handled: select some text first.',
          );
        }}>
        Uppercase selection
      </button>
      <kbd>{shortcutLabel}</kbd>
      <span role="status">{status}</span>
    </div>
  );
}

/** A rich-text editor with a custom command, dispatched from a button and a keyboard shortcut. */
export default function CommandsExample({children}: {children?: ReactNode}): ReactNode {
  // contentEditable={null}: this component places the editable area itself, below the button.
  return (
    <LexicalExtensionComposer extension={commandsEditor} contentEditable={null}>
      <div className={controls.column}>
        <UppercaseButton />
        <div className={controls.scroller}>
          <ContentEditable className={editableClassName} aria-label="Commands example" />
        </div>
      </div>
      {children}
    </LexicalExtensionComposer>
  );
}
