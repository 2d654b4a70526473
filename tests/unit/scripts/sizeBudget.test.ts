// @vitest-environment node
import {readChunkFileName, readRouteTable} from '@site/scripts/lib/sizeBudgetBundle';
import {pageScripts} from '@site/scripts/lib/sizeBudgetHtml';
import {
  checkFirstLoad,
  checkRoutes,
  checkRoutesTried,
  formatFailures,
  formatLines,
  largestPage,
  type PageFirstLoad,
  totalGzip,
} from '@site/scripts/lib/sizeBudgetReport';
import {
  countBySection,
  keyedRoutes,
  matchRoutes,
  routeChunkIds,
  routesTried,
  sectionPages,
} from '@site/scripts/lib/sizeBudgetRoutes';
import {describe, expect, it} from 'vitest';

describe('pageScripts', () => {
  it('reads unquoted attributes, as the HTML minifier writes them', () => {
    const html =
      '<head><script src=/assets/js/runtime~main.1a.js defer></script>' +
      '<script src=/assets/js/main.2b.js defer></script></head>';
    expect(pageScripts(html, '/docs/intro')).toEqual([
      '/assets/js/runtime~main.1a.js',
      '/assets/js/main.2b.js',
    ]);
  });

  it('counts script preloads and modulepreloads, not other preloads', () => {
    const html = [
      '<link rel="preload" as="script" href="/assets/js/a.js">',
      "<link rel='modulepreload' href='/assets/js/b.js'>",
      '<link rel=preload as=image href=/img/logo.svg>',
      '<link rel=stylesheet href=/assets/css/styles.css>',
    ].join('');
    expect(pageScripts(html, '/')).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
  });

  it("keeps the site's own scripts, once, and resolves relative ones against the page", () => {
    const html = [
      '<script>window.inline = true;</script>',
      '<script src=https://cdn.example.com/x.js></script>',
      '<script src=//cdn.example.com/y.js></script>',
      '<script src=../assets/js/c.js></script>',
      '<link rel=preload as=script href=/assets/js/c.js>',
    ].join('');
    expect(pageScripts(html, '/docs/intro')).toEqual(['/assets/js/c.js']);
  });
});

// The shapes of a minified Docusaurus build: main.js holds routesChunkNames (as JSON.parse),
// the registry and the routes; runtime~main.js names chunk files.
const mainJs = `(()=>{var m={84054(e){e.exports=JSON.parse('{"/docs-abc":{"__comp":"c1","__props":"p1"},"/docs/intro-def":{"__comp":"c2","content":"c3"},"/docs/api/x-0aa":{"__comp":"c2"},"/-123":{"__comp":"c4"}}')},
1(e,t,n){let r={c1:[()=>n.e("10").then(n.bind(n,5)),"@theme/DocRoot",5],c2:[()=>Promise.all([n.e("11"),n.e("12")]).then(n.bind(n,6)),"@theme/DocItem",6],c3:[()=>n.e("13").then(n.bind(n,7)),"@site/docs/intro.md",7],c4:[()=>n.e(14).then(n.bind(n,8)),"@site/src/pages/index.tsx",8],p1:[()=>n.e("15").then(n.t.bind(n,9,19)),"@generated/p.json",9]};
let p=[{path:"/docs",component:u("/docs","abc"),routes:[{path:"/docs/intro",component:u("/docs/intro","def"),exact:!0,sidebar:"docs"},{path:"/docs/api/x",component:u("/docs/api/x","0aa"),exact:!0}]},{path:"/",component:u("/","123"),exact:!0},{path:"*",component:u("*")}]}};})();`;
const runtimeJs = `(()=>{var n={};n.p="/",n.u=e=>"assets/js/"+(({10:"root",13:"intro"})[e]||e)+"."+({10:"aa",11:"bb",13:"cc",14:"dd",15:"ee"})[e]+".js";})();`;

describe('readRouteTable and routeChunkIds', () => {
  const table = readRouteTable(mainJs);

  it('reads the nested routes with their keys', () => {
    expect(keyedRoutes(table.routes).map((route) => route.key)).toEqual([
      '/docs-abc',
      '/docs/intro-def',
      '/docs/api/x-0aa',
      '/-123',
    ]);
  });

  it('matches a page to its layout routes, then itself, whatever its trailing slash', () => {
    expect(matchRoutes(table.routes, '/docs/intro/').map((route) => route.path)).toEqual([
      '/docs',
      '/docs/intro',
    ]);
  });

  it("collects the chunks of every route of a page, the layout's props included", () => {
    expect(routeChunkIds(table, '/docs/intro')).toEqual(['10', '15', '11', '12', '13']);
    expect(routeChunkIds(table, '/')).toEqual(['14']);
    expect(routeChunkIds(table, '/missing')).toEqual([]);
  });

  it('counts the route patterns tried before a page matches, at every level', () => {
    // /docs (1), then under it /docs/intro (1)
    expect(routesTried(table.routes, '/docs/intro')).toBe(2);
    // /docs (1), then /docs/intro and /docs/api/x (2)
    expect(routesTried(table.routes, '/docs/api/x')).toBe(3);
    // /docs, then / (2)
    expect(routesTried(table.routes, '/')).toBe(2);
    // under /docs, every route is tried and none matches
    expect(routesTried(table.routes, '/docs/missing')).toBe(3);
  });

  it('lists the pages of a section, without their layout routes', () => {
    expect(sectionPages(table.routes, '/docs/api')).toEqual(['/docs/api/x']);
    expect(sectionPages(table.routes, '/docs')).toEqual(['/docs/intro']);
  });

  it('names chunk files as the runtime does, and none for chunks without JS', () => {
    const chunkFile = readChunkFileName(runtimeJs);
    expect(chunkFile('10')).toBe('assets/js/root.aa.js');
    expect(chunkFile('11')).toBe('assets/js/11.bb.js');
    expect(chunkFile('12')).toBeUndefined();
  });

  it('says what it did not find in a bundle that is not a Docusaurus one', () => {
    expect(() => readRouteTable('var x = [1, 2];')).toThrow(/found no routes/);
    expect(() => readChunkFileName('var n = {};')).toThrow(/chunk file name/);
  });
});

const kb = 1024;
const intro: PageFirstLoad = {
  page: '/docs/intro',
  scripts: [
    {path: '/assets/js/main.1.js', gzipBytes: 170 * kb},
    {path: '/assets/js/runtime~main.2.js', gzipBytes: 11 * kb},
    {path: '/assets/js/0058b4c6.3.js', gzipBytes: 40 * kb},
    {path: '/assets/js/9740.4.js', gzipBytes: 5 * kb},
    {path: '/assets/js/1170.5.js', gzipBytes: 4 * kb},
    {path: '/assets/js/17896441.6.js', gzipBytes: kb / 2},
  ],
};

describe('checkFirstLoad', () => {
  it('passes at or under the limit and prints `page  actual / limit`', () => {
    const result = checkFirstLoad(intro, 231);
    expect(result.failure).toBeUndefined();
    expect(formatLines([result])).toEqual(['/docs/intro  230.5 KB / 231 KB']);
    expect(formatFailures([result], 'scripts/sizeBudget.ts')).toBeUndefined();
  });

  it('fails over the limit, naming the page and the chunk that grew among its largest', () => {
    const result = checkFirstLoad(intro, 210);
    expect(formatLines([result])).toEqual(['/docs/intro  230.5 KB / 210 KB  OVER']);
    const message = formatFailures([result], 'scripts/sizeBudget.ts') ?? '';
    expect(message).toContain('/docs/intro: 230.5 KB of first-load JS (gzip), 20.5 KB over');
    expect(message).toContain('210 KB limit');
    const listed = message.split('\n').filter((line) => line.includes('/assets/js/'));
    expect(listed).toEqual([
      '     170.0 KB  /assets/js/main.1.js',
      '      40.0 KB  /assets/js/0058b4c6.3.js',
      '      11.0 KB  /assets/js/runtime~main.2.js',
      '       5.0 KB  /assets/js/9740.4.js',
      '       4.0 KB  /assets/js/1170.5.js',
    ]);
    expect(message).toContain('raise the limit in scripts/sizeBudget.ts');
  });
});

describe('checkRoutes', () => {
  const paths = ['/docs/api/a', '/docs/api/b', '/docs', '/docs/intro', '/blog', '/', '/gallery'];

  it('counts the routes per section, the API first', () => {
    expect(Object.fromEntries(countBySection(paths))).toEqual({
      '/docs/api': 2,
      '/docs': 2,
      '/blog': 1,
      other: 2,
    });
  });

  it('fails over the limit with the count per section', () => {
    const result = checkRoutes(paths, 5);
    expect(result.failure).toBe(
      'routes: 7 client routes, 2 over the limit of 5. ' +
        'By section: /docs/api 2, /docs 2, /blog 1, other 2',
    );
    expect(checkRoutes(paths, 7).failure).toBeUndefined();
  });
});

describe('checkRoutesTried', () => {
  it('passes at the limit and fails over it, saying what makes the count grow', () => {
    expect(checkRoutesTried('/docs/intro', 40, 40)).toEqual({
      label: 'routes tried for /docs/intro',
      actual: '40',
      limit: '40',
    });
    expect(checkRoutesTried('/docs/intro', 300, 40).failure).toMatch(
      /^routes tried for \/docs\/intro: the router tries 300 route patterns before \/docs\/intro matches, 260 over the limit of 40\./,
    );
  });
});

describe('largestPage and totalGzip', () => {
  it('sums gzip sizes and picks the heaviest page, the first of equals', () => {
    const light = {page: '/a', scripts: [{path: '/x.js', gzipBytes: 10}]};
    const heavy = {
      page: '/b',
      scripts: [
        {path: '/y.js', gzipBytes: 7},
        {path: '/z.js', gzipBytes: 5},
      ],
    };
    const tie = {page: '/c', scripts: [{path: '/w.js', gzipBytes: 12}]};
    expect(totalGzip(heavy.scripts)).toBe(12);
    expect(largestPage([light, heavy, tie]).page).toBe('/b');
  });
});
