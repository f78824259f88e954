// First-load JavaScript of a page, gzipped: every `<script src>` of its HTML except `nomodule` ones
// (Next's legacy polyfills, which browsers that run modules never download). Chunks that a page
// announces with `<link rel="preload">` and loads after hydration starts (components/islands.tsx)
// are not counted: they are not needed for its first paint. Used by `npm run bench` and by
// e2e/first-load.spec.ts, which holds every page to the budget.
import { gzipSync } from 'node:zlib';

/** The issue #28 budget: first-load JS of /, /pricing, /prompts and /prompts/[id], gzipped. */
export const FIRST_LOAD_BUDGET_KB = 150;

export type FirstLoad = { kb: number; scripts: { src: string; kb: number; text: string }[] };

/** The page's first-load scripts, each with its gzipped size, fetched from `base`. */
export async function firstLoad(base: string, path: string, cookie = ''): Promise<FirstLoad> {
  const html = await (await fetch(new URL(path, base), { headers: cookie ? { cookie } : {} })).text();
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\snomodule(=|\s|$)/i.test(attrs));
  const sources = [...new Set(tags.map((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1]).filter((src): src is string => Boolean(src)))];
  const scripts: FirstLoad['scripts'] = [];
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    scripts.push({ src, kb: gzipSync(body).length / 1024, text: body.toString('utf8') });
  }
  return { kb: +scripts.reduce((sum, s) => sum + s.kb, 0).toFixed(1), scripts };
}

export async function firstLoadKB(base: string, path: string, cookie = ''): Promise<number> {
  return (await firstLoad(base, path, cookie)).kb;
}
