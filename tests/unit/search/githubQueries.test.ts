import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

interface GithubQuery {
  q: string;
  expect: string[];
  kind?: string;
  source: string;
  sourceTitle: string;
}

const readQueries = <T>(file: string): T[] =>
  (JSON.parse(readFileSync(file, 'utf8')) as {queries: T[]}).queries;

const repoDir = path.resolve(import.meta.dirname, '../../..');
const githubQueries = readQueries<GithubQuery>(
  path.join(repoDir, 'tests/search/github-queries.json'),
);
// The development set lives next to the repository, where bench-search reads it too.
const devQueries = readQueries<{q: string}>(
  path.join(repoDir, '../shared/search/dev-queries.json'),
);

/** An issue or a discussion of the Lexical repository, by number. */
const lexicalThread = /^https:\/\/github\.com\/facebook\/lexical\/(issues|discussions)\/\d+$/;

describe('tests/search/github-queries.json', () => {
  it('holds at least 150 queries', () => {
    expect(githubQueries.length).toBeGreaterThanOrEqual(150);
  });

  it.each(githubQueries)('$q has a query and expected paths', (query) => {
    expect(query.q.trim()).not.toBe('');
    expect(query.expect.length).toBeGreaterThan(0);
    // The kinds bench-search breaks the results down by; a query may also have none.
    expect([undefined, 'symbol', 'task', 'package', 'typo']).toContain(query.kind);
  });

  it.each(githubQueries)('$q expects valid regular expressions over paths', (query) => {
    for (const pattern of query.expect) {
      expect(() => new RegExp(pattern), pattern).not.toThrow();
      // The paths are matched without the site origin, so every label starts at the path.
      expect(pattern, pattern).toMatch(/^\^\//);
    }
  });

  it.each(githubQueries)('$q comes from a facebook/lexical issue or discussion', (query) => {
    expect(query.source).toMatch(lexicalThread);
    expect(query.sourceTitle.trim()).not.toBe('');
  });

  it('has no query twice, ignoring case', () => {
    const seen = new Set<string>();
    const repeated = githubQueries
      .map(({q}) => q.toLowerCase())
      .filter((q) => seen.has(q) || !seen.add(q));
    expect(repeated).toEqual([]);
  });

  it('shares no query with dev-queries.json, ignoring case', () => {
    const dev = new Set(devQueries.map(({q}) => q.toLowerCase()));
    expect(githubQueries.filter(({q}) => dev.has(q.toLowerCase())).map(({q}) => q)).toEqual([]);
  });
});
