// Lighthouse 12 (default mobile profile: simulated slow 4G and a 4× slower CPU) on pages of a
// running production build, signed in through a cookie on every request, judged against a bare
// Next.js page built and measured in the same run (./bare, issue #28): Lighthouse's absolute figures
// depend on the machine (TBT 33–115 ms on one 2-core machine, 0.7–1.7 s on another), most of them
// React's and Next's own work, which the bare page pays too. Part of `npm run bench`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// @ts-expect-error -- a plain .mjs helper shared with the e2e runner
import { ensureChromium } from '../chromium.mjs';
import { buildBarePage, startBarePage } from './bare';

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** When the LCP element was painted in the unthrottled load Lighthouse records before it simulates a phone. */
  observedLcpMs: number;
  /** Lighthouse's measure of this machine's CPU (about 1,000–2,000 on a desktop): figures compare only at one. */
  benchmarkIndex: number;
};
/** A page's counted runs in order, and the median of each figure over them. */
export type LighthousePage = { median: LighthouseRun; runs: LighthouseRun[] } | { error: string };
/** A page's figures against the bare page's medians. */
export type LighthouseJudged = LighthousePage & { vsBare?: { tbtRatio: number | null; lcpOverBareMs: number; met: boolean; misses: string[] } };

/** Counted runs per page, after one that warms the server (issue #28: the median of 5). */
export const LIGHTHOUSE_RUNS = 5;
/** Issue #28's targets, relative to the bare page of the same run where the figure depends on the machine. */
export const LIGHTHOUSE_TARGETS = { tbtRatio: 1.5, lcpOverBareMs: 300, cls: 0.05, accessibility: 100, bestPractices: 95 };

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: Math.round(of('lcpMs')),
    cls: +of('cls').toFixed(3),
    tbtMs: Math.round(of('tbtMs')),
    observedLcpMs: Math.round(of('observedLcpMs')),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
  };
}

export async function lighthouseScores(base: string, paths: Record<string, string>, cookie: string, runs = LIGHTHOUSE_RUNS): Promise<Record<string, LighthousePage>> {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium() as string, chromeFlags: CHROME_FLAGS });
  const scores: Record<string, LighthousePage> = {};
  try {
    for (const [label, path] of Object.entries(paths)) {
      // One run to warm the server's caches and compiled code, then `runs` that count. A run that
      // Lighthouse itself reports as failed (a page that did not load in time…) is run again, three times at most.
      const counted: LighthouseRun[] = [];
      let error: string | undefined;
      for (let attempt = 0; attempt < runs + 4 && counted.length < runs + 1; attempt++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          ...(cookie ? { extraHeaders: { cookie } } : {}),
        });
        // A performance score of null is a run whose metrics could not be taken (no LCP seen…).
        const runtimeError = !result ? { code: 'NO_RESULT' } : (result.lhr.runtimeError ?? (result.lhr.categories.performance?.score == null ? { code: 'NO_PERFORMANCE_SCORE' } : undefined));
        if (runtimeError) {
          error = runtimeError.code;
          continue;
        }
        const { categories, audits, environment } = result!.lhr;
        counted.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          observedLcpMs: Math.round(observedLcp(audits)),
          benchmarkIndex: Math.round(environment?.benchmarkIndex ?? 0),
        });
      }
      const kept = counted.slice(1);
      scores[label] = kept.length ? { median: medianRun(kept), runs: kept } : { error: error ?? 'NO_RUNS' };
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

/**
 * A page against the bare page of the same run (medians of each): TBT at most 1.5 × the bare page's,
 * LCP at most the bare page's + 300 ms, and the absolute CLS, accessibility and best-practices targets.
 */
export function judgeAgainstBare(page: LighthousePage, bare: LighthousePage): LighthouseJudged {
  if ('error' in page || 'error' in bare) return page;
  const t = LIGHTHOUSE_TARGETS;
  const { median: m } = page;
  // A bare page with no blocking time at all: the page meets the ratio only with none either.
  const tbtRatio = bare.median.tbtMs > 0 ? +(m.tbtMs / bare.median.tbtMs).toFixed(2) : null;
  const lcpOverBareMs = m.lcpMs - bare.median.lcpMs;
  const misses = [
    (tbtRatio === null ? m.tbtMs > 0 : tbtRatio > t.tbtRatio) && `TBT ${m.tbtMs} ms > ${t.tbtRatio} × ${bare.median.tbtMs} ms`,
    lcpOverBareMs > t.lcpOverBareMs && `LCP ${m.lcpMs} ms > ${bare.median.lcpMs} + ${t.lcpOverBareMs} ms`,
    m.cls >= t.cls && `CLS ${m.cls} ≥ ${t.cls}`,
    m.accessibility < t.accessibility && `accessibility ${m.accessibility} < ${t.accessibility}`,
    m.bestPractices < t.bestPractices && `best practices ${m.bestPractices} < ${t.bestPractices}`,
  ].filter((miss): miss is string => Boolean(miss));
  return { ...page, vsBare: { tbtRatio, lcpOverBareMs, met: misses.length === 0, misses } };
}

/** The LCP of the load Lighthouse recorded, before its simulation of a slow phone and network. */
function observedLcp(audits: Record<string, { details?: unknown }>): number {
  const items = (audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items;
  return items?.[0]?.observedLargestContentfulPaint ?? 0;
}

export type LighthouseResults = { benchmarkIndex: number; bare: LighthousePage; pages: Record<string, LighthouseJudged> };

/**
 * The bare page (./bare.ts) built with the stylesheet of `base`'s own pages and served on `barePort`,
 * then Lighthouse on it and on `paths` of `base`, each page judged against it.
 */
export async function lighthouseAgainstBare(
  base: string,
  paths: Record<string, string>,
  cookie: string,
  options: { dir: string; barePort: string; nextBin: string; env: NodeJS.ProcessEnv },
): Promise<LighthouseResults> {
  console.log('[bench] building the bare Next.js page…');
  await buildBarePage(options.dir, `${base}/pricing`, cookie, options.nextBin, options.env);
  const bareServer = await startBarePage(options.dir, options.barePort, options.nextBin, options.env);
  let bare: LighthousePage;
  try {
    console.log(`[bench] Lighthouse (mobile profile, ${LIGHTHOUSE_RUNS} runs after a warm-up) on the bare page…`);
    bare = (await lighthouseScores(bareServer.base, { bare: '/' }, ''))['bare']!;
  } finally {
    bareServer.stop();
  }
  console.log(`[bench] Lighthouse on ${Object.keys(paths).join(', ')}…`);
  const scores = await lighthouseScores(base, paths, cookie);
  const pages = Object.fromEntries(Object.entries(scores).map(([label, page]) => [label, judgeAgainstBare(page, bare)]));
  const indexes = [bare, ...Object.values(scores)].flatMap((p) => ('runs' in p ? p.runs.map((r) => r.benchmarkIndex) : []));
  return { benchmarkIndex: indexes.length ? Math.round(median(indexes)) : 0, bare, pages };
}

/** The bench's table: each page's medians beside the bare page's, with its ratios. */
export function lighthouseTable(results: LighthouseResults): Record<string, Record<string, string | number>> {
  const row = (page: LighthouseJudged): Record<string, string | number> =>
    'error' in page
      ? { error: page.error }
      : {
          performance: page.median.performance,
          'TBT ms': page.median.tbtMs,
          'TBT ÷ bare': page.vsBare?.tbtRatio ?? '–',
          'LCP ms': page.median.lcpMs,
          'LCP − bare ms': page.vsBare?.lcpOverBareMs ?? '–',
          CLS: page.median.cls,
          a11y: page.median.accessibility,
          'best pr.': page.median.bestPractices,
          met: page.vsBare ? (page.vsBare.met ? '✓' : `✗ ${page.vsBare.misses.join('; ')}`) : '',
        };
  return { bare: row(results.bare), ...Object.fromEntries(Object.entries(results.pages).map(([label, page]) => [label, row(page)])) };
}
