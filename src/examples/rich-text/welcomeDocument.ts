import {$createListItemNode, $createListNode} from '@lexical/list';
import {$createHeadingNode} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot} from 'lexical';

/** The editor's first document: a heading, a line of formatted text and a few things to try. */
export function $createWelcomeDocument(): void {
  const heading = $createHeadingNode('h2').append($createTextNode('Try Lexical right here'));
  const intro = $createParagraphNode().append(
    $createTextNode('Select a word and make it '),
    $createTextNode('bold').toggleFormat('bold'),
    $createTextNode(', '),
    $createTextNode('italic').toggleFormat('italic'),
    $createTextNode(' or '),
    $createTextNode('code').toggleFormat('code'),
    $createTextNode(', or type Markdown as you go:'),
  );
  const tips = $createListNode('bullet').append(
    $createListItemNode().append($createTextNode('# and a space starts a heading')),
    $createListItemNode().append($createTextNode('- and a space starts a bulleted list')),
    $createListItemNode().append($createTextNode('**two stars** around a word make it bold')),
  );
  $getRoot().append(heading, intro, tips);
}
