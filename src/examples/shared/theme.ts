import type {EditorThemeClasses} from 'lexical';

import styles from './theme.module.css';

/**
 * The CSS classes that every live example's editor gives its nodes. Lexical puts these class
 * names on the DOM it renders; the styles themselves are in `theme.module.css`.
 */
export const exampleTheme: EditorThemeClasses = {
  paragraph: styles.paragraph,
  quote: styles.quote,
  heading: {h1: styles.h1, h2: styles.h2, h3: styles.h3},
  text: {
    bold: styles.bold,
    italic: styles.italic,
    underline: styles.underline,
    strikethrough: styles.strikethrough,
    underlineStrikethrough: styles.underlineStrikethrough,
    code: styles.code,
  },
  link: styles.link,
  list: {
    ul: styles.ul,
    ol: styles.ol,
    listitem: styles.listItem,
    listitemChecked: styles.listItemChecked,
    listitemUnchecked: styles.listItemUnchecked,
    nested: {listitem: styles.nestedListItem},
  },
  table: styles.table,
  tableCell: styles.tableCell,
  tableCellHeader: styles.tableCellHeader,
  tableSelection: styles.tableSelection,
  tableCellSelected: styles.tableCellSelected,
  hashtag: styles.hashtag,
};

/** The class of the editable area (the element Lexical edits). */
export const editableClassName = styles.editable;
