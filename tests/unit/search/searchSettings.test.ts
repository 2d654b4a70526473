import {embeddedIndexName, resolveSearch} from '@site/src/search/searchSettings';
import {describe, expect, it} from 'vitest';

const hosted = {
  ALGOLIA_APP_ID: 'APP123',
  ALGOLIA_SEARCH_API_KEY: 'search-key',
  ALGOLIA_INDEX_NAME: 'lexical',
};

describe('resolveSearch', () => {
  it('uses the embedded engine, without warnings, when no variable is set', () => {
    expect(resolveSearch({})).toEqual({
      backend: {kind: 'embedded', indexName: embeddedIndexName},
      warnings: [],
    });
  });

  it('uses the hosted search when its app id, key and index name are all set', () => {
    expect(resolveSearch(hosted)).toEqual({
      backend: {
        kind: 'hosted',
        appId: 'APP123',
        apiKey: 'search-key',
        indexName: 'lexical',
        hosts: [],
        insights: false,
      },
      warnings: [],
    });
  });

  it('reads the hosts from comma-separated ALGOLIA_HOSTS, ignoring spaces and empty entries', () => {
    const {backend} = resolveSearch({
      ...hosted,
      ALGOLIA_HOSTS: ' http://127.0.0.1:7700 , https://proxy.example,',
    });
    expect(backend).toMatchObject({hosts: ['http://127.0.0.1:7700', 'https://proxy.example']});
  });

  it('turns insights on only when ALGOLIA_INSIGHTS is true', () => {
    expect(resolveSearch({...hosted, ALGOLIA_INSIGHTS: 'true'}).backend).toMatchObject({
      insights: true,
    });
    expect(resolveSearch({...hosted, ALGOLIA_INSIGHTS: 'yes'}).backend).toMatchObject({
      insights: false,
    });
  });

  it('falls back to the embedded engine and names the missing variable when only some are set', () => {
    const {backend, warnings} = resolveSearch({
      ALGOLIA_APP_ID: 'APP123',
      ALGOLIA_INDEX_NAME: 'lexical',
    });
    expect(backend.kind).toBe('embedded');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('`apiKey` is missing.');
    expect(warnings[0]).toContain('ALGOLIA_SEARCH_API_KEY');
  });

  it('treats a variable holding only spaces as missing', () => {
    const {backend, warnings} = resolveSearch({...hosted, ALGOLIA_SEARCH_API_KEY: '  '});
    expect(backend.kind).toBe('embedded');
    expect(warnings[0]).toContain('`apiKey` is missing.');
  });

  it('fails the build when SEARCH_BACKEND=algolia and the app id is missing', () => {
    expect(() =>
      resolveSearch({...hosted, ALGOLIA_APP_ID: undefined, SEARCH_BACKEND: 'algolia'}),
    ).toThrow('`appId` is missing.');
  });

  it('uses the hosted search when SEARCH_BACKEND=algolia and everything is set', () => {
    expect(resolveSearch({...hosted, SEARCH_BACKEND: 'algolia'}).backend.kind).toBe('hosted');
  });

  it('uses the embedded engine when SEARCH_BACKEND=embedded, even with every variable set', () => {
    expect(resolveSearch({...hosted, SEARCH_BACKEND: 'embedded'})).toEqual({
      backend: {kind: 'embedded', indexName: embeddedIndexName},
      warnings: [],
    });
  });

  it('throws, naming the allowed values, for an unknown SEARCH_BACKEND', () => {
    expect(() => resolveSearch({SEARCH_BACKEND: 'elastic'})).toThrow(
      'SEARCH_BACKEND must be "algolia" or "embedded", not "elastic".',
    );
  });
});
