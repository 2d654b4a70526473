import {compile} from '@mdx-js/mdx';
import recmaContentParts, {
  contentPartSize,
} from '@site/src/plugins/mdx-content-parts/recmaContentParts';
import {createElement, type FunctionComponent, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import {importSource} from '../importSource';

/** A page of `sections` sections, each a heading and a paragraph, with an MDX component. */
const pageOf = (sections: number) =>
  Array.from(
    {length: sections},
    (_, i) => `## Section ${i}\n\nText ${i}, with \`code\` and *emphasis*.\n`,
  ).join('\n') + '\n<Note>Read the section above first.</Note>\n';

/** The compiled page as a module. */
const importCompiled = (code: string) =>
  importSource<{default: FunctionComponent<{components: object}>}>('page', code).then(
    (module) => module.default,
  );

const components = {
  Note: ({children}: {children: ReactNode}) => createElement('aside', null, children),
};

async function htmlOf(code: string): Promise<string> {
  return renderToString(createElement(await importCompiled(code), {components}));
}

const partsIn = (code: string) => code.split('_jsx(_MdxContentPart').length - 1;

describe('recmaContentParts', () => {
  it('renders a long page in parts, with the same HTML', async () => {
    const page = pageOf(40);
    const plain = String(await compile(page));
    const inParts = String(await compile(page, {recmaPlugins: [recmaContentParts]}));
    // 40 headings and paragraphs and the note, with a line break between each two.
    const topLevel = 40 * 2 + 1;
    expect(partsIn(inParts)).toBe(Math.ceil((2 * topLevel - 1) / contentPartSize));
    expect(await htmlOf(inParts)).toBe(await htmlOf(plain));
    expect(await htmlOf(inParts)).toContain('<aside>Read the section above first.</aside>');
  });

  it('leaves a page of one part as MDX compiled it', async () => {
    const page = pageOf(3);
    const plain = String(await compile(page));
    expect(String(await compile(page, {recmaPlugins: [recmaContentParts]}))).toBe(plain);
  });
});
