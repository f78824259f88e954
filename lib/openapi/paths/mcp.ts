import { z } from 'zod';
import type { Endpoint } from '../endpoint';

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
      'Stateless: each request is answered on its own, by any instance. The JSON-RPC reads do not count as writes; the token’s own rate limit counts every request. How to connect Claude Desktop, Cursor and VS Code: docs/mcp.md.',
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
    },
    errors: { 401: 'a sign-in session or no credential: this endpoint takes a personal API token (`Authorization: Bearer pl_…`).' },
  },
];
