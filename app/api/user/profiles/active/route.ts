import { corsPreflight, route, withJsonBody } from '@/lib/http';
import { getFilledMemory, setActiveProfile } from '@/lib/services/profiles';

// The memory as the caller's profile fills it: ?profile= (an id or a name), else the token's profile,
// else the web app's. The stdio MCP server and the extension fill from this.
export const GET = route(async ({ req, viewer }) => getFilledMemory(viewer, new URL(req.url).searchParams.get('profile') ?? undefined));
// The web app's active profile.
export const PUT = route(async ({ req, viewer }) => withJsonBody(req, (body) => setActiveProfile(viewer, body)));

export const OPTIONS = corsPreflight;
