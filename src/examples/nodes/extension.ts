import {HistoryExtension} from '@lexical/history';
import {RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';

import {exampleTheme} from '../shared/theme';
import {$createMentionNode, MentionNode} from './MentionNode';

export const mentionsEditor = defineExtension({
  name: 'docs/nodes-editor',
  namespace: 'NodesEditor',
  theme: exampleTheme,
  // Every node class the editor uses must be registered; the editor refuses unknown nodes.
  nodes: [MentionNode],
  dependencies: [RichTextExtension, HistoryExtension],
  $initialEditorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('Thanks to '),
        $createMentionNode('Ada Lovelace'),
        $createTextNode(' for the first program. The name is a custom node drawn by React.'),
      ),
      $createParagraphNode().append(
        $createTextNode(
          'Pick a person and press Insert mention to add one at the caret; Backspace removes it whole.',
        ),
      ),
    );
  },
});
