import {LexicalCollaboration} from '@lexical/react/LexicalCollaborationContext';
import {CollaborationPlugin} from '@lexical/react/LexicalCollaborationPlugin';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {defineExtension} from 'lexical';
import {type ReactElement, type ReactNode, useCallback, useRef, useState} from 'react';
import * as Y from 'yjs';

import {editableClassName, exampleTheme} from '../shared/theme';
import ConnectionStatus from './ConnectionStatus';
import {$createInitialDocument} from './initialDocument';
import {InMemoryNetwork} from './InMemoryNetwork';
import {InMemoryProvider} from './InMemoryProvider';
import styles from './styles.module.css';

// The editor is described once, at module scope: LexicalExtensionComposer builds a new editor
// whenever it receives a different extension object (or a different contentEditable element).
const collaborativeEditor = defineExtension({
  name: 'docs/collaborative-editor',
  namespace: 'CollaborationExample',
  theme: exampleTheme,
  // No HistoryExtension: CollaborationPlugin provides undo and redo with a Yjs UndoManager, which
  // undoes only this user's changes.
  dependencies: [RichTextExtension],
  // Start empty: the content comes from the shared document.
  $initialEditorState: null,
});

/** A user of the example. The colour marks their caret in the other editor (white text on it). */
export interface User {
  name: string;
  color: string;
  contentEditable: ReactElement;
}

export const alice: User = {
  name: 'Alice',
  color: '#1d4ed8',
  contentEditable: <ContentEditable className={editableClassName} aria-label="Alice's editor" />,
};

export const bob: User = {
  name: 'Bob',
  color: '#b45309',
  contentEditable: <ContentEditable className={editableClassName} aria-label="Bob's editor" />,
};

/**
 * Two users editing one document, each in their own editor with their own Y.Doc, kept in sync
 * through an in-memory network. Its children render inside Alice's editor's React context.
 */
export default function Collaboration({children}: {children?: ReactNode}): ReactNode {
  // One network per example, so that each mount starts with a new, empty document.
  const [network] = useState(() => new InMemoryNetwork());

  return (
    <div className={styles.layout}>
      {/* Only one client bootstraps the empty shared document, or both would add its content. */}
      <CollaborativeEditor user={alice} network={network} shouldBootstrap>
        {children}
      </CollaborativeEditor>
      <CollaborativeEditor user={bob} network={network} shouldBootstrap={false}>
        <ConnectionStatus />
      </CollaborativeEditor>
    </div>
  );
}

interface CollaborativeEditorProps {
  user: User;
  network: InMemoryNetwork;
  shouldBootstrap: boolean;
  children?: ReactNode;
}

/**
 * One user's editor. @lexical/yjs 0.50 has no collaboration extension, so the React
 * CollaborationPlugin binds the editor to its Y.Doc, inside a LexicalCollaboration context.
 */
function CollaborativeEditor({
  user,
  network,
  shouldBootstrap,
  children,
}: CollaborativeEditorProps): ReactNode {
  const cursorsContainer = useRef<HTMLDivElement>(null);

  // CollaborationPlugin calls this once for document `id`, and finds the Y.Doc in yjsDocMap.
  const providerFactory = useCallback(
    (id: string, yjsDocMap: Map<string, Y.Doc>) => {
      // Each user has their own copy of the document, as if on their own computer. A real app
      // would return a provider that talks to a server, e.g. `new WebsocketProvider(url, id, doc)`.
      const doc = new Y.Doc();
      yjsDocMap.set(id, doc);
      return new InMemoryProvider(doc, network);
    },
    [network],
  );

  return (
    <div className={styles.pane}>
      <p className={styles.user}>
        <span className={styles.badge} style={{backgroundColor: user.color}}>
          {user.name}
        </span>
      </p>
      {/* Each user needs a context of their own: it holds their name, colour and Y.Docs. */}
      <LexicalCollaboration>
        <LexicalExtensionComposer
          extension={collaborativeEditor}
          contentEditable={user.contentEditable}>
          <CollaborationPlugin
            id="docs/collaboration"
            providerFactory={providerFactory}
            shouldBootstrap={shouldBootstrap}
            initialEditorState={$createInitialDocument}
            username={user.name}
            cursorColor={user.color}
            cursorsContainerRef={cursorsContainer}
          />
          {children}
        </LexicalExtensionComposer>
      </LexicalCollaboration>
      {/* Where CollaborationPlugin draws the other user's caret. */}
      <div ref={cursorsContainer} className={styles.cursors} />
    </div>
  );
}
