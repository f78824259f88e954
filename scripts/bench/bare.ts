// The bare Next.js page the bench judges our pages against (issue #28): one paragraph, our stylesheet
// (the built file our pages link, copied byte for byte), no providers, no client code of its own.
// Written into `dir` (under .bench, ignored by git), built and served by the same Next.js as the app,
// in the same run and on the same machine, so that what React and Next cost by themselves is
// measured beside our pages rather than assumed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LAYOUT = `export const metadata = { title: 'Bare page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <head>
        <link rel="stylesheet" href="/app.css" />
      </head>
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <p>Keep your best prompt templates in one library: placeholders become fields, your details fill themselves in, and the finished prompt is one click from your AI assistant.</p>
    </main>
  );
}
`;

/** Every stylesheet `<link>` of the app's page at `pageUrl`, joined: the CSS the bare page links. */
async function appStylesheet(pageUrl: string, cookie: string): Promise<string> {
  const html = await (await fetch(pageUrl, { headers: cookie ? { cookie } : {} })).text();
  const hrefs = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter((h): h is string => Boolean(h));
  if (!hrefs.length) throw new Error(`no stylesheet on ${pageUrl}`);
  const sheets = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, pageUrl))).text()));
  return sheets.join('\n');
}

/** Writes and builds the bare app in `dir`, with the stylesheet of the app's page at `pageUrl`. */
export async function buildBarePage(dir: string, pageUrl: string, cookie: string, nextBin: string, env: NodeJS.ProcessEnv): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`);
  fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT);
  fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE);
  fs.writeFileSync(path.join(dir, 'public', 'app.css'), await appStylesheet(pageUrl, cookie));
  const { NEXT_DIST_DIR: _ignored, ...rest } = env;
  if (spawnSync(nextBin, ['build', dir], { env: { ...rest, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'inherit' }).status !== 0) throw new Error('the bare page did not build');
}

/** `next start` of the bare app on `port`, until `stop`. */
export async function startBarePage(dir: string, port: string, nextBin: string, env: NodeJS.ProcessEnv): Promise<{ base: string; stop: () => void }> {
  const { NEXT_DIST_DIR: _ignored, ...rest } = env;
  const server = spawn(nextBin, ['start', dir, '-p', port], { env: { ...rest, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the bare page did not start');
}
