import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSION_ID, extensionIdOf, manifestFor } from '@/lib/extension';

// The browser extension's manifest (docs/extension.md): its id is fixed by the public key it
// carries, which CORS names (EXTENSION_ORIGINS), and it asks for one origin and three permissions.
const source = fs.readFileSync('extension/manifest.json', 'utf8');

describe('the extension manifest', () => {
  it('has the id lib/extension.ts names: Chromium derives it from the key', async () => {
    const { key } = JSON.parse(source) as { key: string };
    expect(await extensionIdOf(key)).toBe(EXTENSION_ID);
    // Another key gives another id: the check above would catch a changed key.
    expect(await extensionIdOf(Buffer.from('another key').toString('base64'))).not.toBe(EXTENSION_ID);
  });

  it('is made for one origin: host permission and connect-src name it and nothing else', () => {
    const manifest = JSON.parse(manifestFor(source, 'https://promptloom.example/some/path?x=1'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.host_permissions).toEqual(['https://promptloom.example/*']);
    expect(manifest.content_security_policy.extension_pages).toBe("script-src 'self'; object-src 'self'; connect-src https://promptloom.example");
    expect(manifest.permissions.sort()).toEqual(['activeTab', 'scripting', 'storage']);
    expect(JSON.stringify(manifest)).not.toContain('__PROMPTLOOM_ORIGIN__');
    // A shortcut opens the popup (the issue: everything works without a mouse).
    expect(manifest.commands._execute_action.suggested_key.default).toBe('Alt+Shift+P');
  });

  it('refuses something that is not an origin', () => {
    expect(() => manifestFor(source, 'not a url')).toThrow();
  });
});
