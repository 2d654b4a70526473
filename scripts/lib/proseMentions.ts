import {fencedBlocks, fencedLineFlags} from './docCodeBlocks';

/** Inline code in prose that names a `$` function or a command. */
export interface ApiMention {
  name: string;
  /** 1-based line in the page. */
  line: number;
}

const mentionPattern = /^(\$[A-Za-z_][\w$]*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_COMMAND)(?:\(\))?$/;

/**
 * The `$function` and `SOME_COMMAND` mentions in a page's prose (inline code outside fenced
 * blocks), and the names the page's own code blocks declare, which prose may mention too.
 */
export function apiMentions(source: string): {mentions: ApiMention[]; declared: Set<string>} {
  const mentions: ApiMention[] = [];
  const declared = new Set<string>();
  for (const block of fencedBlocks(source)) {
    for (const [, name = ''] of block.body
      .join('\n')
      .matchAll(/\b(?:function|const|let|var|class)\s+(\$?[A-Za-z_][\w$]*)/g)) {
      declared.add(name);
    }
  }
  const inFence = fencedLineFlags(source);
  source.split('\n').forEach((text, index) => {
    if (inFence[index]) {
      return;
    }
    for (const [, code = ''] of text.matchAll(/`([^`]+)`/g)) {
      const name = mentionPattern.exec(code.trim())?.[1];
      if (name) {
        mentions.push({name, line: index + 1});
      }
    }
  });
  return {mentions, declared};
}
