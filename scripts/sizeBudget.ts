/** Limits that `npm run check:size-budget` holds a built site to. */
export interface SizeBudget {
  /**
   * First-load JS per page, gzip level 9, in KB (1024 bytes): the scripts the page's HTML loads
   * plus the route chunks Docusaurus fetches before it hydrates.
   */
  firstLoadJsKB: {
    /** The home page, `/`. */
    home: number;
    /** `/docs/intro`, where most readers land. */
    docsIntro: number;
    /** Whichever page under `/docs/api/` loads the most. */
    largestApiPage: number;
  };
  /** Route entries the client router ships in `main.js` (pages and their layout routes). */
  routes: number;
  /**
   * Route patterns the client router tries before `/docs/intro` matches, at every level (see
   * `routesTried` in lib/sizeBudgetRoutes.ts): each is compiled during the page's hydration.
   */
  routesTriedForDocsIntro: number;
}

/**
 * Set on 2026-11-25 from the build of that day: each page's measured size rounded up to the next
 * KB plus 2 KB of headroom, and the route count plus 10. Lowered the same day when code
 * highlighting moved to the build (Prism left `main.js`: about 28 KB off every page), and again
 * when the API reference got a version route of its own (its sidebar and doc metadata left the
 * guides' pages: 12 KB off the intro). They are ceilings, not targets: when performance work
 * makes the site smaller, lower them to the new figures so that the gain cannot be lost unnoticed.
 */
export const sizeBudget: SizeBudget = {
  firstLoadJsKB: {
    // Raised with the mdast, code-shiki and tailwind pages by what they added (home 165.4 → 167.5,
    // intro 189.6 → 192.0, largest API page 212.7 → 215.8), rounded up to the next KB. The intro
    // went up to 200 for the type hints' popups (196.8, in its content chunk) and back down when
    // they moved to a file fetched on the first hover: its content chunk carries only the names'
    // wrappers (8.2 KB before type hints, 13.1 with popups, 8.7 now).
    home: 170, // measured 168.0
    docsIntro: 196, // measured 193.4
    largestApiPage: 218, // measured 215.8 (/docs/api/modules/lexical/dollar-functions)
  },
  // Raised by the 23 routes of the mdast, code-shiki and tailwind pages (364 → 387).
  routes: 397, // measured 387
  // Set when the API reference's routes moved after the guides' (now src/plugins/docs-api-apart,
  // which gives them a version route of their own); before, the router tried 326.
  routesTriedForDocsIntro: 60, // measured 55
};
