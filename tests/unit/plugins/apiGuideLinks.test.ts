import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {guideLinkRewriter} from '@site/src/plugins/api-reference/docCommentLinks';
import {groupModules} from '@site/src/plugins/api-reference/packageIndexPages';
import {describe, expect, it} from 'vitest';

describe('guideLinkRewriter', () => {
  const docsDir = mkdtempSync(path.join(tmpdir(), 'guide-links-'));
  mkdirSync(path.join(docsDir, 'collaboration'));
  mkdirSync(path.join(docsDir, 'concepts'));
  writeFileSync(
    path.join(docsDir, 'collaboration/react.md'),
    '# React\n\n## Props {/* #props */}\n',
  );
  writeFileSync(path.join(docsDir, 'concepts/serialization.md'), '## HTML {/* #html */}\n');
  const rewrite = guideLinkRewriter(docsDir);

  it('sends a relative docs/ link to our page, from the site root (not under the API page)', () => {
    expect(rewrite('the [collaboration plugin](docs/collaboration/react) and')).toBe(
      'the [collaboration plugin](/docs/collaboration/react) and',
    );
  });

  it('keeps an anchor the page has, drops one it lacks (a broken anchor fails the build)', () => {
    expect(rewrite('[a](https://lexical.dev/docs/collaboration/react#props)')).toBe(
      '[a](/docs/collaboration/react#props)',
    );
    expect(rewrite('[b](https://lexical.dev/docs/concepts/serialization#lexical---html)')).toBe(
      '[b](/docs/concepts/serialization)',
    );
  });

  it('leaves links to guides this site lacks on lexical.dev, and other links alone', () => {
    expect(rewrite('[c](/docs/concepts/missing#x)')).toBe(
      '[c](https://lexical.dev/docs/concepts/missing#x)',
    );
    expect(rewrite('[d](lexical.LexicalNode.md#remove) [e](https://example.com/docs/x)')).toBe(
      '[d](lexical.LexicalNode.md#remove) [e](https://example.com/docs/x)',
    );
  });
});

describe('groupModules', () => {
  it('groups a package index by what each import path names', () => {
    expect(
      groupModules([
        '@lexical/react/LexicalComposer',
        '@lexical/react/LexicalExtensionComposer',
        '@lexical/react/LexicalHistoryPlugin',
        '@lexical/react/useLexicalEditable',
        '@lexical/react/useExtensionSignalValue',
        '@lexical/react/ReactExtension',
        '@lexical/react/LexicalContentEditable',
      ]),
    ).toEqual([
      {
        title: 'Extension API',
        modules: [
          '@lexical/react/LexicalExtensionComposer',
          '@lexical/react/useExtensionSignalValue',
          '@lexical/react/ReactExtension',
        ],
      },
      {title: 'Composers', modules: ['@lexical/react/LexicalComposer']},
      {title: 'Plugins', modules: ['@lexical/react/LexicalHistoryPlugin']},
      {title: 'Hooks', modules: ['@lexical/react/useLexicalEditable']},
      {
        title: 'Components, nodes and utilities',
        modules: ['@lexical/react/LexicalContentEditable'],
      },
    ]);
  });
});
