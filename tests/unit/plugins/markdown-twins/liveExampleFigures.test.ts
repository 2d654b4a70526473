import {liveExampleFigures} from '@site/src/plugins/markdown-twins/liveExampleFigures';
import {describe, expect, it} from 'vitest';

describe('liveExampleFigures', () => {
  it('finds each live example of a page, with its caption, in minified HTML', () => {
    const html =
      '<main><figure class=frame data-live-example=rich-text data-live-example-mounted=false>' +
      '<figcaption><span>A rich-text editor</span></figcaption></figure></main>';
    expect(liveExampleFigures(html)).toEqual([{name: 'rich-text', caption: 'A rich-text editor'}]);
  });

  it('finds none on a page without one', () => {
    expect(
      liveExampleFigures('<main><figure><figcaption>A chart</figcaption></figure></main>'),
    ).toEqual([]);
  });
});
