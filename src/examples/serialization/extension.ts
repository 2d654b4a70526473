import {HistoryExtension} from '@lexical/history';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';

import {exampleTheme} from '../shared/theme';

export const serializationEditor = defineExtension({
  name: 'docs/serialization-editor',
  namespace: 'SerializationEditor',
  theme: exampleTheme,
  dependencies: [RichTextExtension, HistoryExtension],
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('Edit this text, make a word '),
        $createTextNode('bold').toggleFormat('bold'),
        $createTextNode(', then press Export JSON or Export HTML.'),
      ),
      $createParagraphNode().append(
        $createTextNode('Change the output and press Load JSON or Load HTML to read it back.'),
      ),
    );
  },
});
