// @vitest-environment node
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {apiAddresses} from '@site/src/plugins/code-highlighting/apiAddresses';
import {cachedCompile} from '@site/src/plugins/code-highlighting/compiledSampleCache';
import {annotationOnlyClasses} from '@site/src/plugins/code-highlighting/typeHintHtml';
import {summaryOf, typeHintsOf} from '@site/src/plugins/code-highlighting/typeHints';
import {describe, expect, it, vi} from 'vitest';

const symbols = {
  createEditor: '/docs/api/modules/lexical/functions#createeditor',
  LexicalEditor: '/docs/api/classes/lexical.LexicalEditor',
  buildEditorFromExtensions: '/docs/api/modules/lexical_extension#buildeditorfromextensions',
};

/** An API folder as the API plugin writes it: the symbol index and one class page. */
function apiFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'api-'));
  mkdirSync(path.join(folder, 'classes'));
  writeFileSync(path.join(folder, 'symbols.json'), JSON.stringify(symbols));
  writeFileSync(
    path.join(folder, 'classes', 'lexical.LexicalEditor.md'),
    [
      '### registerCommand() \\{#registercommand\\}',
      '',
      'From [`Base`](lexical.Base.md): [`getKey`](lexical.Base.md#getkey-1).',
    ].join('\n'),
  );
  return folder;
}

const addresses = apiAddresses(path.join(apiFolder(), 'symbols.json'));

const sample = `import {createEditor, KEY_ENTER_COMMAND, COMMAND_PRIORITY_LOW, type LexicalEditor} from 'lexical';

const editor: LexicalEditor = createEditor();
editor.registerCommand(KEY_ENTER_COMMAND, (event) => event !== null, COMMAND_PRIORITY_LOW);
`;

/** The hint of the nth occurrence of a name in the code. */
function hintOf(code: string, name: string, occurrence = 0) {
  const {hints} = typeHintsOf(code, 'ts', addresses);
  let start = -1;
  for (let seen = 0; seen <= occurrence; seen += 1) start = code.indexOf(name, start + 1);
  return hints.find((hint) => hint.start === start && hint.length === name.length);
}

// The first sample loads the packages' declarations: a few seconds on a busy machine.
describe('typeHintsOf', {timeout: 60_000}, () => {
  it("gives a call its function's signature, doc summary and API address", () => {
    expect(hintOf(sample, 'createEditor', 1)).toEqual({
      start: sample.indexOf('createEditor()'),
      length: 'createEditor'.length,
      type: 'createEditor(editorConfig?: CreateEditorArgs): LexicalEditor',
      summary: expect.stringMatching(/^Creates a new LexicalEditor .*\.$/) as string,
      url: symbols.createEditor,
    });
  });

  it("links a member to its anchor on its class's page, or where the page says it is inherited from", () => {
    expect(addresses.member('LexicalEditor', 'registerCommand')).toBe(
      `${symbols.LexicalEditor}#registercommand`,
    );
    expect(addresses.member('LexicalEditor', 'getKey')).toBe(
      '/docs/api/classes/lexical.Base#getkey-1',
    );
    // No anchor, no link: a member the page does not document, or a class without a page.
    expect(addresses.member('LexicalEditor', 'update')).toBeUndefined();
    expect(addresses.member('Unknown', 'update')).toBeUndefined();
  });

  it('shows an imported class as a class, linked to its page', () => {
    const hint = hintOf(sample, 'LexicalEditor', 1);
    expect(hint?.type).toBe('class LexicalEditor');
    expect(hint?.url).toBe(symbols.LexicalEditor);
  });

  it("resolves a generic command's payload and links a method to its class page", () => {
    const command = hintOf(sample, 'KEY_ENTER_COMMAND', 1);
    expect(command?.type).toBe('const KEY_ENTER_COMMAND: LexicalCommand<KeyboardEvent | null>');
    const method = hintOf(sample, 'registerCommand');
    expect(method?.type).toMatch(
      /^\(method\) LexicalEditor\.registerCommand<KeyboardEvent \| null>\(command: LexicalCommand<KeyboardEvent \| null>/,
    );
    expect(method?.url).toBe(`${symbols.LexicalEditor}#registercommand`);
    // A parameter is typed from the command, and a local name has no API address.
    expect(hintOf(sample, 'event')?.type).toBe('(parameter) event: KeyboardEvent | null');
    expect(hintOf(sample, 'editor')?.url).toBeUndefined();
  });

  it('shows an expected error, declared with @errors, and takes the notation out', () => {
    const code =
      "// @errors: 2322\nimport {$getRoot} from 'lexical';\nconst count: number = $getRoot();\n";
    const result = typeHintsOf(code, 'ts', addresses);
    expect(result.code).not.toContain('@errors');
    expect(result.errors).toEqual([
      expect.objectContaining({
        code: 2322,
        start: result.code.indexOf('count'),
        message: "Type 'RootNode' is not assignable to type 'number'.",
      }),
    ]);
  });

  it('throws on an error the sample does not declare', () => {
    expect(() => typeHintsOf("const count: number = 'one';\n", 'ts', addresses)).toThrow(/2322/);
  });
});

describe('summaryOf', () => {
  it('keeps the first sentence, with link tags as their names', () => {
    expect(summaryOf('Registers a {@link LexicalCommand} listener.\nIt runs in an update.')).toBe(
      'Registers a LexicalCommand listener.',
    );
    expect(summaryOf('See {@link LexicalEditor.update | update} for more')).toBe(
      'See update for more',
    );
    expect(summaryOf(undefined)).toBeUndefined();
  });
});

describe('annotationOnlyClasses', () => {
  it('names the popup and the error message, which are not code', () => {
    expect(annotationOnlyClasses).toEqual(['type-hint-popup', 'type-error-message']);
  });
});

describe('cachedCompile', () => {
  it('compiles a sample once, then answers from the cache', () => {
    // Unique per run, so that an earlier run's entry does not answer the first call.
    const code = `const stamp = ${String(Date.now())};\n`;
    const compiled = {code, hovers: [], errors: []};
    const compile = vi.fn(() => compiled);
    expect(cachedCompile(code, 'ts', compile)).toEqual(compiled);
    expect(cachedCompile(code, 'ts', compile)).toEqual(compiled);
    expect(compile).toHaveBeenCalledTimes(1);
    // Another extension is another compilation.
    cachedCompile(code, 'tsx', compile);
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
