import {HistoryExtension} from '@lexical/history';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';
import {type ReactNode, useEffect, useState} from 'react';

import controls from '../shared/controls.module.css';
import {editableClassName, exampleTheme} from '../shared/theme';
import {type LogEntry, prependEntry, registerLogListeners} from './registerLogListeners';
import styles from './styles.module.css';

const listenersEditor = defineExtension({
  name: 'docs/listeners',
  namespace: 'ListenersExample',
  theme: exampleTheme,
  dependencies: [RichTextExtension, HistoryExtension],
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('Type here, press Enter, or just move the caret, and watch the log below.'),
      ),
    );
  },
});

/** The log of listener calls, newest first. */
function ListenerLog(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [entries, setEntries] = useState<readonly LogEntry[]>([]);

  // Register when the editor is there; the cleanup unregisters (on unmount or a new editor).
  useEffect(
    () =>
      registerLogListeners(editor, (entry) => {
        setEntries((current) => prependEntry(current, entry));
      }),
    [editor],
  );

  return (
    <div className={`${controls.panel} ${styles.panel}`}>
      <div className={styles.header}>
        <span>Listener calls, newest first</span>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setEntries([]);
          }}>
          Clear log
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: keyboard users need to reach it */}
      <ol className={`${controls.output} ${styles.log}`} aria-label="Listener calls" tabIndex={0}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.listener}</strong> {entry.detail}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A rich-text editor and a live log of its update, text content and mutation listeners. */
export default function ListenersExample({children}: {children?: ReactNode}): ReactNode {
  // contentEditable={null}: this component places the editable area itself, above the log.
  return (
    <LexicalExtensionComposer extension={listenersEditor} contentEditable={null}>
      <div className={controls.column}>
        <div className={controls.scroller}>
          <ContentEditable className={editableClassName} aria-label="Listeners example" />
        </div>
        <ListenerLog />
      </div>
      {children}
    </LexicalExtensionComposer>
  );
}
