/**
 * Code highlighted at build time reaches the page as one string: each line's HTML (Prism's token
 * spans around escaped text), the lines joined by '\n', a character that escaped line HTML never
 * holds. The page sets it as the block's inner HTML, so the browser neither tokenizes nor hydrates
 * a node per token.
 */
export type HighlightedCode = string;

export const joinHighlightedLines = (lines: readonly string[]): HighlightedCode => lines.join('\n');

export const splitHighlightedLines = (code: HighlightedCode): string[] => code.split('\n');

declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's code highlighted at build time; without it the block shows plain text. */
    readonly highlighted?: HighlightedCode;
  }
}
