import { z } from 'zod';
import { MCP_MAX_BODY_BYTES } from '../../constants';
import type { Endpoint } from '../endpoint';
import { errorBody } from '../responses';

// The MCP server over Streamable HTTP (docs/mcp.md). Its messages are JSON-RPC 2.0 as the Model Context
// Protocol defines them, read by the MCP SDK; they are described there, not here. A personal API token
// only: a sign-in session is refused with 401.

const jsonRpcMessage = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number()]).optional().meta({ description: 'Absent for a notification' }),
    method: z.string().meta({ example: 'tools/call' }),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ description: 'A JSON-RPC 2.0 request or notification of the Model Context Protocol (initialize, tools/list, tools/call, prompts/list, prompts/get …)' });

const jsonRpcAnswer = z
  .looseObject({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number(), z.null()]), result: z.unknown().optional(), error: z.unknown().optional() })
  .meta({ description: 'A JSON-RPC 2.0 response: `result`, or `error` with its code and message' });

const jsonRpcError = z
  .object({
    jsonrpc: z.literal('2.0'),
    error: z.object({ code: z.number().int(), message: z.string() }),
    id: z.null(),
  })
  .meta({ description: 'A JSON-RPC 2.0 error answered before any call ran' });

export const tag = {
  name: 'MCP',
  description: 'The Model Context Protocol server for assistants (search, get and fill prompts, list categories), with a personal API token.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/api/mcp',
    operationId: 'mcp',
    summary: 'MCP over Streamable HTTP',
    description:
      'Stateless: each request is answered on its own, by any instance. The JSON-RPC reads do not count as writes. A list (`prompts/list`, 100 prompts a page; `tools/list`, `resources/list`, `resources/templates/list`) counts against the token’s listing budget, every other request against its general one. In a JSON-RPC error, a refusal of the caller (401, 403, 429 from the API) is -32000 with the HTTP status and code in `data`; -32602 means the params were wrong. How to connect Claude Desktop, Cursor and VS Code: docs/mcp.md.',
    access: 'signedIn',
    apiTokenOnly: true,
    requestBody: { required: true, content: { 'application/json': { schema: jsonRpcMessage } } },
    responses: {
      200: {
        description: 'The JSON-RPC response, as JSON or as a Server-Sent Events stream (by the request’s `Accept`)',
        content: {
          'application/json': { schema: jsonRpcAnswer },
          'text/event-stream': { schema: z.string().meta({ description: 'Server-Sent Events whose `data:` lines are JSON-RPC messages' }) },
        },
      },
      202: { description: 'A notification, accepted (no body)' },
      // Refusals the MCP SDK and Next answer before our handler: a JSON-RPC error object (id null), or no body.
      400: {
        description: 'A body that is not JSON (-32700), a batch (an array: -32600; one message per request) or not a JSON-RPC message, as a JSON-RPC error',
        content: { 'application/json': { schema: jsonRpcError } },
      },
      405: {
        description:
          'Any method but POST (GET, a 2025 client’s stream of server messages; DELETE, the end of a session), with no body: this server is stateless, keeps no session and opens no stream',
      },
      406: {
        description: 'An `Accept` header that does not name both `application/json` and `text/event-stream`, as a JSON-RPC error (-32000, `Not Acceptable: …`)',
        content: { 'application/json': { schema: jsonRpcError } },
      },
      413: {
        description: `PAYLOAD_TOO_LARGE: a body over ${MCP_MAX_BODY_BYTES} bytes (1 MiB), refused before it is read further`,
        content: { 'application/json': { schema: errorBody } },
      },
      415: {
        description: 'A `Content-Type` that is not `application/json`, as a JSON-RPC error (-32000, `Unsupported Media Type: …`)',
        content: { 'application/json': { schema: jsonRpcError } },
      },
    },
    errors: { 401: 'a sign-in session or no credential: this endpoint takes a personal API token (`Authorization: Bearer pl_…`).' },
  },
];
