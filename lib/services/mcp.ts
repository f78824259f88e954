import { createMcpHandler } from '@modelcontextprotocol/server';
import type { Result } from '../errors';
import { thrownFailure } from '../http';
import { logger } from '../logger';
import type { McpLibrary } from '../mcp/library';
import { createMcpServer } from '../mcp/server';
import type { Viewer } from '../permissions';
import { listCustomCategories, listSystemCategories } from './categories';
import { getParameters } from './parameters';
import { getPromptForViewer, listPromptsForViewer } from './prompts';

// The MCP endpoint (/api/mcp, docs/mcp.md) over the same services as the REST routes, for the caller
// of the request: one library per request, with the API's answers and failures.

/** A read as its route would answer it; a thrown error as the route's 500 or 503, logged, never its text. */
async function answered<T>(where: string, read: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await read();
  } catch (error) {
    return thrownFailure(error, `mcp ${where}`);
  }
}

export function mcpLibraryFor(viewer: Viewer): McpLibrary {
  return {
    listPrompts: (query) => answered('GET /api/prompts', () => listPromptsForViewer(viewer, query)),
    getPrompt: (id) => answered('GET /api/prompts/{id}', () => getPromptForViewer(viewer, id)),
    getParameters: () => answered('GET /api/user/parameters', () => getParameters(viewer)),
    listCategories: () => answered('GET /api/categories', () => listSystemCategories()),
    listCustomCategories: () => answered('GET /api/user-categories', () => listCustomCategories(viewer)),
  };
}

/**
 * One MCP exchange over Streamable HTTP, stateless (docs/mcp.md#one-request-any-instance): a fresh
 * server per request, no session kept in memory, so any instance behind the balancer answers any
 * request. 2026-07-28 clients get elicitation as an input-required answer they send back; 2025 clients
 * are served by the SDK's stateless fallback, where missing values are named instead.
 */
export function serveMcp(viewer: Viewer, req: Request): Promise<Response> {
  const handler = createMcpHandler(() => createMcpServer(mcpLibraryFor(viewer)), {
    maxRequestBodySize: 1024 * 1024,
    onerror: (error) => logger().warn({ err: error, where: 'POST /api/mcp' }, 'mcp request refused or failed'),
  });
  return handler.fetch(req);
}
