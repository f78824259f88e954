import type { ApiReads } from '../dto/api';
import type { Result } from '../errors';
import type { TrailRecordInput } from '../dto/value-trail';

// What the MCP server reads, in the API's own wire shapes (lib/dto/api.ts). Two sources answer it:
// the services for the caller of /api/mcp (lib/services/mcp.ts), and the REST API over HTTP for the
// stdio server on a person's machine (lib/mcp/rest-library.ts). Both hand back what GET /api/… would,
// failures included, so the tools show a prompt (a locked pro one too) exactly as the API does.

export type McpLibrary = {
  /** GET /api/prompts with this query (the API's own parameters: search, page, categories …). */
  listPrompts(query: Record<string, string>): Promise<Result<ApiReads['GET /api/prompts']>>;
  /** GET /api/prompts/{id}. */
  getPrompt(id: string): Promise<Result<ApiReads['GET /api/prompts/[id]']>>;
  /**
   * GET /api/user/profiles/active: the caller's parameter memory as their profile fills it, the one
   * `profile` names (an id or a name) or else the token's own (docs/memory.md#profiles).
   */
  getParameters(profile?: string): Promise<Result<ApiReads['GET /api/user/profiles/active']>>;
  /**
   * POST /api/user/parameters/remember: values a form asked for, kept in the profile that filled
   * (its id), else in the personal memory, so the next fill needs no form.
   */
  rememberValues(profileId: string | null, values: Record<string, string>): Promise<Result<ApiReads['POST /api/user/parameters/remember']>>;
  /**
   * POST /api/user/trail: which values a fill used, from where, for the person's usage trail
   * (docs/memory.md#the-usage-trail); `client` is the MCP client's name.
   */
  recordUses(input: TrailRecordInput): Promise<Result<ApiReads['POST /api/user/trail']>>;
  /** GET /api/categories. */
  listCategories(): Promise<Result<ApiReads['GET /api/categories']>>;
  /** GET /api/user-categories (refused without pro access). */
  listCustomCategories(): Promise<Result<ApiReads['GET /api/user-categories']>>;
};
