#!/usr/bin/env node
// Promptloom's MCP server over stdio, for desktop assistants (docs/mcp.md): `npx promptloom-mcp` in the
// checkout, `npm run -s mcp`, or `node <checkout>/bin/promptloom-mcp.mjs` from anywhere. Plain Node 20:
// tsx (installed with the repository) loads the TypeScript entry, so there is no build step. It talks to
// the app over HTTP with PROMPTLOOM_URL and PROMPTLOOM_TOKEN; stdout carries the protocol only.
import { tsImport } from 'tsx/esm/api';

await tsImport('../scripts/mcp.ts', import.meta.url);
