import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  inputRequired,
  inputResponse,
  McpServer,
  ProtocolError,
  ProtocolErrorCode,
  type CallToolResult,
  type ClientCapabilities,
  type GetPromptResult,
  type InputRequiredResult,
  type ListPromptsResult,
  type Prompt,
  type ServerContext,
} from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { PROMPT_PAGE_SIZE_MAX } from '../constants';
import type { PromptDTO } from '../dto/prompts';
import type { ProfileRefDTO } from '../dto/profiles';
import type { Failure } from '../errors';
import { slugify } from '../transfer/markdown';
import { rememberedValue, valueFor, type Placeholder } from '../placeholders';
import type { UseInput } from '../dto/value-trail';
import { ownValue } from '../own';
import { canRemember, isChoice, rememberName } from '../placeholder-fields';
import type { McpLibrary } from './library';
import { checkValues, fillablePlaceholders, fillPrompt, memoryValues, placeholderDescription, placeholderSchema, type Filling, type Values } from './placeholder-form';
import { categoriesOutput, fillInput, fillOutput, getInput, getOutput, searchInput, searchOutput } from './schemas';
import { categoriesText, failureText, fillText, MCP_TEXT, missingArgumentsText, promptText, searchText } from './text';

// Promptloom's MCP server (docs/mcp.md), one definition for both transports: /api/mcp builds
// it per request over the services (lib/services/mcp.ts), the stdio command once per connection over
// the REST API (lib/mcp/rest-library.ts). Tools read through the library only, so rights, pro
// content and the search are the API's.

export const MCP_SERVER_INFO = { name: 'promptloom', title: 'Promptloom', version: '1.0.0' } as const;
/** The key of fill's one elicitation in `inputRequests` / `inputResponses`. */
const FORM_KEY = 'values';
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
/** fill_prompt reads, and keeps the values its form asked for when the person ticks "Remember these values". */
const FILLS = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;

const text = (value: string) => [{ type: 'text' as const, text: value }];
const toolFailure = (failure: Failure): CallToolResult => ({ isError: true, content: text(failureText(failure)) });

/**
 * Whether the client can show a form: declared on the request itself (2026-07-28), or at the
 * connection's `initialize` (2025, over stdio). A 2025 client over stateless HTTP declares nothing
 * this instance saw, so its missing values are named instead (docs/mcp.md#elicitation).
 */
function canAskForm(server: McpServer, ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const capabilities = (envelope?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined) ?? server.server.getClientCapabilities();
  const elicitation = capabilities?.elicitation;
  // A bare `elicitation: {}` means forms (the spec's reading for older clients).
  return elicitation !== undefined && (elicitation.form !== undefined || elicitation.url === undefined);
}

type Filled = { prompt: PromptDTO; filling: Filling; declined: boolean; profile: ProfileRefDTO | null; remembered: string[]; notRemembered: string | null; uses: UseInput[] };

/** The MCP client's name: declared on the request (2026-07-28), or at the connection's `initialize`. */
function clientName(server: McpServer, ctx: ServerContext): string | null {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const info = (envelope?.[CLIENT_INFO_META_KEY] as { name?: unknown } | undefined) ?? server.server.getClientVersion();
  return typeof info?.name === 'string' && info.name.trim() ? info.name.trim().slice(0, 100) : null;
}

/**
 * Which values a fill used and from where, for the usage trail (docs/memory.md#the-usage-trail): asked
 * in its form, given by the assistant, the profile's, the memory's, or the prompt's default.
 */
function usesOf(placeholders: Placeholder[], filling: Filling, given: Values, elicited: Values, fromProfile: Set<string>, profileId: string | null): UseInput[] {
  return placeholders.flatMap((p): UseInput[] => {
    const source: UseInput['source'] | null =
      ownValue(elicited, p.key) !== undefined
        ? 'asked'
        : ownValue(given, p.key)
          ? 'typed'
          : filling.fromMemory.includes(p.key)
            ? fromProfile.has(p.key)
              ? 'profile'
              : 'memory'
            : valueFor(p, filling.values) !== null
              ? 'default'
              : null;
    // A choice among the prompt's own options is the prompt's, not a value of the person's.
    if (!source || ((source === 'typed' || source === 'asked' || source === 'default') && isChoice(p))) return [];
    return [{ name: p.label, source, ...(source === 'profile' ? { profileId } : {}) }];
  });
}

/** Record a fill's uses; the fill stands whatever happens to the record. */
async function recordFill(library: McpLibrary, outcome: Filled, client: string | null): Promise<void> {
  if (!outcome.uses.length) return;
  await library.recordUses({ promptId: outcome.prompt._id, action: 'fill', uses: outcome.uses, ...(client ? { client } : {}) }).catch(() => undefined);
}

/** The form's own question beside the placeholders: a name no placeholder key has (placeholderKey removes '_'). */
export const REMEMBER_KEY = 'promptloom_remember';
/** What a form may offer to remember: values a person types, not a choice among a prompt's own options. */
const rememberable = canRemember;

/**
 * Fill a prompt as the viewer does: the given values, else the parameter memory. When something is
 * still missing and the client can show a form, ask once (an input-required answer; the client asks
 * the person and calls again with the answer), then fill with what came back.
 */
async function fill(
  library: McpLibrary,
  id: string,
  rawValues: unknown,
  profile: string | undefined,
  ctx: ServerContext,
  askable: boolean,
  offerRemember = true,
): Promise<Failure | InputRequiredResult | Filled> {
  const prompt = await library.getPrompt(id);
  if (!prompt.ok) return prompt;
  const placeholders = fillablePlaceholders(prompt.data.content);
  const given = checkValues(placeholders, rawValues);
  if (!given.ok) return given;
  const parameters = await library.getParameters(profile);
  if (!parameters.ok) return parameters;
  const memory = memoryValues(parameters.data.parameters);
  // The placeholder keys the profile's values answer to (by parameter name or alias).
  const profileFilled = Object.fromEntries((parameters.data.fromProfile ?? []).flatMap((name) => (Object.hasOwn(parameters.data.parameters, name) ? [[name, parameters.data.parameters[name]!]] : [])));
  const fromProfile = new Set(Object.keys(memoryValues(profileFilled)));
  let filling = fillPrompt(prompt.data.content, placeholders, given.data, memory);
  let elicitedValues: Values = {};
  let declined = false;
  let remembered: string[] = [];
  let notRemembered: string | null = null;
  const filledBy = parameters.data.profile;
  if (filling.missing.length > 0 && askable) {
    // The form asks only for what is missing, and offers to keep what can be kept for the next fill.
    const asked = filling.missing;
    const keepable = offerRemember ? asked.filter(rememberable) : [];
    const answer = inputResponse(ctx.mcpReq.inputResponses, FORM_KEY);
    if (answer.kind !== 'elicit') {
      const form = placeholderSchema(asked);
      const requestedSchema = keepable.length
        ? { ...form, properties: { ...form.properties, [REMEMBER_KEY]: { type: 'boolean' as const, title: MCP_TEXT.rememberTitle, description: MCP_TEXT.rememberDescription(filledBy?.name ?? null), default: false } } }
        : form;
      return inputRequired({ inputRequests: { [FORM_KEY]: inputRequired.elicit({ message: MCP_TEXT.elicitMissing(prompt.data.title, asked.length), requestedSchema }) } });
    }
    if (answer.action === 'accept') {
      const { [REMEMBER_KEY]: remember, ...content } = answer.content ?? {};
      const elicited = checkValues(placeholders, content);
      if (!elicited.ok) return elicited;
      elicitedValues = elicited.data;
      filling = fillPrompt(prompt.data.content, placeholders, { ...given.data, ...elicited.data }, memory);
      if (remember === true) {
        // By the placeholder's label, as the viewer names a parameter: it then answers to that placeholder.
        const keep = Object.fromEntries(
          keepable.flatMap((p) => {
            const value = ownValue(elicited.data, p.key);
            return value?.trim() ? [[rememberName(p), value]] : [];
          }),
        );
        if (Object.keys(keep).length) {
          // The fill the person answered stands whatever happens to the remembering: a refusal is said beside it.
          const saved = await library.rememberValues(filledBy?._id ?? null, keep);
          if (saved.ok) remembered = saved.data.remembered;
          else notRemembered = saved.error;
        }
      }
    } else declined = true;
  }
  const uses = usesOf(placeholders, filling, given.data, elicitedValues, fromProfile, filledBy?._id ?? null);
  return { prompt: prompt.data, filling, declined, profile: filledBy, remembered, notRemembered, uses };
}

const isFailure = (value: object): value is Failure => 'ok' in value && value.ok === false;
const isInputRequired = (value: object): value is InputRequiredResult => 'resultType' in value;

/** The API's list query for search_prompts' input. */
function listQuery(input: z.output<typeof searchInput>): Record<string, string> {
  const query: Record<string, string> = {};
  if (input.query) query.search = input.query;
  if (input.page) query.page = String(input.page);
  if (input.categoryIds?.length) query.categories = input.categoryIds.join(',');
  if (input.customCategoryIds?.length) query.userCategories = input.customCategoryIds.join(',');
  if (input.onlyMine) query.showOnlyMyPrompts = 'true';
  if (input.onlyPro) query.showOnlyProPrompts = 'true';
  if (input.hidePro) query.hideProPrompts = 'true';
  if (input.onlyMyCategories) query.showOnlyMyCategories = 'true';
  return query;
}

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** An MCP prompt's name: its title as a slug (the export's file names'), then its id, so a name always leads back to one prompt. */
export const mcpPromptName = (prompt: Pick<PromptDTO, '_id' | 'title'>): string => `${slugify(prompt.title).slice(0, 48).replace(/-+$/, '')}-${prompt._id}`;

const promptIdOf = (name: string): string | null => UUID_AT_END.exec(name)?.[1] ?? null;

function asMcpPrompt(prompt: PromptDTO, memory: Values): Prompt {
  const placeholders = fillablePlaceholders(prompt.content);
  return {
    name: mcpPromptName(prompt),
    title: prompt.title,
    description: prompt.description,
    arguments: placeholders.map((p) => {
      const remembered = rememberedValue(p, memory) !== undefined;
      return {
        name: p.key,
        // PromptArgument has no title: the description names the placeholder (or a select's options).
        description: placeholderDescription(p, remembered),
        // What the parameter memory fills, an optional input and one with a default need not be given.
        required: !remembered && valueFor(p, {}) === null,
      };
    }),
  };
}

/** JSON-RPC's range for a server's own errors (-32000 to -32099): the API refused the caller, not the params. */
export const MCP_SERVER_ERROR = -32000;

/**
 * A failure of prompts/list or prompts/get as a JSON-RPC error. Only what the request's params got wrong
 * (a bad value, an unknown prompt) is -32602; a refusal of the caller (401, 403, 429) is a server error
 * and a fault a server error or -32603, each with the API's status and code in `data`, so a client can
 * tell "sign in again" or "wait" from "fix the call".
 */
function protocolFailure(failure: Failure): ProtocolError {
  const data = { status: failure.status, code: failure.code, ...(failure.retryAfter ? { retryAfter: failure.retryAfter } : {}) };
  const code = failure.status === 400 || failure.status === 404 ? ProtocolErrorCode.InvalidParams : failure.status === 500 ? ProtocolErrorCode.InternalError : MCP_SERVER_ERROR;
  return new ProtocolError(code, failureText(failure), data);
}

/** The server over one caller's library. */
export function createMcpServer(library: McpLibrary): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { capabilities: { prompts: { listChanged: false }, tools: { listChanged: false } }, instructions: MCP_TEXT.instructions });

  server.registerTool(
    'search_prompts',
    {
      title: 'Search my prompt library',
      description: "Search the user's Promptloom library, ranked by relevance, typo-tolerant, with the library's filters; 12 a page. A pro prompt the user may not open shows only a preview.",
      inputSchema: searchInput,
      outputSchema: searchOutput,
      annotations: READ_ONLY,
    },
    async (input) => {
      const answer = await library.listPrompts(listQuery(input));
      if (!answer.ok) return toolFailure(answer);
      return { content: text(searchText(answer.data)), structuredContent: answer.data };
    },
  );

  server.registerTool(
    'get_prompt',
    {
      title: 'Get a prompt',
      description: "A prompt with its content and its placeholders as a JSON Schema (valuesSchema): what fill_prompt's `values` take, with the user's parameter memory as defaults.",
      inputSchema: getInput,
      outputSchema: getOutput,
      annotations: READ_ONLY,
    },
    async ({ id, profile }) => {
      const prompt = await library.getPrompt(id);
      if (!prompt.ok) return toolFailure(prompt);
      const parameters = await library.getParameters(profile);
      if (!parameters.ok) return toolFailure(parameters);
      const placeholders = fillablePlaceholders(prompt.data.content);
      const memory = memoryValues(parameters.data.parameters);
      const known: Values = {};
      for (const p of placeholders) {
        const value = rememberedValue(p, memory);
        if (value !== undefined) known[p.key] = value;
      }
      const valuesSchema = placeholderSchema(placeholders, known, new Set(Object.keys(known)));
      return { content: text(promptText(prompt.data, placeholders, known)), structuredContent: { prompt: prompt.data, valuesSchema, profile: parameters.data.profile } };
    },
  );

  server.registerTool(
    'fill_prompt',
    {
      title: 'Fill a prompt',
      description:
        "Build a prompt: its placeholders filled from `values`, else from the user's parameter memory (names and aliases). What is still missing is asked of the user in a form where the client supports it, else named in the answer.",
      inputSchema: fillInput,
      outputSchema: fillOutput,
      annotations: FILLS,
    },
    async ({ id, values, profile }, ctx) => {
      const outcome = await fill(library, id, values, profile, ctx, canAskForm(server, ctx));
      if (isFailure(outcome)) return toolFailure(outcome);
      if (isInputRequired(outcome)) return outcome;
      await recordFill(library, outcome, clientName(server, ctx));
      const { prompt, filling, declined, profile: filledBy, remembered, notRemembered } = outcome;
      const missing = filling.missing.map((p) => ({ name: p.key, title: p.label, type: p.input.type, ...(p.options.length ? { options: p.options } : {}) }));
      // The built prompt stays the first text on its own; what was remembered is a note beside it.
      const note = remembered.length
        ? text(MCP_TEXT.remembered(remembered, filledBy?.name ?? null))
        : notRemembered
          ? text(MCP_TEXT.notRemembered(notRemembered))
          : [];
      return {
        content: [...text(fillText(filling, declined)), ...note],
        structuredContent: {
          promptId: prompt._id,
          title: prompt.title,
          text: filling.text,
          complete: missing.length === 0,
          values: filling.values,
          fromMemory: filling.fromMemory,
          missing,
          profile: filledBy,
          remembered,
        },
      };
    },
  );

  server.registerTool(
    'list_categories',
    {
      title: 'List categories',
      description: "The library's categories and the user's own (with Pro access), with the ids search_prompts filters by.",
      inputSchema: undefined,
      outputSchema: categoriesOutput,
      annotations: READ_ONLY,
    },
    async () => {
      const categories = await library.listCategories();
      if (!categories.ok) return toolFailure(categories);
      const custom = await library.listCustomCategories();
      // Without pro access there are no custom categories to list (the API answers 403).
      const customCategories = custom.ok ? custom.data : [];
      if (!custom.ok && custom.status !== 403) return toolFailure(custom);
      return { content: text(categoriesText(categories.data, customCategories)), structuredContent: { categories: categories.data, customCategories } };
    },
  );

  // Each prompt the caller can use is an MCP prompt: the library's list order, 100 a page (one API page
  // per prompts/list page; the cursor is the page number), locked pro prompts left out. The parameter
  // memory (which arguments are required) is read at a listing's first page and kept for its later
  // pages, so over stdio a page costs one API call; a cursor met first is read for too.
  let listingMemory: Values | undefined;
  server.server.setRequestHandler('prompts/list', async (request): Promise<ListPromptsResult> => {
    const cursor = request.params?.cursor;
    const page = cursor === undefined ? 1 : Number(cursor);
    if (!Number.isInteger(page) || page < 1) throw new ProtocolError(ProtocolErrorCode.InvalidParams, MCP_TEXT.badCursor);
    const answer = await library.listPrompts({ page: String(page), limit: String(PROMPT_PAGE_SIZE_MAX) });
    if (!answer.ok) throw protocolFailure(answer);
    // The API clamps a page past the end to the last one; a cursor past the end lists nothing.
    if (answer.data.currentPage !== page) return { prompts: [] };
    if (page === 1 || listingMemory === undefined) {
      const parameters = await library.getParameters();
      if (!parameters.ok) throw protocolFailure(parameters);
      listingMemory = memoryValues(parameters.data.parameters);
    }
    const memory = listingMemory;
    const prompts = answer.data.prompts.filter((p) => !p.locked).map((p) => asMcpPrompt(p, memory));
    return page < answer.data.totalPages ? { prompts, nextCursor: String(page + 1) } : { prompts };
  });

  server.server.setRequestHandler('prompts/get', async (request, ctx): Promise<GetPromptResult | InputRequiredResult> => {
    const id = promptIdOf(request.params.name);
    if (!id) throw new ProtocolError(ProtocolErrorCode.InvalidParams, MCP_TEXT.unknownPrompt);
    // prompts/get answers messages only, with nowhere to say what was kept: its form offers no remembering.
    const outcome = await fill(library, id, request.params.arguments ?? {}, undefined, ctx, canAskForm(server, ctx), false);
    if (isFailure(outcome)) throw protocolFailure(outcome);
    if (isInputRequired(outcome)) return outcome;
    if (outcome.filling.missing.length > 0) throw new ProtocolError(ProtocolErrorCode.InvalidParams, missingArgumentsText(outcome.filling.missing));
    await recordFill(library, outcome, clientName(server, ctx));
    return { description: outcome.prompt.description, messages: [{ role: 'user', content: { type: 'text', text: outcome.filling.text } }] };
  });

  return server;
}
