import {
  $applyNodeReplacement,
  $getDocument,
  $insertNodes,
  DecoratorNode,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type {JSX} from 'react';

import styles from './styles.module.css';

/** How a mention is stored in the editor state's JSON. */
export type SerializedMentionNode = Spread<{name: string}, SerializedLexicalNode>;

/**
 * An "@name" chip inside a paragraph. It is a DecoratorNode: Lexical keeps its place in the
 * document and treats it as one unit (the caret steps over it, Backspace removes it whole), while
 * React draws what `decorate()` returns.
 */
export class MentionNode extends DecoratorNode<JSX.Element> {
  __name: string;

  // The type names the node in JSON: it must be unique among the editor's nodes.
  static getType(): string {
    return 'mention';
  }

  // Lexical clones a node before changing it; the clone keeps the node's key.
  static clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__name, node.__key);
  }

  static importJSON(serializedNode: SerializedMentionNode): MentionNode {
    return $createMentionNode(serializedNode.name).updateFromJSON(serializedNode);
  }

  constructor(name: string, key?: NodeKey) {
    super(key);
    this.__name = name;
  }

  exportJSON(): SerializedMentionNode {
    return {...super.exportJSON(), name: this.getName()};
  }

  getName(): string {
    return this.getLatest().__name;
  }

  // The node's text: what copying as plain text and the root's getTextContent() include.
  getTextContent(): string {
    return `@${this.getName()}`;
  }

  // Inline: the mention sits in a line of text rather than being a block of its own.
  isInline(): true {
    return true;
  }

  // The element that Lexical puts in the editor for this node; React renders into it.
  createDOM(): HTMLElement {
    return $getDocument().createElement('span');
  }

  // Nothing in that element depends on the node's fields, so it never needs replacing.
  updateDOM(): false {
    return false;
  }

  // The React element for this node. It re-renders whenever the node changes.
  decorate(): JSX.Element {
    return <span className={styles.mention}>@{this.__name}</span>;
  }
}

/** Creates a mention node (call it inside `editor.update()`). */
export function $createMentionNode(name: string): MentionNode {
  return $applyNodeReplacement(new MentionNode(name));
}

/** Whether `node` is a mention: the type guard to use instead of `instanceof`. */
export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}

/** Inserts a mention at the selection (or at the end of the document if there is none). */
export function $insertMention(name: string): void {
  $insertNodes([$createMentionNode(name)]);
}
