import {readFileSync} from 'node:fs';
import path from 'node:path';

import {lexicalRelease, lexicalVersion} from '@site/src/data/site';
import {listsElementName} from '@site/src/plugins/remark-api-changes';
import {type ApiChangeReport, apiChangesFile} from '@site/src/plugins/remark-api-changes/report';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const pageFile = 'docs/whats-new.mdx';
const page = readFileSync(path.join(siteDir, pageFile), 'utf8');
const report = JSON.parse(
  readFileSync(path.join(siteDir, apiChangesFile.json), 'utf8'),
) as ApiChangeReport;

/** `0.50.0` → `0.50`: the release line the page is titled after. */
const releaseLine = (version: string): string => version.split('.').slice(0, 2).join('.');

describe("the What's new page (issue 42)", () => {
  it('reports on the pinned release', () => {
    expect(
      report.to,
      `${apiChangesFile.json} is for ${report.to}, but ${lexicalVersion} is pinned: run npm run lexical:upgrade -- ${lexicalVersion}`,
    ).toBe(lexicalVersion);
  });

  it('has prose written for the release its lists report on', () => {
    const title = /^title: (.+)$/m.exec(page)?.[1];
    const expected = `What's new in ${releaseLine(report.to)}`;
    expect(
      title,
      `${pageFile} is titled "${String(title)}", but its lists now report ${report.from} → ${report.to}: ` +
        `rewrite its prose for ${releaseLine(report.to)} from ${apiChangesFile.markdown} (the lists follow ` +
        `the report by themselves), then set its title to "${expected}".`,
    ).toBe(expected);
    expect(lexicalRelease, 'the announcement bar names the same release').toBe(
      releaseLine(report.to),
    );
  });

  it('has its generated lists in one place', () => {
    expect(page.split(`<${listsElementName} />`)).toHaveLength(2);
  });
});
