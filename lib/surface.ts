import type { Viewer } from './permissions';

// Which surface a request comes from (docs/memory.md#the-usage-trail): the web app (a session), the
// browser extension or an MCP client (each with a personal API token), or any other caller of the API
// with one. The trail records it, and a value's "never send" flags are applied by it.

export type Surface = 'web' | 'extension' | 'mcp' | 'api';
export type TokenSurface = Exclude<Surface, 'web'>;

/** What the stdio MCP server (lib/mcp/rest-library.ts) sends as its user agent. */
export const MCP_USER_AGENT = 'promptloom-mcp';

/**
 * A token's request, by what its client is: the extension's pages are served from its own origin,
 * which browsers send with every request they make there; the stdio MCP server names itself.
 */
export function tokenSurface(headers: Headers): TokenSurface {
  const origin = headers.get('origin') ?? '';
  if (origin.startsWith('chrome-extension://') || origin.startsWith('moz-extension://')) return 'extension';
  if ((headers.get('user-agent') ?? '').startsWith(MCP_USER_AGENT)) return 'mcp';
  return 'api';
}

export const surfaceOf = (viewer: Pick<Viewer, 'apiTokenId' | 'surface'>): Surface => viewer.surface ?? (viewer.apiTokenId ? 'api' : 'web');
