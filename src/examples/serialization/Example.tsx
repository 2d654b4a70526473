import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {type ReactNode, useId, useState} from 'react';

import controls from '../shared/controls.module.css';
import {editableClassName} from '../shared/theme';
import {serializationEditor} from './extension';
import {exportHtml, exportJson, loadHtml, loadJson} from './serialize';
import styles from './styles.module.css';

// Module scope, like the extension: LexicalExtensionComposer builds a new editor whenever its
// `extension` or `contentEditable` prop is a different object.
const contentEditable = (
  <ContentEditable className={editableClassName} aria-label="Serialization editor" />
);

/** Buttons that save the document to the text box as JSON or HTML, and load it back. */
function SerializationPanel(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const textId = useId();

  function load(format: 'JSON' | 'HTML'): void {
    try {
      if (format === 'JSON') {
        loadJson(editor, text);
      } else {
        loadHtml(editor, text);
      }
      setMessage(`Loaded the ${format} into the editor.`);
    } catch (error) {
      // Invalid input is reported here instead of breaking the editor.
      setMessage(`Could not load the ${format}: ${String(error)}`);
    }
  }

  return (
    <div className={`${controls.panel} ${styles.panel}`}>
      <div className={controls.buttons}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setText(exportJson(editor));
            setMessage('Exported the editor state as JSON.');
          }}>
          Export JSON
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setText(exportHtml(editor));
            setMessage('Exported the document as HTML.');
          }}>
          Export HTML
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            load('JSON');
          }}>
          Load JSON
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            load('HTML');
          }}>
          Load HTML
        </button>
      </div>
      <label htmlFor={textId} className={controls.label}>
        JSON or HTML
      </label>
      <textarea
        id={textId}
        className={controls.textBox}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <p role="status" className={styles.status}>
        {message}
      </p>
    </div>
  );
}

/** A rich-text editor whose document can be exported and loaded as JSON or HTML. */
export default function SerializationExample({children}: {children?: ReactNode}): ReactNode {
  return (
    <LexicalExtensionComposer extension={serializationEditor} contentEditable={contentEditable}>
      <SerializationPanel />
      {children}
    </LexicalExtensionComposer>
  );
}
