import {
  type LexicalEditor,
  mergeRegister,
  type NodeKey,
  type NodeMutation,
  ParagraphNode,
  TextNode,
} from 'lexical';

/** One line of the log: which listener was called, and what it was told. */
export interface LogEntry {
  /** Unique across registrations, so that React can use it as a key. */
  id: number;
  listener: 'update' | 'text content' | 'mutation';
  detail: string;
}

let lastId = 0;

/** Describes the mutations a mutation listener received, e.g. "TextNode 3 updated". */
export function describeMutations(type: string, mutations: Map<NodeKey, NodeMutation>): string {
  return Array.from(mutations, ([key, mutation]) => `${type} ${key} ${mutation}`).join(', ');
}

/** Adds an entry at the top of the log (newest first), keeping at most `max` entries. */
export function prependEntry(entries: readonly LogEntry[], entry: LogEntry, max = 50): LogEntry[] {
  return [entry, ...entries].slice(0, max);
}

/**
 * Registers an update, a text content and two mutation listeners, and reports each of their calls
 * to `onEntry`. Returns the function that unregisters them all.
 */
export function registerLogListeners(
  editor: LexicalEditor,
  onEntry: (entry: LogEntry) => void,
): () => void {
  const log = (listener: LogEntry['listener'], detail: string) => {
    onEntry({id: ++lastId, listener, detail});
  };
  const tagList = (tags: Set<string>) => (tags.size > 0 ? [...tags].join(', ') : 'none');
  return mergeRegister(
    // Called after every update is committed, even one that only moved the selection.
    editor.registerUpdateListener(({tags, dirtyElements, dirtyLeaves}) => {
      log(
        'update',
        `tags: ${tagList(tags)}; dirty elements: ${dirtyElements.size}, dirty leaves: ${dirtyLeaves.size}`,
      );
    }),
    // Called only when the text of the document changed, with the whole text.
    editor.registerTextContentListener((text) => {
      const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
      log('text content', `${JSON.stringify(shown)} (${text.length} characters)`);
    }),
    // Called when nodes of one class were created, updated or destroyed. By default a new mutation
    // listener is first called at once, with the nodes already in the editor as "created" (tag
    // "registerMutationListener"). We keep that, so the log starts with them; pass
    // {skipInitialization: true} as a third argument to hear only about later changes.
    editor.registerMutationListener(ParagraphNode, (mutations, {updateTags}) => {
      log(
        'mutation',
        `${describeMutations('ParagraphNode', mutations)} (tags: ${tagList(updateTags)})`,
      );
    }),
    editor.registerMutationListener(TextNode, (mutations, {updateTags}) => {
      log('mutation', `${describeMutations('TextNode', mutations)} (tags: ${tagList(updateTags)})`);
    }),
  );
}
