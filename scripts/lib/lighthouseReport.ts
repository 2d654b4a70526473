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

/** One round of a page's comparison: our run and the stock run right after it. */
export interface Round {
  ours: PageSummary;
  stock: PageSummary;
}

export interface ComparisonRow {
  page: string;
  /** The median run's figures. */
  ours: PageSummary;
  /** Absent when the stock site has no such page (our API reference). */
  stock: PageSummary | undefined;
  /** Every round, in order; none when the stock site has no such page. */
  rounds: readonly Round[];
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

/** The middle value, or the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Ours over stock within each round, whose two runs came one right after the other: their median
 * (and range) is steadier than the ratio of the two medians, which may come from rounds minutes
 * apart while the machine's load drifts.
 */
function roundTbtRatio({rounds}: ComparisonRow): string {
  const ratios = rounds
    .filter(({stock}) => stock.totalBlockingTimeMs > 0)
    .map(({ours, stock}) => ours.totalBlockingTimeMs / stock.totalBlockingTimeMs);
  if (ratios.length === 0) {
    return '';
  }
  const range = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  return `${median(ratios).toFixed(2)}× (${range})`;
}

/** A Markdown table, two lines per page (ours, then stock), ready to paste into an issue. */
export function formatComparison(rows: readonly ComparisonRow[]): string[] {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [
    line([
      'Page',
      'Site',
      'Perf',
      'TBT',
      'LCP',
      'JS transferred',
      'TBT ours/stock',
      'TBT ours/stock by round: median (range)',
    ]),
    line(Array.from({length: 8}, () => '---')),
    ...rows.flatMap((row) => [
      line([row.page, ...cells('ours', row.ours), tbtRatio(row), roundTbtRatio(row)]),
      ...(row.stock ? [line(['', ...cells('stock', row.stock), '', ''])] : []),
    ]),
  ];
}

/**
 * Lighthouse's CPU benchmark of the host (`environment.benchmarkIndex`): its 4× mobile slowdown is
 * applied on top of the host's own speed, so scores from a slower host are lower for the same page
 * and only figures from one run of this script compare. Lighthouse warns below 1000.
 */
export function hostSpeedLine(results: readonly Result[]): string {
  const indexes = results
    .map((lhr) => Math.round(lhr.environment.benchmarkIndex))
    .filter((index) => Number.isFinite(index));
  if (indexes.length === 0) {
    return 'Host CPU: Lighthouse reported no benchmark index.';
  }
  const range = `${Math.min(...indexes)}–${Math.max(...indexes)}`;
  return (
    `Host CPU: Lighthouse benchmark index ${Math.round(median(indexes))} (median of ` +
    `${indexes.length === 1 ? 'one run' : `${indexes.length} runs`}, ` +
    `${range}); higher is faster, and Lighthouse warns below 1000.`
  );
}
