import type { Viewer } from './permissions';

// Which surface a request comes from (docs/memory.md#the-usage-trail): the web app (a session), the
// browser extension or an MCP client (each with a personal API token), or any other caller of the API
// with one. The trail records it, and a value's "never send" flags are applied by it.

export type Surface = 'web' | 'extension' | 'mcp' | 'api';
export type TokenSurface = Exclude<Surface, 'web'>;

/** What the stdio MCP server (lib/mcp/rest-library.ts) sends as its user agent. */
export const MCP_USER_AGENT = 'promptloom-mcp';
/** The header our own clients name their surface in: the extension sends `extension` with every call. */
export const SURFACE_HEADER = 'x-promptloom-surface';

/**
 * A token's request, by what its client is: the extension names itself (Chromium sends its origin with
 * its writes, not with the reads a host permission allows, so the origin alone would miss those), and
 * a request from an extension's origin is the extension's whatever it says; the stdio MCP server
 * names itself by its user agent. Anything else with a token is the API.
 */
export function tokenSurface(headers: Headers): TokenSurface {
  const origin = headers.get('origin') ?? '';
  const named = headers.get(SURFACE_HEADER)?.trim().toLowerCase();
  if (named === 'extension' || origin.startsWith('chrome-extension://') || origin.startsWith('moz-extension://')) return 'extension';
  if (named === 'mcp' || (headers.get('user-agent') ?? '').startsWith(MCP_USER_AGENT)) return 'mcp';
  return 'api';
}

export const surfaceOf = (viewer: Pick<Viewer, 'apiTokenId' | 'surface'>): Surface => viewer.surface ?? (viewer.apiTokenId ? 'api' : 'web');
