import { corsPreflight, route, searchParamsOf, withJsonBody } from '@/lib/http';
import { createPrompt, listPromptsForViewer } from '@/lib/services/prompts';

export const GET = route(async ({ req, viewer }) => listPromptsForViewer(viewer, searchParamsOf(req)));
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => createPrompt(viewer, body)), { status: 201, idempotent: true });

// The browser extension calls this route (docs/extension.md).
export const OPTIONS = corsPreflight;
