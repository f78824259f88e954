import { z } from 'zod';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { issuesText } from '../lib/errors';
import { isWellFormedPersonalToken } from '../lib/auth/personal-tokens';
import { restLibrary } from '../lib/mcp/rest-library';
import { createMcpServer } from '../lib/mcp/server';

// `npx promptloom-mcp` (bin/promptloom-mcp.mjs) and `npm run -s mcp`: Promptloom's MCP server over stdio
// for desktop assistants (docs/mcp.md). It runs on the person's machine and reads their library from
// the app over HTTP with their personal API token. stdout carries the protocol only; everything else
// goes to stderr.

const config = z.object({
  PROMPTLOOM_URL: z
    .string()
    .trim()
    .default('http://localhost:3000')
    .pipe(z.url({ protocol: /^https?$/, error: 'PROMPTLOOM_URL must be the app’s address, e.g. https://promptloom.example.com', abort: true }))
    // The API's paths are appended to it, and it is shown in messages: no credentials, query or fragment.
    .refine((url) => {
      const { username, password, search, hash } = new URL(url);
      return !username && !password && !search && !hash;
    }, 'PROMPTLOOM_URL must be the app’s address alone, without a user name, password, query or #fragment'),
  PROMPTLOOM_TOKEN: z
    .string({ error: 'PROMPTLOOM_TOKEN is not set: create a personal API token on the account page and set it in the assistant’s MCP config' })
    .trim()
    .refine(isWellFormedPersonalToken, 'PROMPTLOOM_TOKEN is not a personal API token (pl_ and 43 characters)'),
  PROMPTLOOM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
});

const parsed = config.safeParse(process.env);
if (!parsed.success) {
  console.error(`promptloom-mcp: ${issuesText(parsed.error)}`);
  process.exit(1);
}
const { PROMPTLOOM_URL, PROMPTLOOM_TOKEN, PROMPTLOOM_TIMEOUT_MS } = parsed.data;
const library = restLibrary({ baseUrl: PROMPTLOOM_URL, token: PROMPTLOOM_TOKEN, timeoutMs: PROMPTLOOM_TIMEOUT_MS });

serveStdio(() => createMcpServer(library), {
  onerror: (error) => console.error(`promptloom-mcp: ${error.message}`),
});
console.error(`promptloom-mcp: serving ${PROMPTLOOM_URL} over stdio`);
