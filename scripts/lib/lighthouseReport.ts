import type {Result} from 'lighthouse';

/** The figures compared between our site and the stock one, from one Lighthouse run. */
export interface PageSummary {
  /** Performance score, 0–100. */
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** Bytes of JavaScript transferred (compressed, as served). */
  scriptBytes: number;
}

export interface ComparisonRow {
  page: string;
  ours: PageSummary;
  /** Absent when the stock site has no such page (our API reference). */
  stock: PageSummary | undefined;
}

/**
 * Each site once per round, for `runs` rounds (ours, stock, ours, stock…), so that a change in
 * machine load during the measurement falls on both sites alike.
 */
export function alternate<T>(sites: readonly T[], runs: number): T[] {
  return Array.from({length: runs}, () => sites).flat();
}

/** The run with the median performance score: scores vary by a few points between runs. */
export function medianByPerformance(results: readonly Result[]): Result {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) {
    throw new Error('no Lighthouse run to choose from: --runs must be at least 1');
  }
  return median;
}

export function summarize(lhr: Result): PageSummary {
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['resource-summary']?.details;
  const scripts =
    details?.type === 'table'
      ? details.items.find((item) => item.resourceType === 'script')
      : undefined;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    scriptBytes: typeof scripts?.transferSize === 'number' ? scripts.transferSize : Number.NaN,
  };
}

function cells(site: string, summary: PageSummary): string[] {
  return [
    site,
    String(summary.performance),
    `${Math.round(summary.totalBlockingTimeMs)} ms`,
    `${(summary.largestContentfulPaintMs / 1000).toFixed(1)} s`,
    `${(summary.scriptBytes / 1024).toFixed(1)} KB`,
  ];
}

function tbtRatio({ours, stock}: ComparisonRow): string {
  if (!stock) {
    return 'no stock counterpart';
  }
  return stock.totalBlockingTimeMs > 0
    ? `${(ours.totalBlockingTimeMs / stock.totalBlockingTimeMs).toFixed(2)}×`
    : 'n/a (stock TBT 0)';
}

/** A Markdown table, two lines per page (ours, then stock), ready to paste into an issue. */
export function formatComparison(rows: readonly ComparisonRow[]): string[] {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [
    line(['Page', 'Site', 'Perf', 'TBT', 'LCP', 'JS transferred', 'TBT ours/stock']),
    line(Array.from({length: 7}, () => '---')),
    ...rows.flatMap((row) => [
      line([row.page, ...cells('ours', row.ours), tbtRatio(row)]),
      ...(row.stock ? [line(['', ...cells('stock', row.stock), ''])] : []),
    ]),
  ];
}
