import type { TrailDTO, ValueTrailDTO } from './value-trail';
import type { ParameterMemory } from '../parameter-memory';
import type { AdminAuditEntry, AdminTodayDTO, AdminUsersAnswer, AnalyticsReads, GridAnswer } from './admin';
import type { AiUsageDTO } from './ai';
import type { ApiTokenDTO } from './api-tokens';
import type { FilledMemoryDTO, ProfileListDTO, RememberedDTO } from './profiles';
import type { CategoryDTO, UserCategoryDTO } from './categories';
import type { PromptDTO, PromptListAnswer, PromptVersionDTO } from './prompts';
import type { ImportJobDTO } from './transfer';
import type { SubscriptionDTO, UsageStatsDTO, UserDTO } from './users';
import type { FailedWebhookDTO, FlaggedPurchaseDTO, WebhookEventDetailDTO, WebhookEventPage, WebhookMetricDTO } from './webhooks';

/**
 * What each of our API's reads answers, by route as its file is named under app/api.
 * The browser reads only through `apiRequest` (lib/api-client.ts), which takes a key of this map, so a
 * hook cannot pick a type of its own for what arrives; tests/unit/api-reads.ts makes the build fail
 * when a route's service answers something other than its entry here.
 */
export type ApiReads = {
  'GET /api/categories': CategoryDTO[];
  'GET /api/user-categories': UserCategoryDTO[];
  'GET /api/prompts': PromptListAnswer;
  'GET /api/prompts/[id]': PromptDTO;
  'GET /api/prompts/[id]/versions': PromptVersionDTO[];
  'GET /api/user/subscription': SubscriptionDTO;
  'GET /api/user/parameters': { parameters: ParameterMemory };
  // Profiles over the memory (docs/memory.md#profiles), and the memory as the caller's profile fills it.
  'GET /api/user/profiles': ProfileListDTO;
  'GET /api/user/profiles/active': FilledMemoryDTO<ParameterMemory>;
  // Values an MCP form asked for, kept for the next fill (the stdio server writes them through this).
  'POST /api/user/parameters/remember': RememberedDTO;
  // The usage trail (docs/memory.md#the-usage-trail): the manager's section, and one value's page.
  'GET /api/user/trail': TrailDTO;
  'GET /api/user/values/[key]': ValueTrailDTO;
  // A fill's values for the usage trail (the stdio server records its fills through this).
  'POST /api/user/trail': { recorded: number };
  'GET /api/stats': UsageStatsDTO;
  'GET /api/checkout/verify/[checkoutId]': { verified: boolean };
  'GET /api/ai-prompt/usage': AiUsageDTO;
  // Imports of any size: the dialog's progress, the account page's last imports.
  'GET /api/prompts/import/jobs': ImportJobDTO[];
  'GET /api/prompts/import/jobs/[id]': ImportJobDTO;
  // The account page's API tokens card.
  'GET /api/user/tokens': ApiTokenDTO[];
  // The admin analytics, grid and users list (spec P2 §7).
  'GET /api/admin/analytics/summary': AnalyticsReads['summary'];
  'GET /api/admin/analytics/timeseries': AnalyticsReads['timeseries'];
  'GET /api/admin/analytics/categories': AnalyticsReads['categories'];
  'GET /api/admin/analytics/events': AnalyticsReads['events'];
  'GET /api/admin/analytics/users-activity': AnalyticsReads['users-activity'];
  'GET /api/admin/today': AdminTodayDTO;
  'GET /api/admin/users': AdminUsersAnswer;
  'GET /api/admin/users/[id]/audit': AdminAuditEntry[];
  'GET /api/prompts/grid': GridAnswer;
  // The session's user, made or brought up to date on the server: a POST that reads.
  'POST /api/user/sync': UserDTO;
  // The admin webhook monitoring page (spec P2 §7).
  'GET /api/webhooks/metrics': WebhookMetricDTO[];
  'GET /api/webhooks/failed': FailedWebhookDTO[];
  'GET /api/webhooks/events': WebhookEventPage;
  'GET /api/webhooks/events/[id]': WebhookEventDetailDTO;
  'GET /api/webhooks/flagged-purchases': FlaggedPurchaseDTO[];
};

export type ApiRead = keyof ApiReads;
