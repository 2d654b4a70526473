import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {CONNECTED_COMMAND, TOGGLE_CONNECT_COMMAND} from '@lexical/yjs';
import {COMMAND_PRIORITY_LOW} from 'lexical';
import {type ReactNode, useEffect, useState} from 'react';

import controls from '../shared/controls.module.css';
import styles from './styles.module.css';

/**
 * Shows whether this editor's provider is connected, with a button that disconnects or
 * reconnects it. It talks to CollaborationPlugin through the editor's commands, so it must be
 * rendered inside the editor's composer.
 */
export default function ConnectionStatus(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [connected, setConnected] = useState(false);

  // CollaborationPlugin dispatches CONNECTED_COMMAND each time the provider's status changes.
  useEffect(
    () =>
      editor.registerCommand(
        CONNECTED_COMMAND,
        (isConnected) => {
          setConnected(isConnected);
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor],
  );

  return (
    <div className={`${controls.bar} ${styles.connection}`}>
      <span role="status" className={connected ? styles.online : styles.offline}>
        {connected ? 'Connected' : 'Offline'}
      </span>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          // CollaborationPlugin handles this command: it calls provider.connect() or disconnect().
          editor.dispatchCommand(TOGGLE_CONNECT_COMMAND, !connected);
        }}>
        {connected ? 'Disconnect' : 'Reconnect'}
      </button>
    </div>
  );
}
