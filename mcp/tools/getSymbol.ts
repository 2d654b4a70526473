import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import {mentions} from '../../scripts/lib/guideMentions';
import {invalidRequest} from '../buildDirectory';
import type {SymbolMember, SymbolRecord, SymbolsFile} from '../dataFormat';
import {nearMatches} from '../nearMatches';
import type {TwinPages} from '../pages';
import type {Site} from '../site';
import {textResult} from './results';

/** Guide pages listed under a symbol, at most: the first in the sidebar's alphabetical order. */
const maxGuidePages = 12;
/** Members listed under a class or interface, at most; each can be asked for by name. */
const maxMembers = 80;

interface GuidePage {
  title: string;
  url: string;
  markdown: string;
}

/** What get_symbol answers: one symbol (or member), or the candidates of an ambiguous name. */
type SymbolAnswer =
  | {found: SymbolRecord; member?: SymbolMember; alsoIn: SymbolRecord[]; guides: GuidePage[]}
  | {candidates: SymbolRecord[]};

/**
 * The exported symbols of the pinned Lexical packages (from the build's `mcp/symbols.json`), looked
 * up by name, with the guide pages (not the API reference) that name them.
 */
export class SymbolTable {
  private readonly byName = new Map<string, SymbolRecord[]>();
  private guides: GuidePage[] | undefined;

  constructor(
    readonly file: SymbolsFile,
    private readonly pages: TwinPages,
  ) {
    for (const symbol of file.symbols) {
      this.byName.set(symbol.name, [...(this.byName.get(symbol.name) ?? []), symbol]);
    }
  }

  /** The guide pages' Markdown, read at the first lookup. */
  private guidePages(): GuidePage[] {
    this.guides ??= this.pages.pages
      .filter((page) => page.path.startsWith('/docs/') && !/^\/docs\/api(\/|$)/.test(page.path))
      .map((page) => {
        const markdown = this.pages.read(page);
        return {
          title: /^# (.+)$/m.exec(markdown)?.[1] ?? page.path,
          url: this.pages.urlOf(page),
          markdown,
        };
      });
    return this.guides;
  }

  /** The guide pages that name `test` finds, in the order of their paths. */
  private guidesWhere(test: (markdown: string) => boolean): GuidePage[] {
    return this.guidePages()
      .filter((page) => test(page.markdown))
      .slice(0, maxGuidePages);
  }

  lookup(wanted: string, packageName?: string): SymbolAnswer {
    const name = wanted.replace(/\(\)$/, '');
    const direct = this.records(name, packageName);
    if (direct.length > 0) return this.answer(direct);
    // `LexicalEditor.update`, `TextNode.setFormat`: a member of a class or interface.
    const dot = name.indexOf('.');
    const owners = dot > 0 ? this.records(name.slice(0, dot), packageName) : [];
    const memberName = name.slice(dot + 1);
    const owner = owners.find((record) => record.members?.some((m) => m.name === memberName));
    if (owner) return this.memberAnswer(owner, memberName);
    // A bare member name (`registerCommand`): the class or interface that declares it.
    const declaring = this.file.symbols.filter(
      (record) =>
        record.members?.some((m) => m.name === name) &&
        (!packageName || record.package === packageName),
    );
    const [only] = declaring;
    if (only && declaring.length === 1) return this.memberAnswer(only, name);
    const near = [
      ...declaring.map((record) => `${record.name}.${name}`),
      ...nearMatches(name, this.byName.keys(), 6),
    ].slice(0, 8);
    throw invalidRequest(
      `No exported symbol "${name}"${packageName ? ` in ${packageName}` : ''} in Lexical ${this.file.lexicalVersion}.` +
        (near.length > 0 ? ` Near matches: ${near.join(', ')}.` : ' Try search_docs.'),
    );
  }

  private memberAnswer(owner: SymbolRecord, memberName: string): SymbolAnswer {
    const member = owner.members?.find((m) => m.name === memberName);
    if (!member) throw new Error(`${owner.name} has no member ${memberName}.`);
    // `editor.update(` or `LexicalEditor.update`: a member's bare name is often a plain word.
    const guides = this.guidesWhere(
      (markdown) =>
        markdown.includes(`.${memberName}(`) || markdown.includes(`${owner.name}.${memberName}`),
    );
    return {found: owner, member, alsoIn: [], guides};
  }

  /** The records of a name, in one package or module if asked; its case ignored if need be. */
  private records(name: string, packageName?: string): SymbolRecord[] {
    const inPackage = (record: SymbolRecord) =>
      !packageName || record.package === packageName || record.module === packageName;
    const exact = (this.byName.get(name) ?? []).filter(inPackage);
    if (exact.length > 0) return exact;
    const lower = name.toLowerCase();
    return [...this.byName.entries()]
      .filter(([other]) => other.toLowerCase() === lower)
      .flatMap(([, records]) => records.filter(inPackage));
  }

  /**
   * One answer when the records are one declaration exported from several modules (a package
   * re-exporting another's), the core's first; the candidates when the declarations differ.
   */
  private answer(records: SymbolRecord[]): SymbolAnswer {
    const ordered = [...records].sort(
      (a, b) =>
        Number(b.module === 'lexical') - Number(a.module === 'lexical') ||
        a.module.length - b.module.length ||
        a.module.localeCompare(b.module),
    );
    const [first, ...rest] = ordered;
    if (!first) throw new Error('A symbol without records.');
    if (rest.some((record) => record.signature !== first.signature)) return {candidates: ordered};
    const guides = this.guidesWhere((markdown) => mentions(markdown, first.name));
    return {found: first, alsoIn: rest, guides};
  }
}

const codeBlock = (code: string): string => `\`\`\`ts\n${code}\n\`\`\``;

function deprecationLine(deprecated: string | undefined): string[] {
  if (deprecated === undefined) return [];
  return [`**Deprecated**${deprecated ? `: ${deprecated}` : '.'}`];
}

/** The answer as Markdown. */
function formatSymbolAnswer(answer: SymbolAnswer, siteUrl: string): string {
  const absolute = (url: string) => new URL(url.replace(/^\//, ''), siteUrl).href;
  if ('candidates' in answer) {
    return [
      `"${answer.candidates[0]?.name ?? ''}" names different declarations; pass \`package\` to choose:`,
      ...answer.candidates.map(
        (record) =>
          `- ${record.package} (\`import {${record.name}} from '${record.module}'\`), ${record.kind}${record.deprecated === undefined ? '' : ' (deprecated)'}: \`${record.signature.split('\n')[0] ?? ''}\` ${absolute(record.url)}`,
      ),
    ].join('\n');
  }
  const {found, member, alsoIn, guides} = answer;
  const lines = member
    ? [
        `# ${found.name}.${member.name} (${member.kind} of ${found.kind} ${found.name})`,
        '',
        codeBlock(member.signature),
        ...deprecationLine(member.deprecated),
        member.summary,
      ]
    : [
        `# ${found.name} (${found.kind})`,
        '',
        `\`import {${found.name}} from '${found.module}';\` (package ${found.package})`,
        ...(alsoIn.length > 0
          ? [`Also exported from: ${alsoIn.map((record) => record.module).join(', ')}.`]
          : []),
        ...(found.since
          ? [`Since Lexical ${found.since.replace(/^<=(.+)$/, '$1 or earlier')}.`]
          : []),
        '',
        codeBlock(found.signature),
        ...deprecationLine(found.deprecated),
        found.summary,
      ];
  // A member's entry on its class's page: TypeDoc's anchor is its name in lower case.
  const anchor = member ? `#${member.name.toLowerCase()}` : '';
  lines.push('', `API reference: ${absolute(found.url)}${anchor}`);
  if (!member && found.members?.length) {
    lines.push(
      '',
      `## Members (${found.members.length}; ask for one as ${found.name}.name)`,
      ...found.members
        .slice(0, maxMembers)
        .map(
          (m) =>
            `- \`${m.signature.split('\n')[0] ?? m.name}\`${m.deprecated === undefined ? '' : ' (deprecated)'}`,
        ),
      ...(found.members.length > maxMembers
        ? [`- … and ${found.members.length - maxMembers} more`]
        : []),
    );
  }
  lines.push(
    '',
    guides.length > 0
      ? `## Guide pages that mention it\n${guides.map((page) => `- [${page.title}](${page.url})`).join('\n')}`
      : 'No guide page mentions it.',
  );
  return lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n');
}

export function registerGetSymbol(server: McpServer, site: () => Site): void {
  server.registerTool(
    'get_symbol',
    {
      title: 'Look up a Lexical API symbol',
      description:
        'Looks up an exported symbol of the documented Lexical packages by exact ' +
        'name ($getRoot, LexicalEditor, registerRichText, KEY_ENTER_COMMAND) or a member as ' +
        'Class.member (LexicalEditor.update). Returns its TypeScript signature, doc comment, ' +
        'deprecation, the release it arrived in, the import to write, its API page URL, its ' +
        'members, and the guide pages that mention it. An unknown name gets near matches; a name ' +
        'with different declarations in several packages gets the candidates.',
      inputSchema: {
        name: z
          .string()
          .trim()
          .min(1, 'Give a symbol name such as $getRoot or LexicalEditor.update.')
          .max(200)
          .describe('The symbol: $getRoot, TextNode, LexicalEditor.update.'),
        package: z
          .string()
          .trim()
          .max(200)
          .optional()
          .describe('Only in this package or module: lexical, @lexical/react/LexicalComposer.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name, package: packageName}) => {
      const {symbols, siteUrl} = site();
      return textResult(
        formatSymbolAnswer(symbols.lookup(name, packageName || undefined), siteUrl),
      );
    },
  );
}
