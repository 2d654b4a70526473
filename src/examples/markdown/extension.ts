import {CodeExtension} from '@lexical/code';
import {HistoryExtension} from '@lexical/history';
import {LinkExtension} from '@lexical/link';
import {ListExtension} from '@lexical/list';
import {
  $convertFromMarkdownString,
  registerMarkdownShortcuts,
  TRANSFORMERS,
} from '@lexical/markdown';
import {RichTextExtension} from '@lexical/rich-text';
import {defineExtension} from 'lexical';

import {exampleTheme} from '../shared/theme';
import styles from './styles.module.css';

// The first document, written in Markdown and converted to nodes when the editor starts.
const initialMarkdown = [
  'Type `# `, `> ` or `- ` at the start of a line, or `**bold**`: it becomes **rich text**.',
  'Press Export Markdown to see this document as Markdown, edit it, and press Import Markdown.',
].join('\n\n');

export const markdownEditor = defineExtension({
  name: 'docs/markdown-editor',
  namespace: 'MarkdownEditor',
  theme: {...exampleTheme, code: styles.codeBlock},
  // TRANSFORMERS create headings and quotes (rich text), lists, links and code blocks: the editor
  // needs all of those nodes, which these extensions register.
  dependencies: [RichTextExtension, HistoryExtension, ListExtension, LinkExtension, CodeExtension],
  // Turns Markdown typed in the editor into nodes; returns the clean-up function.
  register: (editor) => registerMarkdownShortcuts(editor, TRANSFORMERS),
  $initialEditorState() {
    $convertFromMarkdownString(initialMarkdown, TRANSFORMERS);
  },
});
