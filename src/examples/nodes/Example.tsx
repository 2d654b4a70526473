import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {type ReactNode, useId, useState} from 'react';

import controls from '../shared/controls.module.css';
import {editableClassName} from '../shared/theme';
import {mentionsEditor} from './extension';
import {$insertMention} from './MentionNode';
import styles from './styles.module.css';

const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'] as const;

// Module scope, like the extension: LexicalExtensionComposer builds a new editor whenever its
// `extension` or `contentEditable` prop is a different object.
const contentEditable = (
  <ContentEditable className={editableClassName} aria-label="Editor with mentions" />
);

/** A menu of people and a button that inserts a mention of the chosen one. */
function InsertMention(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [name, setName] = useState<string>(people[0]);
  const selectId = useId();
  return (
    <div className={`${controls.bar} ${styles.toolbar}`}>
      <label htmlFor={selectId}>Person</label>
      <select
        id={selectId}
        className={styles.select}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
        }}>
        {people.map((person) => (
          <option key={person}>{person}</option>
        ))}
      </select>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          // Nodes are only created and inserted inside an update.
          editor.update(() => {
            $insertMention(name);
          });
        }}>
        Insert mention
      </button>
    </div>
  );
}

/** A rich-text editor with a custom inline node: mentions rendered by React. */
export default function NodesExample({children}: {children?: ReactNode}): ReactNode {
  return (
    <LexicalExtensionComposer extension={mentionsEditor} contentEditable={contentEditable}>
      <InsertMention />
      {children}
    </LexicalExtensionComposer>
  );
}
