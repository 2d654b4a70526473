/**
 * Checks the docs against the pinned Lexical packages:
 * - Every fenced `ts`, `tsx`, `js` or `jsx` block in docs/, blog/ and src/pages/ is written out as
 *   its own module and compiled with the TypeScript API. A block whose meta holds `fragment` is
 *   skipped and counted.
 * - Every `$function` or `SOME_COMMAND` written as inline code in prose is a public name of the
 *   packages (an export, or a member of an exported type), is declared in a code block of the
 *   same page, or is listed in the page's `illustrative_names` front matter.
 *
 * Usage: npm run check:doc-code [-- docs/some/page.md ...]
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import {lexicalEntryPoints} from '../src/plugins/api-reference/entryPoints';
import {docCodeCompilerOptions as compilerOptions} from '../src/plugins/code-highlighting/docCodeCompilerOptions';
import {type CodeBlock, extractCodeBlocks, findMarkdownFiles} from './lib/docCodeBlocks';
import {apiMentions} from './lib/proseMentions';

const siteDir = path.resolve(import.meta.dirname, '..');
// Inside the site so that imports resolve against its node_modules; gitignored. One folder per
// run, so that two runs at once do not delete each other's files.
const workDir = path.join(siteDir, '.doc-code', String(process.pid));
/** Folders whose Markdown and MDX files hold code samples that readers copy. */
const contentFolders = ['docs', 'blog', 'src/pages'];

interface WrittenBlock {
  block: CodeBlock;
  file: string;
}

function writeBlocks(blocks: readonly CodeBlock[]): WrittenBlock[] {
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  return blocks.map((block, index) => {
    const base = path.relative(siteDir, block.docFile).replace(/[^\w]+/g, '_');
    const file = path.join(workDir, `${base}__${index}.${block.extension}`);
    writeFileSync(file, `${block.code}\n`);
    return {block, file};
  });
}

const ownerOf = (diagnostic: ts.Diagnostic, written: readonly WrittenBlock[]) =>
  diagnostic.file &&
  written.find(
    (entry) => path.resolve(entry.file) === path.resolve(diagnostic.file?.fileName ?? ''),
  );

/** Whether a diagnostic is an error its sample shows on purpose (`// @errors: <code>`). */
const isExpected = (diagnostic: ts.Diagnostic, written: readonly WrittenBlock[]): boolean =>
  ownerOf(diagnostic, written)?.block.expectedErrors.includes(diagnostic.code) ?? false;

/** The samples' declared errors that the compiler does not report, as messages. */
function missingExpectedErrors(
  diagnostics: readonly ts.Diagnostic[],
  written: readonly WrittenBlock[],
): string[] {
  return written.flatMap(({block, file}) =>
    block.expectedErrors
      .filter(
        (code) =>
          !diagnostics.some(
            (diagnostic) =>
              diagnostic.code === code &&
              path.resolve(diagnostic.file?.fileName ?? '') === path.resolve(file),
          ),
      )
      .map(
        (code) =>
          `${path.relative(siteDir, block.docFile)}:${block.startLine}: the sample declares error ${code} (// @errors), which it does not have.`,
      ),
  );
}

function formatDiagnostic(diagnostic: ts.Diagnostic, written: readonly WrittenBlock[]): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const source = diagnostic.file;
  if (!source || diagnostic.start === undefined) {
    return message;
  }
  const {line} = source.getLineAndCharacterOfPosition(diagnostic.start);
  const owner = ownerOf(diagnostic, written);
  if (!owner) {
    return `${source.fileName}:${line + 1}: ${message}`;
  }
  const docLine = owner.block.startLine + line;
  return `${path.relative(siteDir, owner.block.docFile)}:${docLine}: ${message}`;
}

/**
 * Every name the pinned packages make public: the exports of their public modules, and the
 * members (methods, properties, options, props) their declaration files declare.
 */
function publicNames(): Set<string> {
  const typesFiles = lexicalEntryPoints(siteDir).map((entry) => entry.typesFile);
  const program = ts.createProgram(typesFiles, compilerOptions);
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const file of typesFiles) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      names.add(symbol.getName());
    }
  }
  const collectMembers = (node: ts.Node): void => {
    if (
      (ts.isPropertySignature(node) ||
        ts.isMethodSignature(node) ||
        ts.isPropertyDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isGetAccessorDeclaration(node)) &&
      ts.isIdentifier(node.name)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, collectMembers);
  };
  for (const source of program.getSourceFiles()) {
    if (/node_modules[\\/](lexical|@lexical)[\\/]/.test(source.fileName)) {
      collectMembers(source);
    }
  }
  return names;
}

/** The `illustrative_names` of a page's front matter: example names it discusses on purpose. */
function illustrativeNames(source: string): Set<string> {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const list = /^illustrative_names:\s*\[([^\]]*)\]/m.exec(frontMatter)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim().replace(/^['"]|['"]$/g, ''))
      .filter(Boolean),
  );
}

/** Prose mentions of `$functions` and commands that name nothing real, as messages. */
function unknownMentions(docFiles: readonly string[]): string[] {
  const known = publicNames();
  return docFiles.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const {mentions, declared} = apiMentions(source);
    const illustrative = illustrativeNames(source);
    return mentions
      .filter(({name}) => !known.has(name) && !declared.has(name) && !illustrative.has(name))
      .map(
        ({name, line}) =>
          `${path.relative(siteDir, file)}:${line}: \`${name}\` is not a public name of the pinned Lexical packages, nor declared in a code block or listed in illustrative_names on this page.`,
      );
  });
}

function main(): void {
  const requested = process.argv.slice(2).map((file) => path.resolve(file));
  const docFiles =
    requested.length > 0
      ? requested
      : findMarkdownFiles(contentFolders.map((folder) => path.join(siteDir, folder)));
  const blocks = docFiles.flatMap((file) => extractCodeBlocks(file, readFileSync(file, 'utf8')));
  const checked = blocks.filter((block) => !block.fragment);
  const fragments = blocks.filter((block) => block.fragment);

  const written = writeBlocks(checked);
  const program = ts.createProgram(
    written.map((entry) => entry.file),
    compilerOptions,
  );
  const allDiagnostics = ts.getPreEmitDiagnostics(program);
  rmSync(workDir, {recursive: true, force: true});
  const diagnostics = allDiagnostics.filter((diagnostic) => !isExpected(diagnostic, written));
  const missing = missingExpectedErrors(allDiagnostics, written);

  for (const diagnostic of diagnostics) {
    console.error(formatDiagnostic(diagnostic, written));
  }
  for (const message of missing) {
    console.error(message);
  }
  const mentionErrors = unknownMentions(docFiles);
  for (const message of mentionErrors) {
    console.error(message);
  }
  console.log(
    `Doc code: ${checked.length} blocks type-checked in ${docFiles.length} files, ` +
      `${fragments.length} fragments opted out, ${diagnostics.length + missing.length} errors ` +
      `(${allDiagnostics.length - diagnostics.length} shown on purpose); ` +
      `${mentionErrors.length} unknown $function or command names in prose.`,
  );
  for (const fragment of fragments) {
    console.log(`  fragment: ${path.relative(siteDir, fragment.docFile)}:${fragment.startLine}`);
  }
  process.exitCode =
    diagnostics.length > 0 || missing.length > 0 || mentionErrors.length > 0 ? 1 : 0;
}

main();
