import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { PROMPTLOOM_FORMAT, PROMPTLOOM_SCHEMA_VERSION } from '../../lib/transfer/text';

// The big import in `npm run bench` (issue #28): our own export of 20,000 prompts, about 50 MB, sent to
// POST /api/prompts/import/jobs as a signed-in person would, until the job is done: how long it took,
// and how far the server's memory rose above what it held before (target < 200 MB).

export const IMPORT_PROMPTS = 20_000;
export const IMPORT_MEMORY_TARGET_MB = 200;
export type ImportResults = { prompts: number; megabytes: number; seconds: number; created: number; memoryAboveIdleMB: number };

/** A Promptloom export of `count` prompts of about 2.5 KB each. */
export function bigExport(count: number): Buffer {
  const paragraph = 'Keep the answer specific to the audience, name the trade-offs, and end with the next step the reader should take. ';
  const prompts = Array.from({ length: count }, (_, i) => ({
    title: `Imported brief ${i + 1}`,
    description: `A brief written elsewhere, number ${i + 1}, brought back from a full export.`,
    content: `You are an analyst for !<Company name>!. Write brief ${i + 1} about !<Topic>! for !<Audience>!.\n\n${paragraph.repeat(18)}`,
    category: 'Marketing',
    customCategory: null,
    visibility: 'private',
    accessLevel: 'free',
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 5, 1) + i * 60_000).toISOString(),
  }));
  return Buffer.from(JSON.stringify({ format: PROMPTLOOM_FORMAT, version: PROMPTLOOM_SCHEMA_VERSION, kind: 'prompts', exportedAt: new Date().toISOString(), prompts }));
}

/** Resident memory of the server's processes (the process group `pgid`), in MB. */
function serverRssMB(pgid: number): number {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
    return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
  } catch {
    return 0;
  }
}

export async function bigImport(base: string, cookie: string, serverPgid: number): Promise<ImportResults> {
  const file = bigExport(IMPORT_PROMPTS);
  const idle = serverRssMB(serverPgid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssMB(serverPgid))), 200);
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/prompts/import/jobs?filename=promptloom-prompts-bench.json&duplicates=import`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(file),
    });
    if (res.status !== 202) throw new Error(`big import: ${res.status} ${(await res.text()).slice(0, 300)}`);
    const job = (await res.json()) as { _id: string };
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const state = (await (await fetch(`${base}/api/prompts/import/jobs/${job._id}`, { headers: { cookie } })).json()) as { status: string; created: number; message?: string };
      if (state.status === 'failed') throw new Error(`big import failed: ${state.message}`);
      if (state.status === 'done') {
        return {
          prompts: IMPORT_PROMPTS,
          megabytes: +(file.length / 1e6).toFixed(1),
          seconds: +((performance.now() - started) / 1000).toFixed(1),
          created: state.created,
          memoryAboveIdleMB: Math.round(peak - idle),
        };
      }
    }
  } finally {
    clearInterval(sampler);
  }
}

export function printImport(r: ImportResults | undefined) {
  if (!r) return;
  const ok = r.created === r.prompts && r.memoryAboveIdleMB < IMPORT_MEMORY_TARGET_MB;
  console.log(
    `big import: ${r.prompts.toLocaleString('en-US')} prompts, ${r.megabytes} MB, through POST /api/prompts/import/jobs: ${r.seconds} s, ${r.created.toLocaleString('en-US')} created, server memory ${r.memoryAboveIdleMB} MB above idle (target < ${IMPORT_MEMORY_TARGET_MB} MB) ${ok ? '✓' : '✗'}`,
  );
}
