const htmlSpecial = /[&<>]/;
const htmlEntities: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};

/**
 * Text made safe to place between HTML tags: code blocks' highlighted lines and search hits' marked
 * text (both set as inner HTML), and the social card. Not for attribute values: quotes stay.
 */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape: finding that out is cheaper than replacing nothing.
  return htmlSpecial.test(text)
    ? text.replace(/[&<>]/g, (character) => htmlEntities[character] ?? character)
    : text;
}
