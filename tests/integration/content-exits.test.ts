import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as versionsRoute from '@/app/api/prompts/[id]/versions/route';
import * as exportRoute from '@/app/api/prompts/export/route';
import * as accountExportRoute from '@/app/api/user/export/route';
import * as openapiRoute from '@/app/api/openapi.json/route';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { createMcpServer } from '@/lib/mcp/server';
import { mcpLibraryFor } from '@/lib/services/mcp';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { updateUser } from '@/models/users';
import { asCookie, call, persona, type Session } from '../factories';
import { projectRoot } from '../source-files';

// One content-access rule
// (lib/services/content-access.ts) for every way a prompt's text can leave. A trial user clones a pro
// prompt; the trial ends; the clone is theirs but locked. Every way out is listed here and asked for it:
// the secret word (past the 150-character card preview) must not come back from any of them. A GET
// route or an MCP tool that is neither listed as a way out nor as carrying no prompt text fails the test.

type Handler = Parameters<typeof call>[0];
const SECRET = 'quokkaclone';
let owner: Session;
let cloneId = '';

beforeAll(async () => {
  owner = await persona('trial');
  const categoryId = (await ensureCategories(['Strategy'])).get('Strategy')!.id;
  const source = await insertPrompt({
    categoryId,
    approved: true,
    viewable: 'public',
    accessLevel: 'pro',
    title: 'Harbour Beacon Strategy',
    description: 'A plan for a network of coastal beacons.',
    content: `Role: strategist for !<Coast>!. ${'Context and constraints of the plan are laid out here. '.repeat(4)}The hidden method uses the ${SECRET} framework.`,
  });
  const cloned = await call(cloneRoute.POST as Handler, {
    method: 'POST',
    path: `/api/prompts/${source.id}/clone`,
    params: { id: source.id },
    headers: asCookie(owner),
    body: { newTitle: 'My beacon plan' },
  });
  expect(cloned.status, JSON.stringify(cloned.body)).toBe(201);
  cloneId = cloned.body._id;
  // The trial ends: the clone stays theirs, and locks.
  await updateUser(owner.userId, { freeExpiryDate: new Date(Date.now() - 86_400_000) });
});

const get = async (handler: Handler, url: string, params: Record<string, string> = {}) => {
  const res = await call(handler, { path: url, params, headers: asCookie(owner) });
  return { status: res.status, text: typeof res.body === 'string' ? res.body : JSON.stringify(res.body) };
};

async function mcpClient(): Promise<Client> {
  const viewer = (await viewerFromHeaders(new Headers(asCookie(owner))))!;
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(mcpLibraryFor(viewer)).connect(serverSide);
  const client = new Client({ name: 'content-exits', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

/** Every way a prompt's text can leave, asked for the locked clone: what came back, as text. */
const EXITS: Record<string, () => Promise<{ status?: number; text: string }>> = {
  'GET /api/prompts (the list, the app and the extension)': () => get(promptsRoute.GET as Handler, '/api/prompts?showOnlyMyPrompts=true'),
  'GET /api/prompts?search= (search results)': () => get(promptsRoute.GET as Handler, `/api/prompts?search=${encodeURIComponent('beacon plan')}`),
  'GET /api/prompts/{id} (the viewer, the extension)': () => get(promptRoute.GET as Handler, `/api/prompts/${cloneId}`, { id: cloneId }),
  'GET /api/prompts/{id}/versions': () => get(versionsRoute.GET as Handler, `/api/prompts/${cloneId}/versions`, { id: cloneId }),
  'GET /api/prompts/export (JSON)': () => get(exportRoute.GET as Handler, '/api/prompts/export?format=json'),
  'GET /api/prompts/export (Markdown)': () => get(exportRoute.GET as Handler, '/api/prompts/export?format=markdown'),
  'GET /api/user/export (the account export)': () => get(accountExportRoute.GET as Handler, '/api/user/export'),
  'GET /api/openapi.json (its examples)': () => get(openapiRoute.GET as Handler, '/api/openapi.json'),
  'MCP search_prompts': async () => ({ text: JSON.stringify(await (await mcpClient()).callTool({ name: 'search_prompts', arguments: { query: 'beacon plan' } })) }),
  'MCP get_prompt': async () => ({ text: JSON.stringify(await (await mcpClient()).callTool({ name: 'get_prompt', arguments: { id: cloneId } })) }),
  'MCP fill_prompt': async () => ({ text: JSON.stringify(await (await mcpClient()).callTool({ name: 'fill_prompt', arguments: { id: cloneId, values: { Coast: 'Maine' } } })) }),
  'MCP list_categories': async () => ({ text: JSON.stringify(await (await mcpClient()).callTool({ name: 'list_categories', arguments: {} })) }),
  'MCP prompts/list': async () => ({ text: JSON.stringify(await (await mcpClient()).listPrompts()) }),
  'MCP prompts/get': async () => {
    const client = await mcpClient();
    const text = await client.getPrompt({ name: `my-beacon-plan-${cloneId}`, arguments: { Coast: 'Maine' } }).then(
      (answer) => JSON.stringify(answer),
      (error: unknown) => String(error),
    );
    return { text };
  },
};

/** GET routes that carry no prompt text, and why. */
const NO_PROMPT_TEXT: Record<string, string> = {
  'app/api/admin/analytics/categories/route.ts': 'counts per category',
  'app/api/admin/analytics/events/route.ts': 'event counts',
  'app/api/admin/analytics/summary/route.ts': 'counts',
  'app/api/admin/analytics/timeseries/route.ts': 'counts per day',
  'app/api/admin/analytics/users-activity/route.ts': 'event counts per person',
  'app/api/admin/today/route.ts': 'counts',
  'app/api/admin/users/[id]/audit/route.ts': 'role and trial changes',
  'app/api/admin/users/route.ts': 'people, not prompts',
  'app/api/ai-prompt/usage/route.ts': 'generation counts',
  'app/api/categories/route.ts': 'category names',
  'app/api/checkout/verify/[checkoutId]/route.ts': 'a purchase flag',
  'app/api/health/live/route.ts': 'liveness',
  'app/api/health/route.ts': 'readiness',
  'app/api/prompts/grid/route.ts': 'admins only, who may read every prompt (canReadPromptContent)',
  'app/api/prompts/import/jobs/route.ts': "the caller's own imports: counts, and the titles and reasons of rows from the file they sent",
  'app/api/prompts/import/jobs/[id]/route.ts': "one of the caller's own imports (another's is 404): the same, or its rows as CSV",
  'app/api/stats/route.ts': 'usage counts',
  'app/api/user-categories/route.ts': 'custom category names',
  'app/api/user/parameters/route.ts': 'the parameter memory',
  'app/api/user/profiles/route.ts': 'profiles: the person’s own values over the memory',
  'app/api/user/profiles/active/route.ts': 'the memory as a profile fills it',
  'app/api/user/subscription/route.ts': 'subscription state',
  'app/api/user/trail/route.ts': 'the usage trail: parameter names and counts',
  'app/api/user/values/[key]/route.ts': 'one value: the person’s own, and the titles of prompts they used it in (a card shows as much)',
  'app/api/user/tokens/route.ts': 'token names',
  'app/api/webhooks/events/[id]/route.ts': 'admins only: a payment event',
  'app/api/webhooks/events/route.ts': 'admins only: payment events',
  'app/api/webhooks/failed/route.ts': 'admins only: payment events',
  'app/api/webhooks/flagged-purchases/route.ts': 'admins only: purchases',
  'app/api/webhooks/metrics/route.ts': 'admins only: counts',
  'app/api/auth/[...all]/route.ts': 'better-auth: sessions and the address confirmation link',
};

const EXIT_ROUTES: Record<string, string[]> = {
  'app/api/prompts/route.ts': ['GET /api/prompts (the list, the app and the extension)', 'GET /api/prompts?search= (search results)'],
  'app/api/prompts/[id]/route.ts': ['GET /api/prompts/{id} (the viewer, the extension)'],
  'app/api/prompts/[id]/versions/route.ts': ['GET /api/prompts/{id}/versions'],
  'app/api/prompts/export/route.ts': ['GET /api/prompts/export (JSON)', 'GET /api/prompts/export (Markdown)'],
  'app/api/user/export/route.ts': ['GET /api/user/export (the account export)'],
  'app/api/openapi.json/route.ts': ['GET /api/openapi.json (its examples)'],
};

function getRouteFiles(dir = 'app/api'): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...getRouteFiles(rel));
    else if (entry.name === 'route.ts' && /export const GET\b|export (async )?function GET\b|GET[,:]/.test(fs.readFileSync(path.join(projectRoot, rel), 'utf8'))) found.push(rel);
  }
  return found;
}

describe('one content-access rule for every way out', () => {
  it('the locked clone is the owner’s, and locked for them now', async () => {
    const viewer = (await viewerFromHeaders(new Headers(asCookie(owner))))!;
    expect(viewer.canAccessProFeatures).toBe(false);
    const listed = await call(promptsRoute.GET as Handler, { path: '/api/prompts?showOnlyMyPrompts=true', headers: asCookie(owner) });
    expect(listed.body.prompts.find((p: { _id: string }) => p._id === cloneId)).toMatchObject({ locked: true });
  });

  for (const [exit, ask] of Object.entries(EXITS)) {
    it(`${exit} never gives the locked text`, async () => {
      const answer = await ask();
      expect(answer.status ?? 200).toBeLessThan(500);
      expect(answer.text).not.toContain(SECRET);
    });
  }

  it('every GET route is a way out asked above, or carries no prompt text (a new route must be listed)', () => {
    const unlisted = getRouteFiles().filter((file) => !(file in EXIT_ROUTES) && !(file in NO_PROMPT_TEXT));
    expect(unlisted, 'list the new route in EXIT_ROUTES (with a probe in EXITS) or in NO_PROMPT_TEXT with a reason').toEqual([]);
    for (const names of Object.values(EXIT_ROUTES)) for (const name of names) expect(EXITS).toHaveProperty([name]);
  });

  it('every MCP tool is asked above (a new tool must be listed)', async () => {
    const tools = (await (await mcpClient()).listTools()).tools.map((t) => `MCP ${t.name}`);
    expect(tools.filter((name) => !(name in EXITS))).toEqual([]);
  });
});
