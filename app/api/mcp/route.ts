import { route } from '@/lib/http';
import { isMcpListRequest, serveMcp } from '@/lib/services/mcp';

// MCP over Streamable HTTP (docs/mcp.md): a personal API token only, its per-token rate limit; JSON-RPC
// reads are not writes (a remembered form answer pays the writes budget itself, lib/services/mcp.ts), and a list
// (prompts/list, tools/list …) is paid from the token's listing budget. The SDK
// reads the body within its own 1 MiB (lib/services/mcp.ts), answering in JSON-RPC's shape.
export const POST = route(async ({ req, viewer }) => serveMcp(viewer, req), { apiTokenOnly: true, readOnly: true, listsOnly: isMcpListRequest, bodyLimit: 'handler' });
