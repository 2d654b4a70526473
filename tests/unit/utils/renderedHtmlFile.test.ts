import {renderedHtmlFile} from '@site/src/utils/renderedHtmlFile';
import {describe, expect, it} from 'vitest';

describe('renderedHtmlFile', () => {
  it('puts a route in its own folder', () => {
    expect(renderedHtmlFile('/docs/intro')).toBe('docs/intro/index.html');
    expect(renderedHtmlFile('/docs/react/')).toBe('docs/react/index.html');
    expect(renderedHtmlFile('/')).toBe('index.html');
  });

  it('writes a route that ends in .html, in any case, to that path', () => {
    expect(renderedHtmlFile('/docs/api/interfaces/lexical_mdast.Html')).toBe(
      'docs/api/interfaces/lexical_mdast.Html',
    );
    expect(renderedHtmlFile('/legacy/page.htm')).toBe('legacy/page.htm');
  });
});
