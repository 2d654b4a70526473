import {selectAll} from 'hast-util-select';

import {plainText} from './hastTools';
import {parseHtml} from './renderedPage';

/** A live example's frame on a rendered page: which example, under which caption. */
export interface LiveExampleFigure {
  name: string;
  caption: string;
}

/**
 * The live examples a rendered page shows (the home page's editor, for pages without a Markdown
 * twin). Pages without one are not parsed.
 */
export function liveExampleFigures(html: string): LiveExampleFigure[] {
  if (!html.includes('data-live-example')) return [];
  return selectAll('figure[data-live-example]', parseHtml(html)).map((figure) => {
    const caption = selectAll('figcaption', figure)[0];
    return {
      name: String(figure.properties.dataLiveExample),
      caption: caption ? plainText(caption) : '',
    };
  });
}
