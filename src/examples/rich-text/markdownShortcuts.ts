import {
  CHECK_LIST,
  HEADING,
  LINK,
  ORDERED_LIST,
  QUOTE,
  registerMarkdownShortcuts,
  TEXT_FORMAT_TRANSFORMERS,
  type Transformer,
  UNORDERED_LIST,
} from '@lexical/markdown';
import {defineExtension} from 'lexical';

/**
 * The Markdown shortcuts this editor understands: `# ` to `### ` for headings, `> ` for a quote,
 * `- `, `1. ` and `[ ] ` for lists, `**bold**`, `*italic*`, `` `code` `` and `[text](url)` links.
 * Each needs its node in the editor (headings and quotes come with rich text, lists and links with
 * their extensions). The check list comes before the bulleted list, which would match `- [ ] ` too.
 */
export const markdownTransformers: Transformer[] = [
  HEADING,
  QUOTE,
  CHECK_LIST,
  UNORDERED_LIST,
  ORDERED_LIST,
  ...TEXT_FORMAT_TRANSFORMERS,
  LINK,
];

/**
 * Turns Markdown typed in the editor into rich text as you type. @lexical/markdown 0.50 ships
 * `registerMarkdownShortcuts` but no extension, so this one registers it.
 */
export const MarkdownShortcutsExtension = defineExtension({
  name: 'docs/markdown-shortcuts',
  register: (editor) => registerMarkdownShortcuts(editor, markdownTransformers),
});
