import {
  dottedParts,
  isSymbolName,
  joinedQueryWords,
  partTerms,
  tokenize,
  wholeTerms,
} from '@site/src/search/embedded/tokenize';
import {describe, expect, it} from 'vitest';

describe('tokenize', () => {
  const text =
    'Call $getRoot() in registerNodeTransform from @lexical/react; editor.update sees KEY_ENTER_COMMAND.';
  const tokens = tokenize(text);

  it.each([
    '$getRoot',
    'registerNodeTransform',
    '@lexical/react',
    'editor.update',
    'KEY_ENTER_COMMAND',
  ])('keeps %s whole, sigil and inner punctuation included', (identifier) => {
    expect(
      tokens.map((token) => token.text),
      `tokenPattern should match ${identifier} as one token`,
    ).toContain(identifier);
  });

  it('splits prose at spaces and punctuation', () => {
    expect(tokens.map((token) => token.text)).toEqual([
      'Call',
      '$getRoot',
      'in',
      'registerNodeTransform',
      'from',
      '@lexical/react',
      'editor.update',
      'sees',
      'KEY_ENTER_COMMAND',
    ]);
  });

  it('gives each token the offset where it starts in the text, for highlighting', () => {
    for (const token of tokens) {
      expect(text.slice(token.start, token.start + token.text.length)).toBe(token.text);
    }
  });

  it('gives no tokens for text without letters or digits', () => {
    expect(tokenize(' .,;() ')).toEqual([]);
  });
});

describe('wholeTerms', () => {
  it('lowercases the token and drops its $ or @ sigil', () => {
    expect(wholeTerms('$getRoot')).toEqual(['getroot']);
    expect(wholeTerms('@lexical/react')).toEqual(['lexical/react']);
  });

  it('keeps inner dots and underscores, so the whole identifier is one term', () => {
    expect(wholeTerms('editor.update')).toEqual(['editor.update']);
    expect(wholeTerms('KEY_ENTER_COMMAND')).toEqual(['key_enter_command']);
  });

  it('adds the singular of a simple plural', () => {
    expect(wholeTerms('Commands')).toEqual(['commands', 'command']);
    expect(wholeTerms('entries')).toEqual(['entries', 'entry']);
  });

  it.each(['class', 'status', 'analysis', 'focus'])(
    'does not take the s off %s, which is not a plural',
    (word) => {
      expect(wholeTerms(word)).toEqual([word]);
    },
  );
});

describe('partTerms', () => {
  it('gives the camelCase parts and every tail of them', () => {
    expect(partTerms('registerNodeTransform')).toEqual([
      'register',
      'node',
      'nodetransform',
      'transform',
    ]);
  });

  it('splits at dots, slashes and underscores, without the sigil', () => {
    expect(partTerms('editor.update')).toEqual(['editor', 'editorupdate', 'update']);
    expect(partTerms('@lexical/react')).toEqual(['lexical', 'lexicalreact', 'react']);
    expect(partTerms('$getRoot')).toEqual(['get', 'root']);
    expect(partTerms('KEY_ENTER_COMMAND')).toEqual([
      'key',
      'keyentercommand',
      'enter',
      'entercommand',
      'command',
    ]);
  });

  it('never repeats a whole term: the full run of parts is already indexed whole', () => {
    for (const token of ['registerNodeTransform', '$getRoot', 'LinkNode']) {
      const whole = wholeTerms(token);
      expect(
        partTerms(token).filter((term) => whole.includes(term)),
        `partTerms(${token}) should leave out its whole terms`,
      ).toEqual([]);
    }
  });

  it('gives nothing for a plain word', () => {
    expect(partTerms('transform')).toEqual([]);
  });
});

describe('joinedQueryWords', () => {
  it('runs adjacent words together, as a reader may split an identifier', () => {
    expect(joinedQueryWords('link node')).toEqual([['linknode', ['link', 'node']]]);
    expect(joinedQueryWords('patch style text')).toEqual([
      ['patchstyle', ['patch', 'style']],
      ['styletext', ['style', 'text']],
    ]);
  });

  it('skips stop words, so they do not break a pair apart', () => {
    expect(joinedQueryWords('how is the text node')).toEqual([['textnode', ['text', 'node']]]);
  });

  it('gives nothing for a single word', () => {
    expect(joinedQueryWords('selection')).toEqual([]);
  });
});

describe('isSymbolName', () => {
  it.each(['$getRoot', 'ListNode', 'registerRichText', 'KEY_ENTER_COMMAND', 'HTMLConfig'])(
    'reads %s as a symbol name',
    (token) => {
      expect(isSymbolName(token)).toBe(true);
    },
  );

  it.each(['table', 'Table', 'HTML', 'read-only'])('reads %s as a plain word', (token) => {
    expect(isSymbolName(token)).toBe(false);
  });
});

describe('dottedParts', () => {
  it('splits a member written with its owner', () => {
    expect(dottedParts('selection.insertText')).toEqual(['selection', 'insertText']);
  });

  it('leaves a word without dots whole', () => {
    expect(dottedParts('insertText')).toEqual(['insertText']);
  });
});
