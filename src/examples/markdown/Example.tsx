import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  TRANSFORMERS,
} from '@lexical/markdown';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {type ReactNode, useId, useState} from 'react';

import controls from '../shared/controls.module.css';
import {editableClassName} from '../shared/theme';
import {markdownEditor} from './extension';
import styles from './styles.module.css';

// Module scope, like the extension: LexicalExtensionComposer builds a new editor whenever its
// `extension` or `contentEditable` prop is a different object.
const contentEditable = (
  <ContentEditable className={editableClassName} aria-label="Markdown editor" />
);

/** Buttons that copy the document to the text box as Markdown, and read it back. */
function MarkdownPanel(): ReactNode {
  const [editor] = useLexicalComposerContext();
  const [markdown, setMarkdown] = useState('');
  const textId = useId();
  return (
    <div className={`${controls.panel} ${styles.panel}`}>
      <div className={controls.buttons}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setMarkdown(editor.read(() => $convertToMarkdownString(TRANSFORMERS)));
          }}>
          Export Markdown
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            // Replaces the whole document with the parsed Markdown.
            editor.update(() => {
              $convertFromMarkdownString(markdown, TRANSFORMERS);
            });
          }}>
          Import Markdown
        </button>
      </div>
      <label htmlFor={textId} className={controls.label}>
        Markdown
      </label>
      <textarea
        id={textId}
        className={controls.textBox}
        value={markdown}
        spellCheck={false}
        onChange={(event) => {
          setMarkdown(event.target.value);
        }}
      />
    </div>
  );
}

/** A rich-text editor with Markdown shortcuts, and Markdown export and import. */
export default function MarkdownExample({children}: {children?: ReactNode}): ReactNode {
  return (
    <LexicalExtensionComposer extension={markdownEditor} contentEditable={contentEditable}>
      <MarkdownPanel />
      {children}
    </LexicalExtensionComposer>
  );
}
