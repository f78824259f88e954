import { corsPreflight, adminRoute, route, withJsonBody } from '@/lib/http';
import { deletePrompt, getPrompt, updatePrompt } from '@/lib/services/prompts';
import { moderatePrompt } from '@/lib/services/prompt-grid';

export const GET = route(async ({ viewer, params }) => getPrompt(viewer, params.id));
export const PUT = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => updatePrompt(viewer, params.id, body)));
// The admin grid's inline edit of approved and access level (spec P2 §2, §7 "Inline prompt update").
export const PATCH = adminRoute(async ({ req, viewer, params }) => withJsonBody(req, (body) => moderatePrompt(viewer, params.id, body)));
export const DELETE = route(async ({ viewer, params }) => deletePrompt(viewer, params.id));

// The browser extension calls this route (docs/extension.md).
export const OPTIONS = corsPreflight;
