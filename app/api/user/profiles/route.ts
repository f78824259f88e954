import { corsPreflight, route, withJsonBody } from '@/lib/http';
import { createProfile, listProfiles } from '@/lib/services/profiles';

// Profiles over the parameter memory (docs/memory.md#profiles).
export const GET = route(async ({ viewer }) => listProfiles(viewer));
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => createProfile(viewer, body)), { status: 201 });

// The browser extension lists them to choose its own (docs/extension.md).
export const OPTIONS = corsPreflight;
