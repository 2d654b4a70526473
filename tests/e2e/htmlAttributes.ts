function decodeEntities(value: string): string {
  return value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'");
}

/**
 * The values of one attribute on the elements a pattern opens with, quoted or not (the HTML
 * minifier drops the quotes around values that need none: `href=/docs/intro`), entities decoded.
 * Built pages are read with patterns, which suits generated HTML.
 */
export function attributeValues(html: string, element: string, attribute: string): string[] {
  const pattern = new RegExp(
    `<${element}\\s[^>]*?\\b${attribute}=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
    'g',
  );
  return [...html.matchAll(pattern)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''),
  );
}
