import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as profilesRoute from '@/app/api/user/profiles/route';
import * as filledMemoryRoute from '@/app/api/user/profiles/active/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as rememberRoute from '@/app/api/user/parameters/remember/route';
import * as downloadRoute from '@/app/downloads/promptloom-extension.zip/route';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { EXTENSION_ORIGIN } from '@/lib/extension';
import { extensionPackage } from '@/lib/extension-package';
import { seedLibrary } from '@/lib/seed';
import { asCookie, call, persona, setEnv, type Session } from '../factories';

// The browser extension's side of the server (docs/extension.md): the API answers CORS to
// the configured extension origins only, with the preflight the extension's calls need, and the
// account page's download is the extension made for this server's origin.

type Handler = Parameters<typeof call>[0];
let trial: Session;
let token = '';

beforeAll(async () => {
  await seedLibrary(await getDb());
  trial = await persona('trial');
  const created = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(trial), body: { name: 'Browser extension' } });
  token = created.body.token;
});

afterEach(() => setEnv({ EXTENSION_ORIGINS: undefined }));

const fromOrigin = (origin: string) => ({ authorization: `Bearer ${token}`, origin });

describe('CORS for the browser extension', () => {
  it('answers our extension origin on the routes it calls, and no other origin', async () => {
    const list = await call(promptsRoute.GET as Handler, { path: '/api/prompts?search=email', headers: fromOrigin(EXTENSION_ORIGIN) });
    expect(list.status).toBe(200);
    expect(list.response.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(list.response.headers.get('vary')).toMatch(/origin/i);
    const params = await call(parametersRoute.GET as Handler, { path: '/api/user/parameters', headers: fromOrigin(EXTENSION_ORIGIN) });
    expect(params.response.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);

    // Errors carry it too, so the popup can read the message (401 for a bad token).
    const refused = await call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: { authorization: 'Bearer pl_not-a-real-token-at-all-000000000000000000', origin: EXTENSION_ORIGIN } });
    expect(refused.status).toBe(401);
    expect(refused.response.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);

    for (const origin of ['chrome-extension://aaaabbbbccccddddeeeeffffgggghhhh', 'https://evil.example', 'null']) {
      const other = await call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: fromOrigin(origin) });
      expect(other.status).toBe(200);
      expect(other.response.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('answers the preflight of an allowed origin with the methods and headers, and a plain 204 to others', async () => {
    const routes: [Handler, string][] = [
      [promptsRoute.OPTIONS as Handler, '/api/prompts'],
      [promptRoute.OPTIONS as Handler, '/api/prompts/x'],
      [parametersRoute.OPTIONS as Handler, '/api/user/parameters'],
      [profilesRoute.OPTIONS as Handler, '/api/user/profiles'],
      [filledMemoryRoute.OPTIONS as Handler, '/api/user/profiles/active'],
      [trackRoute.OPTIONS as Handler, '/api/events/track'],
      [rememberRoute.OPTIONS as Handler, '/api/user/parameters/remember'],
    ];
    for (const [handler, pathname] of routes) {
      const headers = { origin: EXTENSION_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, x-promptloom-surface' };
      const preflight = await call(handler, { method: 'OPTIONS', path: pathname, headers });
      expect(preflight.status, pathname).toBe(204);
      expect(preflight.response.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
      expect(preflight.response.headers.get('access-control-allow-headers')).toContain('authorization');
      // The popup names itself on every call (lib/surface.ts).
      expect(preflight.response.headers.get('access-control-allow-headers')).toContain('x-promptloom-surface');
      expect(preflight.response.headers.get('access-control-allow-methods')).toContain('POST');
      const other = await call(handler, { method: 'OPTIONS', path: pathname, headers: { ...headers, origin: 'https://evil.example' } });
      expect(other.status).toBe(204);
      expect(other.response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('follows EXTENSION_ORIGINS: another id when set, none when empty', async () => {
    const mine = 'chrome-extension://ppppoooonnnnmmmmllllkkkkjjjjiiii';
    setEnv({ EXTENSION_ORIGINS: mine });
    const list = await call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: fromOrigin(mine) });
    expect(list.response.headers.get('access-control-allow-origin')).toBe(mine);
    const ours = await call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: fromOrigin(EXTENSION_ORIGIN) });
    expect(ours.response.headers.get('access-control-allow-origin')).toBeNull();
    setEnv({ EXTENSION_ORIGINS: mine.toUpperCase().replace('CHROME-EXTENSION', 'chrome-extension') });
    const upper = await call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: fromOrigin(mine) });
    expect(upper.response.headers.get('access-control-allow-origin')).toBe(mine);
    setEnv({ EXTENSION_ORIGINS: '' });
    const none = await call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: fromOrigin(EXTENSION_ORIGIN) });
    expect(none.response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

it('refuses an EXTENSION_ORIGINS entry that is not an extension origin, naming the variable', () => {
  setEnv({ EXTENSION_ORIGINS: 'https://not-an-extension.example' });
  expect(() => getEnv()).toThrow(/EXTENSION_ORIGINS/);
});

describe('the extension package', () => {
  it('is built by the script and zipped for the origin asked, with the popup and its manifest', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'promptloom-extension-'));
    const built = spawnSync('node_modules/.bin/tsx', ['scripts/build-extension.ts', '--quiet', '--origin', 'https://promptloom.example', '--out', out], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest.host_permissions).toEqual(['https://promptloom.example/*']);
    const popup = fs.readFileSync(path.join(out, 'popup.js'), 'utf8');
    // One bundled script with the placeholder engine in it, and no remote code.
    expect(popup).toContain('getManifest');
    expect(popup).not.toMatch(/https?:\/\/(?!promptloom\.example)[a-z0-9.-]+\.[a-z]{2,}\//i);
    // The repository's own build, which the account page's download zips.
    expect(spawnSync('node_modules/.bin/tsx', ['scripts/build-extension.ts', '--quiet'], { encoding: 'utf8' }).status).toBe(0);
    const zip = extensionPackage('https://promptloom.example', process.cwd());
    expect(zip).not.toBeNull();
    const files = unzipSync(zip!);
    expect(Object.keys(files).sort()).toEqual(['manifest.json', 'popup.css', 'popup.html', 'popup.js']);
    expect(JSON.parse(strFromU8(files['manifest.json']!)).host_permissions).toEqual(['https://promptloom.example/*']);
  });

  it('downloads from the account page made for this server, or says how to build it', async () => {
    spawnSync('node_modules/.bin/tsx', ['scripts/build-extension.ts', '--quiet'], { encoding: 'utf8' });
    setEnv({ APP_URL: 'https://app.promptloom.example' });
    try {
      const answer = await fetchDownload();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('content-disposition')).toContain('promptloom-extension.zip');
      const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
      expect(JSON.parse(strFromU8(files['manifest.json']!)).host_permissions).toEqual(['https://app.promptloom.example/*']);
    } finally {
      setEnv({ APP_URL: undefined });
    }
    // Not built in this folder: a 404 naming the command, never a 500.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'promptloom-nobuild-'));
    expect(extensionPackage('https://promptloom.example', elsewhere)).toBeNull();
  });
});

async function fetchDownload(): Promise<Response> {
  return (downloadRoute.GET as unknown as (req: Request) => Promise<Response>)(new Request('http://localhost:3000/downloads/promptloom-extension.zip'));
}
