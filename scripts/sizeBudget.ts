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
 * highlighting moved to the build (Prism left `main.js`: about 28 KB off every page). They are ceilings, not targets: when performance work makes the site smaller,
 * lower them to the new figures so that the gain cannot be lost unnoticed.
 */
export const sizeBudget: SizeBudget = {
  firstLoadJsKB: {
    home: 167, // measured 164.8
    docsIntro: 203, // measured 201.0
    largestApiPage: 220, // measured 217.7 (/docs/api/modules/lexical/dollar-functions)
  },
  routes: 372, // measured 362
  // Set when the API reference's routes moved after the guides' (src/plugins/docs-api-last);
  // before, the router tried 326.
  routesTriedForDocsIntro: 60, // measured 54
};
