import path from 'node:path';

import {
  entryPointsOfPackage,
  lexicalEntryPoints,
  lexicalPackageNames,
  moduleSlug,
  type PackageManifest,
} from '@site/src/plugins/api-reference/entryPoints';
import {anchoredHeadings} from '@site/src/plugins/api-reference/headings';
import {validateApiReferenceOptions} from '@site/src/plugins/api-reference/index';
import {legacyAnchorTargets} from '@site/src/plugins/api-reference/legacyAnchors';
import {rewriteLinks} from '@site/src/plugins/api-reference/markdownLinks';
import {legacyApiPaths} from '@site/src/plugins/api-reference/redirects';
import {declarationLine, repositoryLocation} from '@site/src/plugins/api-reference/sourceLinks';
import {
  apiPageDescription,
  apiPagePath,
  generatedHeader,
  plainTitle,
  SymbolSlugger,
} from '@site/src/plugins/api-reference/typedocPlugin';
import {Comment, DeclarationReflection, ProjectReflection, ReflectionKind} from 'typedoc';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../..');

describe('moduleSlug', () => {
  it.each([
    ['lexical', 'lexical'],
    ['@lexical/rich-text', 'lexical_rich_text'],
    ['@lexical/react/LexicalComposer', 'lexical_react_LexicalComposer'],
    ['@lexical/devtools-core', 'lexical_devtools_core'],
  ])('turns %s into %s', (importPath, slug) => {
    expect(moduleSlug(importPath)).toBe(slug);
  });
});

describe('lexicalPackageNames', () => {
  const manifests: Record<string, PackageManifest> = {
    lexical: {},
    '@lexical/link': {dependencies: {lexical: '1', '@lexical/utils': '1', '@lexical/a11y': '1'}},
    '@lexical/utils': {dependencies: {lexical: '1', '@lexical/internal': '1'}},
    '@lexical/a11y': {dependencies: {lexical: '1'}},
    '@lexical/internal': {keywords: ['lexical', 'internal']},
  };
  const manifestOf = (name: string): PackageManifest => {
    const manifest = manifests[name];
    if (!manifest) throw new Error(`no manifest for ${name}`);
    return manifest;
  };

  it('keeps lexical and @lexical/* dependencies, core first', () => {
    expect(
      lexicalPackageNames(
        {dependencies: {'@lexical/utils': '1', react: '19', lexical: '1', '@lexical/link': '1'}},
        manifestOf,
      ),
    ).toEqual(['lexical', '@lexical/a11y', '@lexical/link', '@lexical/utils']);
  });

  it('adds the Lexical packages they depend on, but not those marked internal', () => {
    expect(lexicalPackageNames({dependencies: {'@lexical/link': '1'}}, manifestOf)).toEqual([
      'lexical',
      '@lexical/a11y',
      '@lexical/link',
      '@lexical/utils',
    ]);
  });
});

describe('entryPointsOfPackage', () => {
  const manifest = {
    name: '@lexical/example',
    exports: {
      '.': {import: {types: './dist/index.d.ts', default: './dist/index.mjs'}},
      './Sub': {import: {'types@<5.2': './dist/old.d.ts', types: './dist/Sub.d.ts'}},
      './Sub.js': {import: {types: './dist/Sub.d.ts'}},
      './package.json': './package.json',
      './styles.css': './dist/styles.css',
    },
  };
  const entries = entryPointsOfPackage(manifest, '/pkg');

  it('derives one module per subpath, skipping .js aliases and non-type exports', () => {
    expect(entries.map((entry) => entry.importPath)).toEqual([
      '@lexical/example',
      '@lexical/example/Sub',
    ]);
  });

  it('takes the types condition, not the old-TypeScript stub', () => {
    expect(entries.map((entry) => entry.typesFile)).toEqual([
      path.join('/pkg', 'dist/index.d.ts'),
      path.join('/pkg', 'dist/Sub.d.ts'),
    ]);
  });

  it('falls back to the `types` field when there is no exports map', () => {
    expect(
      entryPointsOfPackage({name: 'old', types: './index.d.ts'}, '/old').map((e) => e.importPath),
    ).toEqual(['old']);
  });
});

describe('lexicalEntryPoints on the pinned packages', () => {
  const entries = lexicalEntryPoints(siteDir);
  const importPaths = entries.map((entry) => entry.importPath);

  it('covers the core, every package the spec names and the React subpaths', () => {
    for (const expected of [
      'lexical',
      '@lexical/rich-text',
      '@lexical/yjs',
      '@lexical/offset',
      '@lexical/react/LexicalComposer',
      '@lexical/react/LexicalComposerContext',
      '@lexical/react/useLexicalEditable',
    ]) {
      expect(importPaths).toContain(expected);
    }
  });

  it('documents the public packages installed with the pinned ones, not @lexical/internal', () => {
    expect(importPaths).toEqual(
      expect.arrayContaining(['@lexical/a11y', '@lexical/code-core', '@lexical/extension']),
    );
    expect(importPaths.some((importPath) => importPath.startsWith('@lexical/internal'))).toBe(
      false,
    );
  });

  it('lists every module once', () => {
    expect(new Set(importPaths).size).toBe(importPaths.length);
  });
});

describe('apiPagePath', () => {
  const project = new ProjectReflection('test', undefined as never);
  const module = new DeclarationReflection('@lexical/rich-text', ReflectionKind.Module, project);
  const cls = new DeclarationReflection('HeadingNode', ReflectionKind.Class, module);
  const iface = new DeclarationReflection(
    'SerializedHeadingNode',
    ReflectionKind.Interface,
    module,
  );
  const fn = new DeclarationReflection('$createHeadingNode', ReflectionKind.Function, module);

  it('puts modules, classes and interfaces at the spec URL shapes', () => {
    expect(apiPagePath(module)).toBe('modules/lexical_rich_text');
    expect(apiPagePath(cls)).toBe('classes/lexical_rich_text.HeadingNode');
    expect(apiPagePath(iface)).toBe('interfaces/lexical_rich_text.SerializedHeadingNode');
  });

  it('gives functions no page of their own', () => {
    expect(apiPagePath(fn)).toBeUndefined();
  });
});

describe('apiPageDescription', () => {
  const project = new ProjectReflection('test', undefined as never);
  const module = new DeclarationReflection('@lexical/link', ReflectionKind.Module, project);

  it('describes a class by its doc comment, first sentence only, as plain text', () => {
    const cls = new DeclarationReflection('LinkNode', ReflectionKind.Class, module);
    cls.comment = new Comment([
      {kind: 'text', text: 'An inline '},
      {kind: 'code', text: '`ElementNode`'},
      {kind: 'text', text: ' that holds a URL. It renders an <a> element.'},
    ]);
    expect(apiPageDescription(cls)).toBe(
      'LinkNode, a class of @lexical/link: An inline ElementNode that holds a URL.',
    );
  });

  it('writes inline tags as their text, and keeps underscores inside names', () => {
    const iface = new DeclarationReflection('MountArg', ReflectionKind.Interface, module);
    iface.comment = new Comment([
      {kind: 'text', text: 'Payload for '},
      {kind: 'inline-tag', tag: '@link', text: 'REACT_PLUGIN_HOST_MOUNT_ROOT_COMMAND'},
      {kind: 'text', text: ', _once_ per root and **never** '},
      {kind: 'code', text: '`__proto__`'},
      {kind: 'text', text: '. More.'},
    ]);
    expect(apiPageDescription(iface)).toBe(
      'MountArg, an interface of @lexical/link: Payload for REACT_PLUGIN_HOST_MOUNT_ROOT_COMMAND, ' +
        'once per root and never __proto__.',
    );
  });

  it('says what an uncommented interface page lists, with the right article', () => {
    const iface = new DeclarationReflection('LinkAttributes', ReflectionKind.Interface, module);
    expect(apiPageDescription(iface)).toBe(
      'LinkAttributes, an interface of @lexical/link: its members and their types.',
    );
  });

  it('cuts a long summary at a word, to 160 characters', () => {
    const cls = new DeclarationReflection('LinkNode', ReflectionKind.Class, module);
    cls.comment = new Comment([{kind: 'text', text: `${'word '.repeat(60)}end.`}]);
    const description = apiPageDescription(cls);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ word…$/);
  });

  it('describes module pages and the module index', () => {
    expect(apiPageDescription(module)).toBe(
      'The API of @lexical/link: its classes, interfaces, functions, constants and types.',
    );
    expect(apiPageDescription(project)).toMatch(/^Every module of the Lexical packages/);
  });

  it('writes the description into the front matter as a quoted string', () => {
    expect(generatedHeader('Say "hi": now')).toContain('description: "Say \\"hi\\": now"\n');
  });

  it('titles a page by its h1 as plain text, without Markdown escapes', () => {
    expect(plainTitle('Intro\n\n# Class: DOMSlot\\<T\\>\n\n## Members\n')).toBe(
      'Class: DOMSlot<T>',
    );
    expect(plainTitle('# Interface: CaretRange\\<D\\>')).toBe('Interface: CaretRange<D>');
    expect(plainTitle('## Only an h2\n')).toBeUndefined();
    expect(generatedHeader('A page.', 'Class: DOMSlot<T>')).toContain(
      'title: "Class: DOMSlot<T>"\n',
    );
  });

  it('keeps the generator notice in the front matter, so that the h1 leads the page', () => {
    // Docusaurus takes a page's title from an h1 that leads its content, not from one after a
    // comment; without it the title is the file name.
    const page = `${generatedHeader('A page.')}# Class: LexicalEditor\n`;
    const [, frontMatter = '', content = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(page) ?? [];
    expect(frontMatter).toMatch(/^# Generated by src\/plugins\/api-reference .*Do not edit\.$/m);
    expect(content.trimStart()).toBe('# Class: LexicalEditor\n');
  });
});

describe('SymbolSlugger', () => {
  it('keeps the $ so that $getX and getX get different anchors', () => {
    const slugger = new SymbolSlugger({lowercase: true});
    expect(slugger.slug('$getDOMTextNode')).toBe('$getdomtextnode');
    expect(slugger.slug('getDOMTextNode')).toBe('getdomtextnode');
    expect(slugger.hasAnchor('$getdomtextnode')).toBe(true);
  });

  it('names anchors after the symbol', () => {
    expect(new SymbolSlugger({lowercase: true}).slug('createCommand')).toBe('createcommand');
  });
});

describe('source links', () => {
  it('finds the line that declares a name', () => {
    const source = [
      '// x',
      'export function $getRoot(): RootNode {',
      '}',
      'export class Foo {}',
    ].join('\n');
    expect(declarationLine(source, '$getRoot')).toBe(2);
    expect(declarationLine(source, 'Foo')).toBe(4);
    expect(declarationLine(source, 'Missing')).toBeUndefined();
  });

  it('maps a published declaration file to its source in the monorepo', () => {
    const file = path.join(siteDir, 'node_modules/@lexical/rich-text/dist/index.d.ts');
    const location = repositoryLocation(file, 'HeadingNode');
    expect(location?.path).toBe('packages/lexical-rich-text/src/index.ts');
    expect(location?.line).toBeGreaterThan(0);
  });
});

describe('validateApiReferenceOptions', () => {
  it('accepts an https base address', () => {
    const options = {sourceBaseUrl: 'https://github.com/facebook/lexical/blob/v0.50.0'};
    expect(validateApiReferenceOptions(options)).toEqual(options);
  });

  it('names the bad option', () => {
    expect(() => validateApiReferenceOptions({sourceBaseUrl: 'github.com/'})).toThrow(
      /"sourceBaseUrl"/,
    );
  });
});

describe('legacyApiPaths', () => {
  const entries = lexicalEntryPoints(siteDir);

  it('gives hyphenated module, class and interface addresses', () => {
    expect(legacyApiPaths('/docs/api/modules/lexical_rich_text', entries)).toEqual([
      '/docs/api/modules/lexical_rich-text',
    ]);
    expect(legacyApiPaths('/docs/api/classes/lexical_rich_text.HeadingNode', entries)).toEqual([
      '/docs/api/classes/lexical_rich-text.HeadingNode',
    ]);
    expect(legacyApiPaths('/docs/api/modules/lexical_code_prism', entries)).toEqual([
      '/docs/api/modules/lexical_code-prism',
    ]);
  });

  it('gives nothing where no hyphen was lost, or outside the API', () => {
    expect(legacyApiPaths('/docs/api/modules/lexical', entries)).toEqual([]);
    expect(legacyApiPaths('/docs/api/modules/lexical_react_LexicalComposer', entries)).toEqual([]);
    expect(legacyApiPaths('/docs/intro', entries)).toEqual([]);
  });
});

describe('rewriteLinks', () => {
  const remap = (file: string, anchor: string) =>
    file === 'modules/lexical.md' && anchor === '$getroot'
      ? 'modules/lexical/dollar-functions.md'
      : file;

  it('moves a page one folder down without breaking its links', () => {
    expect(
      rewriteLinks(
        '[A](../classes/a.md) [B](#$getroot) [C](#other)',
        'modules/lexical.md',
        'modules/lexical/x.md',
        remap,
      ),
    ).toBe('[A](../../classes/a.md) [B](dollar-functions.md#$getroot) [C](../lexical.md#other)');
  });

  it('sends links to moved anchors to their new page and leaves outside links alone', () => {
    expect(
      rewriteLinks(
        '[R](../modules/lexical.md#$getroot) [G](https://github.com)',
        'classes/a.md',
        'classes/a.md',
        remap,
      ),
    ).toBe('[R](../modules/lexical/dollar-functions.md#$getroot) [G](https://github.com)');
  });

  it('leaves site paths alone: they are addresses, not files', () => {
    expect(
      rewriteLinks('[S](/docs/concepts/serialization)', 'classes/a.md', 'classes/a.md', remap),
    ).toBe('[S](/docs/concepts/serialization)');
  });
});

describe('anchoredHeadings', () => {
  it('names a heading by its symbol, without Markdown escapes or call parentheses', () => {
    const markdown =
      '### KEY\\_ENTER\\_COMMAND \\{#key_enter_command\\}\n\n## $getRoot() \\{#$getroot\\}\n';
    expect(anchoredHeadings(markdown)).toEqual([
      {level: 3, name: 'KEY_ENTER_COMMAND', anchor: 'key_enter_command'},
      {level: 2, name: '$getRoot', anchor: '$getroot'},
    ]);
  });
});

describe('legacyAnchorTargets', () => {
  const markdown = [
    '# lexical',
    '- [LexicalEditor](../classes/lexical.LexicalEditor.md)',
    '### createCommand() \\{#createcommand\\}',
  ].join('\n');
  const parts = [
    {file: 'modules/lexical/dollar-functions.md', label: '$ functions', anchors: ['$getroot']},
  ];
  const targets = legacyAnchorTargets('modules/lexical.md', markdown, parts, '/docs/api/');

  it('sends class anchors to the class page', () => {
    expect(targets.lexicaleditor).toBe('/docs/api/classes/lexical.LexicalEditor');
  });

  it('sends moved entries, and their older anchor without the $, to the part page', () => {
    expect(targets.$getroot).toBe('/docs/api/modules/lexical/dollar-functions#$getroot');
    expect(targets.getroot).toBe('/docs/api/modules/lexical/dollar-functions#$getroot');
  });

  it('does not redirect anchors that are still on the page', () => {
    expect(targets.createcommand).toBeUndefined();
  });
});
