import { z } from 'zod';
import type { ApiRead, ApiReads } from '../dto/api';
import { fail, normalizeError, ok, type Result } from '../errors';
import { MCP_USER_AGENT } from '../surface';
import type { McpLibrary } from './library';
import { categoriesOutput, promptOutput, searchOutput } from './schemas';

// The library of the stdio server (scripts/mcp.ts), which runs on a person's machine: the app's REST
// API over HTTP with their personal API token. What the API answers, failures included, is what the
// tools show, so rights and pro content are the API's by construction.

export type RestLibraryOptions = {
  /** The app's address, e.g. https://promptloom.example.com. */
  baseUrl: string;
  /** A personal API token (`pl_…`). */
  token: string;
  /** Per request; a stalled network gives up rather than hanging the assistant. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const USER_AGENT = MCP_USER_AGENT;

/**
 * The shape each read must have: whatever answers at PROMPTLOOM_URL is checked before a tool reads
 * it, so another service there is named as such rather than failing inside a tool. Checked only:
 * the answer goes on as it came.
 */
const ANSWER_SHAPES: { [K in McpRead]: z.ZodType } = {
  'GET /api/prompts': searchOutput,
  'GET /api/prompts/[id]': promptOutput,
  'POST /api/user/parameters/remember': z.object({ profile: z.object({ _id: z.string(), name: z.string() }).nullable(), remembered: z.array(z.string()), values: z.record(z.string(), z.string()) }),
  'GET /api/user/profiles/active': z.object({ profile: z.object({ _id: z.string(), name: z.string() }).nullable(), parameters: z.record(z.string(), z.unknown()) }),
  'POST /api/user/trail': z.object({ recorded: z.number() }),
  'GET /api/categories': categoriesOutput.shape.categories,
  'GET /api/user-categories': categoriesOutput.shape.customCategories,
};
type McpRead =
  | 'GET /api/prompts'
  | 'GET /api/prompts/[id]'
  | 'GET /api/user/profiles/active'
  | 'POST /api/user/parameters/remember'
  | 'POST /api/user/trail'
  | 'GET /api/categories'
  | 'GET /api/user-categories';

export function restLibrary({ baseUrl, token, timeoutMs = 30_000, fetch: fetchImpl = fetch }: RestLibraryOptions): McpLibrary {
  const origin = baseUrl.replace(/\/+$/, '');

  /** A GET with `query`, or the key's POST with `payload` as JSON. */
  async function read<K extends McpRead & ApiRead>(key: K, path: string, query: Record<string, string> = {}, payload?: unknown): Promise<Result<ApiReads[K]>> {
    const search = new URLSearchParams(query).toString();
    const url = `${origin}${path}${search ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: key.startsWith('POST ') ? 'POST' : 'GET',
        headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'user-agent': USER_AGENT, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return fail(503, 'SERVICE_UNAVAILABLE', `Cannot reach Promptloom at ${origin}: ${cause}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = normalizeError({ ...(body as object | undefined), status: response.status }, `Promptloom answered HTTP ${response.status}`);
      const failure = fail(error.status, error.code, error.error, error.fields);
      const retryAfter = Number(response.headers.get('retry-after'));
      return Number.isInteger(retryAfter) && retryAfter > 0 ? { ...failure, retryAfter } : failure;
    }
    if (body === undefined) return fail(502, 'UNKNOWN_ERROR', `Promptloom at ${origin} did not answer JSON: is PROMPTLOOM_URL the app's address?`);
    if (!ANSWER_SHAPES[key].safeParse(body).success) {
      return fail(502, 'UNKNOWN_ERROR', `${origin} did not answer ${key} as Promptloom does: is PROMPTLOOM_URL the app's address?`);
    }
    return ok(body as ApiReads[K]);
  }

  return {
    listPrompts: (query) => read('GET /api/prompts', '/api/prompts', query),
    getPrompt: (id) => read('GET /api/prompts/[id]', `/api/prompts/${encodeURIComponent(id)}`),
    getParameters: (profile) => read('GET /api/user/profiles/active', '/api/user/profiles/active', profile ? { profile } : {}),
    rememberValues: (profileId, values) => read('POST /api/user/parameters/remember', '/api/user/parameters/remember', {}, { profileId, values }),
    recordUses: (input) => read('POST /api/user/trail', '/api/user/trail', {}, input),
    listCategories: () => read('GET /api/categories', '/api/categories'),
    listCustomCategories: () => read('GET /api/user-categories', '/api/user-categories'),
  };
}
