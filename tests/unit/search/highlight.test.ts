import {highlightText, snippetText} from '@site/src/search/embedded/highlight';
import {describe, expect, it} from 'vitest';

const tags = {pre: '<em>', post: '</em>'};

describe('highlightText', () => {
  it('escapes HTML in the text, so a record cannot inject markup', () => {
    const {value} = highlightText('<script>alert(1)</script>', new Set(), tags);
    expect(value).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('wraps each matched word in the given tags, escaping around them', () => {
    const {value} = highlightText(
      'Render <DraggableBlockPlugin> now',
      new Set(['draggableblockplugin']),
      tags,
    );
    expect(value).toBe('Render &lt;<em>DraggableBlockPlugin</em>&gt; now');
  });

  it('matches a word by any of its index terms, e.g. a camelCase part', () => {
    const {value} = highlightText('Use registerNodeTransform here', new Set(['transform']), tags);
    expect(value).toBe('Use <em>registerNodeTransform</em> here');
  });

  it('reports the matched words as written in the text', () => {
    const result = highlightText('Call $getRoot, then $getRoot again', new Set(['getroot']), tags);
    expect(result.matchedWords).toEqual(['$getRoot', '$getRoot']);
  });

  it('reports matchLevel none when no word matched', () => {
    expect(highlightText('Editor state', new Set(['selection']), tags)).toEqual({
      value: 'Editor state',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('reports matchLevel partial when some words matched', () => {
    expect(highlightText('Range selection', new Set(['selection']), tags).matchLevel).toBe(
      'partial',
    );
  });

  it('reports matchLevel full when every word matched', () => {
    expect(highlightText('Selection', new Set(['selection']), tags).matchLevel).toBe('full');
  });
});

describe('snippetText', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve';

  it('keeps at most the given number of words around the first match, with ellipses at the cuts', () => {
    expect(snippetText(text, new Set(['seven']), 4, '…', tags)).toEqual({
      value: '…six <em>seven</em> eight nine…',
      matchLevel: 'partial',
    });
  });

  it('starts at the beginning of the text when nothing matched', () => {
    expect(snippetText(text, new Set(['absent']), 3, '…', tags)).toEqual({
      value: 'one two three…',
      matchLevel: 'none',
    });
  });

  it('puts no ellipsis at the start when the window starts the text', () => {
    expect(snippetText(text, new Set(['two']), 3, '…', tags).value).toBe('one <em>two</em> three…');
  });

  it('shows the whole window when the match comes before a third of it', () => {
    expect(snippetText(text, new Set(['one']), 6, '…', tags).value).toBe(
      '<em>one</em> two three four five six…',
    );
  });

  it('ends on the last word, without an ellipsis, when the match is near the end', () => {
    expect(snippetText(text, new Set(['twelve']), 3, '…', tags).value).toBe(
      '…ten eleven <em>twelve</em>',
    );
  });

  it('keeps a text shorter than the window whole, without ellipses', () => {
    expect(snippetText('Range selection', new Set(['selection']), 10, '…', tags).value).toBe(
      'Range <em>selection</em>',
    );
  });

  it('finds a match inside punctuation, e.g. $getRoot() in parentheses', () => {
    expect(
      snippetText('Read it (then call $getRoot()) now', new Set(['getroot']), 2, '…', tags).value,
    ).toBe('…<em>$getRoot</em>()) now');
  });

  it('reports matchLevel full when the whole text is shown and every word matched', () => {
    expect(snippetText('Selection', new Set(['selection']), 10, '…', tags).matchLevel).toBe('full');
  });

  it('reports matchLevel partial when matched words are shown but the text was cut', () => {
    expect(
      snippetText('selection selection', new Set(['selection']), 1, '…', tags).matchLevel,
    ).toBe('partial');
  });

  it('marks each match among the words shown and escapes the words between them', () => {
    const snippet = snippetText(
      'Use a < b && $getRoot() or getRoot',
      new Set(['getroot']),
      10,
      '…',
      tags,
    );
    expect(snippet).toEqual({
      value: 'Use a &lt; b &amp;&amp; <em>$getRoot</em>() or <em>getRoot</em>',
      matchLevel: 'partial',
    });
  });

  it('reports matchLevel full when every word of a several-word text matched', () => {
    expect(snippetText('selection, selections', new Set(['selection']), 10, '…', tags)).toEqual({
      value: '<em>selection</em>, <em>selections</em>',
      matchLevel: 'full',
    });
  });

  it('escapes the text and the ellipsis', () => {
    expect(snippetText('a <b> c d', new Set(['d']), 2, '<…>', tags).value).toBe(
      '&lt;…&gt;c <em>d</em>',
    );
  });
});
