import { z } from 'zod';
import { insertAppEvent } from '../../models/app-events';
import { invalid, ok, type Result } from '../errors';
import { CLIENT_APP_EVENT_NAMES } from '../onboarding';
import type { Viewer } from '../permissions';
import { storableText } from '../text-schema';

// spec P2 §7: analytics events for onboarding, home clicks and parameter actions. Only the names of
// the allow-list are stored, with a few short properties (where on the page, which step, which action).
// The per-user write rate limit of lib/action.ts applies to every call.

export const MAX_EVENT_PROPERTIES = 10;

const propertyValue = z.union([storableText(z.string().max(200)), z.number().finite(), z.boolean(), z.null()]);

export const appEventInput = z.object({
  name: z.enum(CLIENT_APP_EVENT_NAMES, { error: `name must be one of ${CLIENT_APP_EVENT_NAMES.join(', ')}` }),
  properties: z
    .record(storableText(z.string().min(1).max(40)), propertyValue)
    .refine((p) => Object.keys(p).length <= MAX_EVENT_PROPERTIES, `At most ${MAX_EVENT_PROPERTIES} properties`)
    .optional(),
});
export type AppEventInput = z.input<typeof appEventInput>;

export async function trackAppEvent(viewer: Viewer, raw: unknown): Promise<Result<{ tracked: true }>> {
  const input = appEventInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  // Rebuilt from entries: a '__proto__' key stays a plain property of what is stored.
  const properties = Object.fromEntries(Object.entries(input.data.properties ?? {}));
  await insertAppEvent({ userId: viewer.id, name: input.data.name, properties });
  return ok({ tracked: true });
}
