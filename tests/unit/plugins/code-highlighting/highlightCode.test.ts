// @vitest-environment node
import {highlightCode} from '@site/src/plugins/code-highlighting/highlightCode';
import {splitHighlightedLines} from '@site/src/utils/highlightedCode';
import {describe, expect, it} from 'vitest';

import {siteCodeBlocks} from './siteCodeBlocks';

/** The text a line of highlighted HTML shows. */
const shownText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('highlightCode', () => {
  it("wraps tokens in spans with Prism's classes and leaves plain text bare", () => {
    expect(highlightCode("const editor = createEditor({namespace: 'Demo'});", 'ts')).toBe(
      '<span class="token keyword">const</span> editor <span class="token operator">=</span> ' +
        '<span class="token function">createEditor</span><span class="token punctuation">(</span>' +
        '<span class="token punctuation">{</span>namespace<span class="token operator">:</span> ' +
        '<span class="token string">\'Demo\'</span><span class="token punctuation">}</span>' +
        '<span class="token punctuation">)</span><span class="token punctuation">;</span>',
    );
  });

  it('nests a span per type of a nested token, outermost first', () => {
    expect(highlightCode('`a${b}`', 'ts')).toContain(
      '<span class="token template-string"><span class="token interpolation">' +
        '<span class="token interpolation-punctuation"><span class="token punctuation">${' +
        '</span></span></span></span>',
    );
  });

  it('gives one line per line of code, an empty line empty', () => {
    expect(splitHighlightedLines(highlightCode('a;\n\nb;', 'js'))).toEqual([
      'a<span class="token punctuation">;</span>',
      '',
      'b<span class="token punctuation">;</span>',
    ]);
  });

  it('escapes the code, in tokens and in plain text', () => {
    expect(highlightCode('// <b> & </b>', 'ts')).toBe(
      '<span class="token comment">// &lt;b&gt; &amp; &lt;/b&gt;</span>',
    );
    expect(highlightCode('1 < 2 && x', 'text')).toBe('1 &lt; 2 &amp;&amp; x');
  });

  it("highlights the languages added to prism-react-renderer's own (bash)", () => {
    expect(highlightCode('npm install lexical', 'bash')).toBe(
      '<span class="token function">npm</span> <span class="token function">install</span> lexical',
    );
  });

  it('takes the language name in any case, as the theme does', () => {
    expect(highlightCode('let a', 'TS')).toBe(highlightCode('let a', 'ts'));
  });

  it.each(siteCodeBlocks().map((block) => [`${block.file} (${block.lang})`, block] as const))(
    'shows exactly the code of %s, line for line',
    (_name, {code, lang}) => {
      expect(splitHighlightedLines(highlightCode(code, lang)).map(shownText)).toEqual(
        code.split('\n'),
      );
    },
  );
});
