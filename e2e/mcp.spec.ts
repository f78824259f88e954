import { expect, test } from './fixtures/test';
import { Client, StreamableHTTPClientTransport, type ElicitRequestFormParams } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { confirmAddress } from './fixtures/confirm-address';
import { PASSWORD } from './fixtures/personas';

// The MCP server (docs/mcp.md) in the built app: an assistant connects over Streamable HTTP
// to /api/mcp and through the `npx promptloom-mcp` command, with a new person's token. The person is
// made here (a new account is on trial, so it may make tokens) so no persona's state changes.

/** A form answered as a person would: each field still empty gets a value (a select its first option). */
const answerForm = (params: ElicitRequestFormParams) => ({
  action: 'accept' as const,
  content: Object.fromEntries(
    (params.requestedSchema.required ?? []).map((name) => {
      const field = params.requestedSchema.properties[name] as { enum?: string[] };
      return [name, field.enum?.[0] ?? `E2E ${name}`];
    }),
  ),
});

const texts = (result: { content?: unknown }) => ((result.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

test('an assistant searches, reads and fills a prompt over HTTP and over the stdio command', async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const email = `mcp-${Date.now()}@e2e.test`;
  expect((await api.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: 'Morgan Mcp' } })).status()).toBe(200);
  await confirmAddress(api, origin, email);
  const created = await api.post('/api/user/tokens', { data: { name: 'Assistant' } });
  expect(created.status()).toBe(201);
  const { token } = await created.json();
  await api.dispose();

  const refused = await fetch(`${origin}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
  expect(refused.status).toBe(401);

  // Over HTTP, as a 2026-07-28 client that can show forms.
  const http = new Client({ name: 'e2e-http', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } });
  const forms: ElicitRequestFormParams[] = [];
  http.setRequestHandler('elicitation/create', async (request) => {
    forms.push(request.params as ElicitRequestFormParams);
    return answerForm(request.params as ElicitRequestFormParams);
  });
  await http.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', origin), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  const search = await http.callTool({ name: 'search_prompts', arguments: { query: 'cold emial' } });
  const found = (search.structuredContent as { prompts: { _id: string; title: string }[] }).prompts.find((p) => p.title === 'Personalised Cold Email')!;
  expect(found).toBeDefined();
  const filled = await http.callTool({ name: 'fill_prompt', arguments: { id: found._id } });
  expect(forms).toHaveLength(1);
  expect(filled.structuredContent).toMatchObject({ complete: true, missing: [] });
  // The sign-up name is in the parameter memory, and fills the name placeholders.
  expect(texts(filled)).toContain('Morgan Mcp');
  expect(texts(filled)).not.toContain('!<');
  await http.close();

  // A 2025 client over HTTP: what is missing is named.
  const legacy = new Client({ name: 'e2e-legacy', version: '1.0.0' });
  await legacy.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', origin), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  const named = await legacy.callTool({ name: 'fill_prompt', arguments: { id: found._id } });
  expect((named.structuredContent as { complete: boolean }).complete).toBe(false);
  expect(texts(named)).toContain('Still missing:');
  expect((await legacy.listPrompts()).prompts.some((p) => p.name.endsWith(found._id))).toBe(true);
  await legacy.close();

  // The stdio command, as a desktop assistant starts it, against the same app.
  // Its form is answered with "Remember these values" ticked: the next fill asks only for the choices.
  const stdio = new Client({ name: 'e2e-stdio', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
  const stdioForms: ElicitRequestFormParams[] = [];
  stdio.setRequestHandler('elicitation/create', async (request) => {
    const params = request.params as ElicitRequestFormParams;
    stdioForms.push(params);
    const answer = answerForm(params);
    return { ...answer, content: { ...answer.content, ...('promptloom_remember' in params.requestedSchema.properties ? { 'promptloom_remember': true } : {}) } };
  });
  await stdio.connect(
    new StdioClientTransport({
      command: 'npx',
      args: ['--no-install', 'promptloom-mcp'],
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PROMPTLOOM_URL: origin, PROMPTLOOM_TOKEN: token },
      stderr: 'pipe',
    }),
  );
  const viaStdio = await stdio.callTool({ name: 'fill_prompt', arguments: { id: found._id } });
  expect(viaStdio.structuredContent).toMatchObject({ complete: true });
  expect((viaStdio.structuredContent as { text: string }).text).toBe((filled.structuredContent as { text: string }).text);
  const remembered = (viaStdio.structuredContent as { remembered: string[] }).remembered;
  expect(remembered.length).toBeGreaterThan(0);
  expect(texts(viaStdio)).toContain('Remembered in your parameter memory:');
  const again = await stdio.callTool({ name: 'fill_prompt', arguments: { id: found._id } });
  expect(again.structuredContent).toMatchObject({ complete: true, remembered: [] });
  // Asked again: only what cannot be remembered (the prompt's own choices), without the offer.
  const first = stdioForms[0]!.requestedSchema.properties as Record<string, { enum?: string[] }>;
  const choices = Object.keys(first).filter((name) => first[name]!.enum);
  expect(Object.keys(stdioForms[1]?.requestedSchema.properties ?? {})).toEqual(choices);
  await stdio.close();
});
