import { createMcpHandler, readRequestBody } from '@modelcontextprotocol/server';
import { MCP_MAX_BODY_BYTES } from '../constants';
import { fail, type Result } from '../errors';
import { errorResponse, thrownFailure } from '../http';
import { logger } from '../logger';
import type { McpLibrary } from '../mcp/library';
import { createMcpServer } from '../mcp/server';
import { MCP_HTTP_TEXT } from '../mcp/text';
import type { Viewer } from '../permissions';
import { listCustomCategories, listSystemCategories } from './categories';
import { getFilledMemory, rememberValues } from './profiles';
import { recordTrail } from './value-trail';
import { consumeRateLimit } from '../security/rate-limit';
import { getPrompt, listPrompts } from './prompts';

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

export function mcpLibraryFor(caller: Viewer): McpLibrary {
  // Whoever calls /api/mcp is an MCP client: a value marked "never send over MCP" is withheld from it.
  const viewer: Viewer = { ...caller, surface: 'mcp' };
  return {
    listPrompts: (query) => answered('GET /api/prompts', () => listPrompts(viewer, query)),
    getPrompt: (id) => answered('GET /api/prompts/{id}', () => getPrompt(viewer, id)),
    getParameters: (profile) => answered('GET /api/user/profiles/active', () => getFilledMemory(viewer, profile)),
    // A write, paid from the person's writes budget as the route's POST is (/api/mcp itself only reads).
    rememberValues: (profileId, values) =>
      answered('POST /api/user/parameters/remember', async () => (await consumeRateLimit('writes', viewer.id)) ?? rememberValues(viewer, { profileId, values })),
    // A write too, paid from the same budget as the route's POST.
    recordUses: (input) => answered('POST /api/user/trail', async () => (await consumeRateLimit('writes', viewer.id)) ?? recordTrail(viewer, input)),
    listCategories: () => answered('GET /api/categories', () => listSystemCategories()),
    listCustomCategories: () => answered('GET /api/user-categories', () => listCustomCategories(viewer)),
  };
}

const MAX_BODY_BYTES = MCP_MAX_BODY_BYTES;

/** A refusal in the SDK's own shape for a body it could not take (JSON-RPC error, no id). */
const rpcError = (status: number, code: number, message: string): Response =>
  Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers: { 'cache-control': 'no-store' } });

/** MCP methods that only list: paid from the token's listing budget (docs/mcp.md#limits). */
const LIST_METHODS = new Set(['prompts/list', 'tools/list', 'resources/list', 'resources/templates/list']);

/**
 * Whether a POST to /api/mcp only lists (one JSON-RPC request whose method is a list). Read from a
 * copy of the body, within its limit; anything else, a body refused later included, counts against
 * the token's general budget.
 */
export async function isMcpListRequest(req: Request): Promise<boolean> {
  const body = await readRequestBody(req.clone(), MAX_BODY_BYTES).catch(() => null);
  if (!body || body.tooLarge) return false;
  try {
    const message: unknown = JSON.parse(body.text);
    return typeof message === 'object' && message !== null && !Array.isArray(message) && LIST_METHODS.has(String((message as { method?: unknown }).method));
  } catch {
    return false;
  }
}

/**
 * One MCP exchange over Streamable HTTP, stateless (docs/mcp.md#one-request-any-instance): a fresh
 * server per request, no session kept in memory, so any instance behind the balancer answers any
 * request. 2026-07-28 clients get elicitation as an input-required answer they send back; 2025 clients
 * are served by the SDK's stateless fallback, where missing values are named instead.
 *
 * One JSON-RPC message per request: the SDK would run a batch (an array, up to 100 calls; MCP dropped
 * batches in 2025-06-18) on one count of the token's rate limit, so the body is read here, within its
 * limit, and an array is refused before any call runs.
 */
export async function serveMcp(viewer: Viewer, req: Request): Promise<Response> {
  const body = await readRequestBody(req, MAX_BODY_BYTES);
  // Before any JSON-RPC is read: the API's one error shape, as every route's 413 (docs/api.md).
  if (body.tooLarge) return errorResponse(fail(413, 'PAYLOAD_TOO_LARGE', MCP_HTTP_TEXT.tooLarge(MAX_BODY_BYTES)));
  let parsedBody: unknown;
  try {
    parsedBody = JSON.parse(body.text);
  } catch {
    return rpcError(400, -32700, MCP_HTTP_TEXT.parseError);
  }
  if (Array.isArray(parsedBody)) return rpcError(400, -32600, MCP_HTTP_TEXT.noBatches);
  const handler = createMcpHandler(() => createMcpServer(mcpLibraryFor(viewer)), {
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror: (error) => logger().warn({ err: error, where: 'POST /api/mcp' }, 'mcp request refused or failed'),
  });
  return handler.fetch(req, { parsedBody });
}
