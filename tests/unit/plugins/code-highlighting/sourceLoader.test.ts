// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';

import highlightedSourceLoader from '@site/src/plugins/code-highlighting/sourceLoader';
import {typeHintsOfFile} from '@site/src/plugins/code-highlighting/typeHints';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../../..');
const exampleFile = path.join(siteDir, 'src/examples/minimal/Example.tsx');
const source = readFileSync(exampleFile, 'utf8');

// The site's compilation loads React's and Lexical's declarations first: seconds on a busy machine.
describe("a live example's source file", {timeout: 60_000}, () => {
  it("has its names' types, those of its relative imports included, at their places", () => {
    const code = source.trimEnd();
    const {
      code: shown,
      hints,
      errors,
    } = typeHintsOfFile(code, exampleFile, siteDir, {of: () => undefined, member: () => undefined});
    expect(shown).toBe(code);
    expect(errors).toEqual([]);
    const hintAt = (name: string) =>
      hints.find((hint) => code.slice(hint.start, hint.start + hint.length) === name);
    // From ../shared/theme, which only the file's own folder resolves.
    expect(hintAt('exampleTheme')?.type).toBe('const exampleTheme: EditorThemeClasses');
    expect(hintAt('defineExtension')?.type).toMatch(/^function defineExtension</);
    // Each hint covers a name: an identifier, or a JSX attribute such as aria-label.
    expect(
      hints.every((hint) => /^[\w$-]+$/.test(code.slice(hint.start, hint.start + hint.length))),
    ).toBe(true);
  });

  it('reaches the Source tab as highlighted HTML with type hints, and its text unchanged', () => {
    const module = highlightedSourceLoader.call(
      {resourcePath: exampleFile, rootContext: siteDir},
      source,
    );
    expect(module).toContain(`export default ${JSON.stringify(source.trimEnd())};`);
    expect(module).toMatch(
      /class=\\"type-hint\\" tabindex=\\"-1\\" data-hint=\\"s[0-9a-f]{6}:0\\"/,
    );
    // Loaded with the tab, the module holds its popups and registers them with the page.
    expect(module).toMatch(
      /^export const typeHintPopupsKey = registerTypeHintPopups\("s[0-9a-f]{6}", \["<span class=\\"type-hint-popup\\">/m,
    );
  });
});
