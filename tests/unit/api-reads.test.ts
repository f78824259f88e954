import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiRead, ApiReads } from '@/lib/dto/api';
import type { Result } from '@/lib/errors';
import type { getUsageStats } from '@/lib/services/account';
import type { getAdminToday, readAnalytics } from '@/lib/services/admin-analytics';
import type { listUserAudit, listUsers } from '@/lib/services/admin-users';
import type { listGrid } from '@/lib/services/prompt-grid';
import type { getAiUsage } from '@/lib/services/ai';
import type { listApiTokens } from '@/lib/services/api-tokens';
import type { listCustomCategories, listSystemCategories } from '@/lib/services/categories';
import type { verifyCheckout } from '@/lib/services/checkout';
import type { getParameters } from '@/lib/services/parameters';
import type { getTrail, getValueTrail, recordTrail } from '@/lib/services/value-trail';
import type { getFilledMemory, listProfiles, rememberValues } from '@/lib/services/profiles';
import type { getPrompt, listPrompts, listVersions } from '@/lib/services/prompts';
import type { getImportJob, listRecentImports } from '@/lib/services/import-jobs';
import type { getSubscription, syncUser } from '@/lib/services/users';
import type { getWebhookEvent, getWebhookMetrics, listAllWebhookEvents, listFailedWebhooks, listFlaggedPurchases } from '@/lib/services/webhook-monitoring';

// The client reads by route key (lib/dto/api.ts) instead of naming a type per call. These
// checks tie each key to what the route's service answers: `npm run typecheck` fails when the two
// part, and the test below fails when a key names a route that does not exist.

type DataOf<F extends (...args: never[]) => Promise<Result<unknown>>> = Extract<Awaited<ReturnType<F>>, { ok: true }>['data'];
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// Each line fails to compile when the service behind the route answers another type than the map says.
const serviceAnswersMatch: { [K in ApiRead]: true } = {
  'GET /api/categories': true satisfies Same<DataOf<typeof listSystemCategories>, ApiReads['GET /api/categories']>,
  'GET /api/user-categories': true satisfies Same<DataOf<typeof listCustomCategories>, ApiReads['GET /api/user-categories']>,
  'GET /api/prompts': true satisfies Same<DataOf<typeof listPrompts>, ApiReads['GET /api/prompts']>,
  'GET /api/prompts/[id]': true satisfies Same<DataOf<typeof getPrompt>, ApiReads['GET /api/prompts/[id]']>,
  'GET /api/prompts/[id]/versions': true satisfies Same<DataOf<typeof listVersions>, ApiReads['GET /api/prompts/[id]/versions']>,
  'GET /api/user/subscription': true satisfies Same<DataOf<typeof getSubscription>, ApiReads['GET /api/user/subscription']>,
  'GET /api/user/parameters': true satisfies Same<DataOf<typeof getParameters>, ApiReads['GET /api/user/parameters']>,
  'GET /api/user/profiles': true satisfies Same<DataOf<typeof listProfiles>, ApiReads['GET /api/user/profiles']>,
  'POST /api/user/parameters/remember': true satisfies Same<DataOf<typeof rememberValues>, ApiReads['POST /api/user/parameters/remember']>,
  'GET /api/user/trail': true satisfies Same<DataOf<typeof getTrail>, ApiReads['GET /api/user/trail']>,
  'GET /api/user/values/[key]': true satisfies Same<DataOf<typeof getValueTrail>, ApiReads['GET /api/user/values/[key]']>,
  'POST /api/user/trail': true satisfies Same<DataOf<typeof recordTrail>, ApiReads['POST /api/user/trail']>,
  'GET /api/user/profiles/active': true satisfies Same<DataOf<typeof getFilledMemory>, ApiReads['GET /api/user/profiles/active']>,
  'GET /api/stats': true satisfies Same<DataOf<typeof getUsageStats>, ApiReads['GET /api/stats']>,
  'GET /api/checkout/verify/[checkoutId]': true satisfies Same<DataOf<typeof verifyCheckout>, ApiReads['GET /api/checkout/verify/[checkoutId]']>,
  'GET /api/ai-prompt/usage': true satisfies Same<DataOf<typeof getAiUsage>, ApiReads['GET /api/ai-prompt/usage']>,
  'GET /api/prompts/import/jobs': true satisfies Same<DataOf<typeof listRecentImports>, ApiReads['GET /api/prompts/import/jobs']>,
  'GET /api/prompts/import/jobs/[id]': true satisfies Same<DataOf<typeof getImportJob>, ApiReads['GET /api/prompts/import/jobs/[id]']>,
  'GET /api/user/tokens': true satisfies Same<DataOf<typeof listApiTokens>, ApiReads['GET /api/user/tokens']>,
  'GET /api/admin/analytics/summary': true satisfies Same<DataOf<typeof readAnalytics<'summary'>>, ApiReads['GET /api/admin/analytics/summary']>,
  'GET /api/admin/analytics/timeseries': true satisfies Same<DataOf<typeof readAnalytics<'timeseries'>>, ApiReads['GET /api/admin/analytics/timeseries']>,
  'GET /api/admin/analytics/categories': true satisfies Same<DataOf<typeof readAnalytics<'categories'>>, ApiReads['GET /api/admin/analytics/categories']>,
  'GET /api/admin/analytics/events': true satisfies Same<DataOf<typeof readAnalytics<'events'>>, ApiReads['GET /api/admin/analytics/events']>,
  'GET /api/admin/analytics/users-activity': true satisfies Same<DataOf<typeof readAnalytics<'users-activity'>>, ApiReads['GET /api/admin/analytics/users-activity']>,
  'GET /api/admin/today': true satisfies Same<DataOf<typeof getAdminToday>, ApiReads['GET /api/admin/today']>,
  'GET /api/admin/users': true satisfies Same<DataOf<typeof listUsers>, ApiReads['GET /api/admin/users']>,
  'GET /api/admin/users/[id]/audit': true satisfies Same<DataOf<typeof listUserAudit>, ApiReads['GET /api/admin/users/[id]/audit']>,
  'GET /api/prompts/grid': true satisfies Same<DataOf<typeof listGrid>, ApiReads['GET /api/prompts/grid']>,
  'POST /api/user/sync': true satisfies Same<DataOf<typeof syncUser>, ApiReads['POST /api/user/sync']>,
  'GET /api/webhooks/metrics': true satisfies Same<DataOf<typeof getWebhookMetrics>, ApiReads['GET /api/webhooks/metrics']>,
  'GET /api/webhooks/failed': true satisfies Same<DataOf<typeof listFailedWebhooks>, ApiReads['GET /api/webhooks/failed']>,
  'GET /api/webhooks/events': true satisfies Same<DataOf<typeof listAllWebhookEvents>, ApiReads['GET /api/webhooks/events']>,
  'GET /api/webhooks/events/[id]': true satisfies Same<DataOf<typeof getWebhookEvent>, ApiReads['GET /api/webhooks/events/[id]']>,
  'GET /api/webhooks/flagged-purchases': true satisfies Same<DataOf<typeof listFlaggedPurchases>, ApiReads['GET /api/webhooks/flagged-purchases']>,
};

describe('the client read map', () => {
  it.each(Object.keys(serviceAnswersMatch) as ApiRead[])('%s is a route handler that exists', (key) => {
    const [method, route] = key.split(' ') as [string, string];
    const file = path.join(process.cwd(), 'app', route.replace(/^\//, ''), 'route.ts');
    expect(fs.existsSync(file), file).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`export const ${method}\\b`));
  });
});
