import { corsPreflight, route, withJsonBody } from '@/lib/http';
import { rememberValues } from '@/lib/services/profiles';

// Values a fill asked for, kept for the next one (MCP's "remember these values", docs/memory.md).
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => rememberValues(viewer, body)));

// The extension's Remember calls this route too (docs/extension.md).
export const OPTIONS = corsPreflight;
