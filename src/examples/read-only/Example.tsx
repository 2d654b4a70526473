import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {useLexicalEditable} from '@lexical/react/useLexicalEditable';
import type {ReactNode} from 'react';

import controls from '../shared/controls.module.css';
import {editableClassName} from '../shared/theme';
import {readOnlyEditor} from './extension';
import styles from './styles.module.css';

// Module scope, like the extension: LexicalExtensionComposer builds a new editor whenever its
// `extension` or `contentEditable` prop is a different object.
const contentEditable = (
  <ContentEditable className={editableClassName} aria-label="Read-only example editor" />
);

/** A checkbox that switches the editor between editing and read-only. */
function EditableToggle(): ReactNode {
  const [editor] = useLexicalComposerContext();
  // useLexicalEditable() subscribes with editor.registerEditableListener() and re-renders this
  // component on every change. (Outside React, WatchEditableExtension from @lexical/extension
  // gives the same value as a signal.)
  const isEditable = useLexicalEditable();
  return (
    <div className={`${controls.bar} ${styles.toolbar}`}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={isEditable}
          onChange={(event) => {
            editor.setEditable(event.target.checked);
          }}
        />
        Editable
      </label>
      <span role="status">Mode: {isEditable ? 'editing' : 'read-only'}</span>
    </div>
  );
}

/** A rich-text editor that can be switched to read-only and back. */
export default function ReadOnlyExample({children}: {children?: ReactNode}): ReactNode {
  return (
    <LexicalExtensionComposer extension={readOnlyEditor} contentEditable={contentEditable}>
      <EditableToggle />
      {children}
    </LexicalExtensionComposer>
  );
}
