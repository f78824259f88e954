import { corsPreflight, route, searchParamsOf, withJsonBody } from '@/lib/http';
import { createPrompt, listPrompts } from '@/lib/services/prompts';

// A page without a search only lists: a personal token pays it from its listing budget (docs/api.md#api-tokens).
const onlyLists = (req: Request) => !new URL(req.url).searchParams.get('search')?.trim();
export const GET = route(async ({ req, viewer }) => listPrompts(viewer, searchParamsOf(req)), { listsOnly: onlyLists });
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => createPrompt(viewer, body)), { status: 201, idempotent: true });

// The browser extension calls this route (docs/extension.md).
export const OPTIONS = corsPreflight;
