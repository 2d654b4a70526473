import {HistoryExtension} from '@lexical/history';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';
import {type ReactNode, useState} from 'react';

import controls from '../shared/controls.module.css';
import {editableClassName, exampleTheme} from '../shared/theme';
import {type EditorStateSummary, readEditorState} from './readEditorState';
import styles from './styles.module.css';

const editorStateEditor = defineExtension({
  name: 'docs/editor-state',
  namespace: 'EditorStateExample',
  theme: exampleTheme,
  dependencies: [RichTextExtension, HistoryExtension],
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode(
          'The editor state is an immutable snapshot of the document: a tree of nodes and a selection.',
        ),
      ),
      $createParagraphNode().append(
        $createTextNode(
          'Click in this text or type a few words, then press “Read the editor state”.',
        ),
      ),
    );
  },
});

/** A button that reads the current editor state, and what it read. */
function EditorStateReader(): ReactNode {
  // Any component rendered inside the composer can reach its editor.
  const [editor] = useLexicalComposerContext();
  const [summary, setSummary] = useState<EditorStateSummary | null>(null);
  return (
    <div className={`${controls.panel} ${styles.panel}`}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          // getEditorState() returns the latest committed state; reading it changes nothing.
          setSummary(readEditorState(editor.getEditorState()));
        }}>
        Read the editor state
      </button>
      <div
        className={`${controls.output} ${styles.output}`}
        role="status"
        aria-label="What was read"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: keyboard users need to reach it
        tabIndex={0}>
        {summary === null ? (
          'Nothing read yet.'
        ) : (
          <dl>
            <dt>Paragraphs</dt>
            <dd>{summary.paragraphCount}</dd>
            <dt>Selection</dt>
            <dd>
              {summary.anchor === null
                ? 'none (click in the editor first)'
                : `offset ${summary.anchor.offset} in ${summary.anchor.nodeType} node ${summary.anchor.nodeKey}`}
            </dd>
            <dt>Text content</dt>
            <dd>{summary.textContent}</dd>
          </dl>
        )}
      </div>
    </div>
  );
}

/** A rich-text editor and a button that reads its editor state. */
export default function EditorStateExample({children}: {children?: ReactNode}): ReactNode {
  // contentEditable={null}: this component places the editable area itself, above the button.
  return (
    <LexicalExtensionComposer extension={editorStateEditor} contentEditable={null}>
      <div className={controls.column}>
        <div className={controls.scroller}>
          <ContentEditable className={editableClassName} aria-label="Editor state example" />
        </div>
        <EditorStateReader />
      </div>
      {children}
    </LexicalExtensionComposer>
  );
}
