import {highlightCode} from '@site/src/plugins/code-highlighting/highlightCode';
import {codeLinesHtml} from '@site/src/theme/CodeBlock/Content/codeLinesHtml';
import {describe, expect, it} from 'vitest';

const line = (html: string, className = 'token-line') =>
  `<div class="${className}">${html}<br></div>`;

describe('codeLinesHtml', () => {
  it('renders each highlighted line as the theme did: a token-line ended by a <br>', () => {
    const code = 'a;\n\nb;';
    expect(
      codeLinesHtml({
        codeInput: `${code}\n`,
        code,
        highlighted: highlightCode(code, 'js'),
        lineClassNames: {},
      }),
    ).toBe(
      line('a<span class="token punctuation">;</span>') +
        line('') +
        line('b<span class="token punctuation">;</span>'),
    );
  });

  it('drops the lines of magic comments, keeping the highlighting of the others in step', () => {
    // What the theme shows of this input: the comment's line removed, the next line marked.
    const codeInput = "const a = 1;\n// highlight-next-line\nconst b = '2';\n";
    const code = "const a = 1;\nconst b = '2';";
    const html = codeLinesHtml({
      codeInput,
      code,
      highlighted: highlightCode(codeInput.trimEnd(), 'ts'),
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
    });
    expect(html).not.toContain('highlight-next-line');
    expect(html).toBe(
      line(
        '<span class="token keyword">const</span> a <span class="token operator">=</span> ' +
          '<span class="token number">1</span><span class="token punctuation">;</span>',
      ) +
        line(
          '<span class="token keyword">const</span> b <span class="token operator">=</span> ' +
            '<span class="token string">\'2\'</span><span class="token punctuation">;</span>',
          'token-line theme-code-block-highlighted-line',
        ),
    );
  });

  it('wraps numbered lines in the number and content cells', () => {
    expect(
      codeLinesHtml({
        codeInput: 'x',
        code: 'x',
        highlighted: 'x',
        lineClassNames: {},
        numbering: {line: 'codeLine', number: 'codeLineNumber', content: 'codeLineContent'},
      }),
    ).toBe(
      '<div class="token-line codeLine"><span class="codeLineNumber"></span>' +
        '<span class="codeLineContent">x</span><br></div>',
    );
  });

  it('shows a block that was not highlighted as escaped plain text', () => {
    expect(
      codeLinesHtml({
        codeInput: '<a>\n&',
        code: '<a>\n&',
        highlighted: undefined,
        lineClassNames: {},
      }),
    ).toBe(line('&lt;a&gt;') + line('&amp;'));
  });
});
