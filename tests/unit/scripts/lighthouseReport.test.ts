// @vitest-environment node
import {
  alternate,
  formatComparison,
  hostSpeedLine,
  medianByPerformance,
  type PageSummary,
  summarize,
} from '@site/scripts/lib/lighthouseReport';
import type {Result} from 'lighthouse';
import {describe, expect, it} from 'vitest';

/** The few fields of a Lighthouse result that the report reads. */
function lighthouseResult(score: number, tbtMs: number, scriptBytes = 0): Result {
  return {
    categories: {performance: {score}},
    audits: {
      'total-blocking-time': {numericValue: tbtMs},
      'largest-contentful-paint': {numericValue: 2500},
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            {resourceType: 'total', transferSize: scriptBytes + 5000},
            {resourceType: 'script', transferSize: scriptBytes},
          ],
        },
      },
    },
  } as unknown as Result;
}

const summary = (performance: number, totalBlockingTimeMs: number): PageSummary => ({
  performance,
  totalBlockingTimeMs,
  largestContentfulPaintMs: 2450,
  scriptBytes: 204_800,
});

describe('alternate', () => {
  it('interleaves the sites run by run, so machine load falls on both alike', () => {
    expect(alternate(['ours', 'stock'], 3)).toEqual([
      'ours',
      'stock',
      'ours',
      'stock',
      'ours',
      'stock',
    ]);
  });

  it('runs a page the stock site lacks for ours only', () => {
    expect(alternate(['ours'], 3)).toEqual(['ours', 'ours', 'ours']);
  });
});

describe('medianByPerformance', () => {
  it('picks the run with the median performance score, whatever the order of the runs', () => {
    const runs = [0.91, 0.72, 0.85].map((score) => lighthouseResult(score, score * 1000));
    expect(medianByPerformance(runs).categories.performance?.score).toBe(0.85);
  });

  it('says what to change when there is no run', () => {
    expect(() => medianByPerformance([])).toThrow('--runs must be at least 1');
  });
});

describe('summarize', () => {
  it('reads the score as 0–100 and the script bytes from the resource summary', () => {
    expect(summarize(lighthouseResult(0.876, 310, 123_456))).toEqual({
      performance: 88,
      totalBlockingTimeMs: 310,
      largestContentfulPaintMs: 2500,
      scriptBytes: 123_456,
    });
  });
});

describe('formatComparison', () => {
  const rounds = [
    {ours: summary(90, 300), stock: summary(95, 200)},
    {ours: summary(80, 900), stock: summary(70, 1200)},
    {ours: summary(85, 400), stock: summary(90, 500)},
  ];

  it('shows ours then stock with the TBT ratios, and marks a page without a stock counterpart', () => {
    expect(
      formatComparison([
        {page: '/docs/intro', ours: summary(90, 300), stock: summary(95, 200), rounds},
        {page: '/docs/api/x', ours: summary(70, 900), stock: undefined, rounds: []},
      ]),
    ).toEqual([
      '| Page | Site | Perf | TBT | LCP | JS transferred | TBT ours/stock | TBT ours/stock by round: median (range) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      // Medians 300 / 200 ms give 1.50×; round by round ours blocked less in two rounds of three.
      '| /docs/intro | ours | 90 | 300 ms | 2.5 s | 200.0 KB | 1.50× | 0.80× (0.75–1.50) |',
      '|  | stock | 95 | 200 ms | 2.5 s | 200.0 KB |  |  |',
      '| /docs/api/x | ours | 70 | 900 ms | 2.5 s | 200.0 KB | no stock counterpart |  |',
    ]);
  });

  it('gives no ratio when the stock site blocks for 0 ms, and leaves such rounds out', () => {
    const [, , row] = formatComparison([
      {
        page: '/',
        ours: summary(90, 50),
        stock: summary(99, 0),
        rounds: [{ours: summary(90, 50), stock: summary(99, 0)}, ...rounds.slice(0, 2)],
      },
    ]);
    expect(row).toContain('n/a (stock TBT 0)');
    // The median of an even count is the mean of the middle two: (0.75 + 1.50) / 2.
    expect(row).toContain('1.13× (0.75–1.50)');
  });
});

describe('hostSpeedLine', () => {
  const withBenchmark = (benchmarkIndex: number): Result =>
    ({environment: {benchmarkIndex}}) as unknown as Result;

  it("states the median and range of the host's benchmark index over the runs", () => {
    expect(hostSpeedLine([1129.4, 1010, 1240].map(withBenchmark))).toBe(
      'Host CPU: Lighthouse benchmark index 1129 (median of 3 runs, 1010–1240); higher is ' +
        'faster, and Lighthouse warns below 1000.',
    );
  });

  it('names a single run as one', () => {
    expect(hostSpeedLine([withBenchmark(1229.5)])).toBe(
      'Host CPU: Lighthouse benchmark index 1230 (median of one run, 1230–1230); higher is ' +
        'faster, and Lighthouse warns below 1000.',
    );
  });

  it('says so when no run reported one', () => {
    expect(hostSpeedLine([])).toBe('Host CPU: Lighthouse reported no benchmark index.');
  });
});
