import {HistoryExtension} from '@lexical/history';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';

import {exampleTheme} from '../shared/theme';

export const readOnlyEditor = defineExtension({
  name: 'docs/read-only-editor',
  namespace: 'ReadOnlyEditor',
  theme: exampleTheme,
  dependencies: [RichTextExtension, HistoryExtension],
  // The mode the editor starts in (true is the default); `editor.setEditable()` changes it later.
  editable: true,
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('Type here, then untick Editable: the same editor becomes read-only.'),
      ),
      $createParagraphNode().append(
        $createTextNode('You can still select and copy text, but typing and pasting are ignored.'),
      ),
    );
  },
});
