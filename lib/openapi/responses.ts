import { z } from 'zod';
import { ANALYTICS_EVENT_TYPES } from '../dto/admin';
import type { AdminAuditEntry, AdminTodayDTO, AdminUsersAnswer, AnalyticsReads, GridAnswer } from '../dto/admin';
import type { AiGenerationDTO, AiStreamEvent, AiUsageDTO } from '../dto/ai';
import type { ApiTokenDTO, CreatedApiTokenDTO } from '../dto/api-tokens';
import type { FilledMemoryDTO, ProfileDTO, ProfileListDTO } from '../dto/profiles';
import type { CategoryDTO, UserCategoryDTO } from '../dto/categories';
import type { PromptDTO, PromptListAnswer, PromptVersionDTO } from '../dto/prompts';
import type { ImportJobDTO, ImportPreviewDTO, ImportResultDTO, PromptsExportDocument } from '../dto/transfer';
import { BILLING_CYCLES, type AccountExportDTO, type SubscriptionDTO, type UsageStatsDTO, type UserDTO } from '../dto/users';
import type { FailedWebhookDTO, FlaggedPurchaseDTO, RecoverWebhookAnswer, WebhookEventDetailDTO, WebhookEventPage, WebhookMetricDTO } from '../dto/webhooks';
import { AI_MODES } from '../ai-modes';
import { ERROR_CODES, type ErrorBody } from '../errors';
import { ONBOARDING_ROLES } from '../onboarding';
import { MEMORY_TYPES, type ParameterMemory } from '../parameter-memory';
import { IMPORT_FORMATS } from '../transfer/text';
import type { ModerationAnswer } from '../services/prompt-grid';
import type { Result } from '../errors';
import type { deleteAccount } from '../services/account';
import type { revokeApiToken } from '../services/api-tokens';
import type { deleteCustomCategories, deleteCustomCategory } from '../services/categories';
import type { payWithLocalCheckout, verifyCheckout } from '../services/checkout';
import type { trackAppEvent } from '../services/app-events';
import type { trackEvent } from '../services/events';
import type { checkHealth } from '../services/health';
import type { createLifetimeCheckout } from '../services/lifetime';
import type { deletePrompt } from '../services/prompts';
import type { cancelSubscription, openBillingPortal, resumeSubscription } from '../services/subscriptions';

// What the API answers, as zod schemas for the OpenAPI description. The wire types are
// TypeScript types in lib/dto (the services build them, the client reads them); each schema here is
// held to its type by `same<>()` below, so the description cannot drift from what is sent: a field
// added to a DTO and not here (or the other way round) fails `tsc`.

/** True when A and B are the same type (not only assignable one way); intersections compared as the object they make. */
type Flat<T> = T extends readonly unknown[] ? { [K in keyof T]: Flat<T[K]> } : T extends object ? { [K in keyof T]: T[K] } : T;
type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
// Compile-time only: `same<typeof X, Dto>(true)` does not compile unless the schema's output is Dto.
const same = <S extends z.ZodType, T>(_: Same<z.output<S>, T>) => undefined;
/** What a service answers on success. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer<F extends (...args: any[]) => Promise<Result<unknown>>> = Extract<Awaited<ReturnType<F>>, { ok: true }>['data'];

export const isoTime = z.iso.datetime({ offset: true }).meta({ description: 'An ISO 8601 time (UTC)' });
export const id = z.string().meta({ description: 'A UUID' });
const accessLevel = z.enum(['free', 'pro']);
const viewable = z.enum(['private', 'public']);

export const errorBody = z
  .object({
    error: z.string().meta({ description: 'A sentence to show a person', example: 'Title must be at least 3 characters long' }),
    code: z.enum(ERROR_CODES),
    status: z.number().int().meta({ description: 'The HTTP status again', example: 400 }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Validation errors: one message per field, named by its dotted path ('_' for the body as a whole)" }),
    details: z
      .string()
      .optional()
      .meta({
        description: 'A sentence saying what went wrong, where the operation gives one: every failure of POST /api/user/subscription/cancel (spec P2 §7)',
        example: 'Your account has no active subscription, so there was nothing to cancel.',
      }),
  })
  .meta({ description: 'Every failure has this shape (lib/errors.ts toErrorBody).' });
same<typeof errorBody, ErrorBody>(true);

// ── Prompts and categories.
export const categoryRef = z.object({ _id: id, name: z.string() });
export const category = categoryRef;
same<typeof category, CategoryDTO>(true);

export const prompt = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  content: z.string().meta({ description: 'The template, placeholders included; for a locked prompt only the 150-character card preview' }),
  category: categoryRef.nullable().meta({ description: 'The library category, or null when filed in a custom category' }),
  userCategoryId: categoryRef.nullable().meta({ description: 'The custom category, or null' }),
  accessLevel,
  approved: z.boolean(),
  viewable,
  author: z.object({ _id: id }).nullable(),
  popularityScore: z.number(),
  InitialLoad: z.boolean(),
  forOnboard: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  locked: z.boolean().optional().meta({ description: 'True when the caller may not read this pro prompt' }),
  favourite: z.boolean().optional().meta({ description: 'Whether the caller starred this prompt (in lists and a prompt by id)' }),
});
same<typeof prompt, PromptDTO>(true);

export const promptList = z.object({
  prompts: z.array(prompt),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
  totalCapped: z.literal(true).optional().meta({ description: 'A search matched more than it counts: `total` is the cap (1,000)' }),
});
same<typeof promptList, PromptListAnswer>(true);

export const promptVersion = z.object({
  _id: id,
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  category: categoryRef.nullable(),
  userCategoryId: categoryRef.nullable(),
  accessLevel,
  approved: z.boolean(),
  viewable,
  savedBy: z.object({ _id: id }).nullable(),
  createdAt: isoTime,
});
same<typeof promptVersion, PromptVersionDTO>(true);

export const deletion = z.object({ deleted: z.literal(true), _id: id });
same<typeof deletion, Answer<typeof deletePrompt>>(true);
same<typeof deletion, Answer<typeof deleteCustomCategory>>(true);

export const userCategory = z.object({
  _id: id,
  name: z.string(),
  description: z.string().nullable(),
  color: z.string().meta({ example: '#6366f1' }),
  order: z.number().int(),
  promptCount: z.number().int(),
  createdAt: isoTime,
});
same<typeof userCategory, UserCategoryDTO>(true);

export const categoriesDeleted = z.object({
  deleted: z.array(id).meta({ description: 'The empty categories, now deleted' }),
  kept: z.array(id).meta({ description: 'The categories that hold prompts, kept' }),
});
same<typeof categoriesDeleted, Answer<typeof deleteCustomCategories>>(true);

// ── The person.
export const user = z.object({
  _id: id,
  id,
  email: z.string(),
  emailVerified: z.boolean().meta({ description: 'The address was confirmed through the mailed link; AI generations, new API tokens and lifetime reservations need it' }),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  authProviderId: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionTier: z.string(),
  subscriptionId: z.string().nullable(),
  billingCycle: z.enum(BILLING_CYCLES).nullable(),
  subscriptionEndDate: isoTime.nullable(),
  nextBillingDate: isoTime.nullable(),
  lastBillingDate: isoTime.nullable(),
  scheduledAction: z.string().nullable(),
  freeExpiryDate: isoTime.nullable(),
  createdAt: isoTime,
  isAdmin: z.boolean(),
  isCurrent: z.boolean().meta({ description: 'A paid plan in force (subscription or lifetime)' }),
  trialDaysRemaining: z.number().int(),
  isTrialActive: z.boolean(),
  canAccessProFeatures: z.boolean(),
  userRole: z.enum(ONBOARDING_ROLES).nullable(),
  onboardingStartedAt: isoTime.nullable(),
  onboardingCompletedAt: isoTime.nullable(),
  onboardingStep: z.number().int().min(1).max(5).nullable().meta({ description: 'The step an unfinished onboarding resumes at' }),
  firstHomeVisitAt: isoTime.nullable(),
});
same<typeof user, UserDTO>(true);

export const subscription = user.pick({
  subscriptionStatus: true,
  subscriptionTier: true,
  subscriptionId: true,
  subscriptionEndDate: true,
  nextBillingDate: true,
  lastBillingDate: true,
  billingCycle: true,
  scheduledAction: true,
  freeExpiryDate: true,
  trialDaysRemaining: true,
  isTrialActive: true,
  isCurrent: true,
  canAccessProFeatures: true,
});
same<typeof subscription, SubscriptionDTO>(true);

export const usageStats = z.object({ promptsCreated: z.number().int(), promptsUsed: z.number().int(), lastActivity: isoTime.nullable() });
same<typeof usageStats, UsageStatsDTO>(true);

const personalParameter = z.object({
  value: z.string(),
  aliases: z.array(z.string()),
  isCore: z.boolean(),
  type: z.enum(MEMORY_TYPES).optional().meta({ description: 'What kind of value a parameter of your own holds; absent is text. The value is kept normalised for it (a date as YYYY-MM-DD)' }),
});
export const parameterMemory = z.object({
  parameters: z.record(z.string(), personalParameter).meta({ description: 'By parameter name; the core parameters (name, title, department, company, website) always present' }),
});
same<typeof parameterMemory, { parameters: ParameterMemory }>(true);
export const parametersSaved = parameterMemory.extend({
  forgotten: z
    .array(z.string())
    .optional()
    .meta({ description: 'With `merge`: the parameters whose value was forgotten everywhere and was not brought back; the device drops its own copy of them' }),
});
same<typeof parametersSaved, { parameters: ParameterMemory; forgotten?: string[] }>(true);

export const apiToken = z.object({
  id,
  name: z.string(),
  prefix: z.string().meta({ description: '`pl_` and the next 6 characters, to recognise the token by', example: 'pl_Ab3dE9' }),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable().meta({ description: 'Null until first used; written at most once a minute' }),
  profileId: id.nullable().meta({ description: 'The profile the token, and so its MCP client, fills from (docs/memory.md#profiles); null: the personal memory alone' }),
  allowedKeys: z
    .array(z.string())
    .nullable()
    .meta({ description: 'The values (parameter names) its client may be sent; the others are asked for. Null: all (docs/memory.md#key-grants)' }),
});
same<typeof apiToken, ApiTokenDTO>(true);
export const createdApiToken = apiToken.extend({ token: z.string().meta({ description: 'The token itself: in this answer only, never again' }) });
same<typeof createdApiToken, CreatedApiTokenDTO>(true);

// ── Profiles (docs/memory.md#profiles).
export const profile = z.object({
  _id: id,
  name: z.string(),
  values: z.record(z.string(), z.string()).meta({ description: 'By parameter name; what it lacks, the memory fills' }),
  createdAt: isoTime,
  updatedAt: isoTime,
});
same<typeof profile, ProfileDTO>(true);
export const profileList = z.object({ profiles: z.array(profile), activeProfileId: id.nullable().meta({ description: 'The web app’s profile; null: the memory alone' }) });
same<typeof profileList, ProfileListDTO>(true);
export const profileDeleted = z.object({ deleted: z.literal(true), id });
export const filledMemory = z.object({
  profile: z.object({ _id: id, name: z.string() }).nullable(),
  parameters: parameterMemory.shape.parameters,
  fromProfile: z.array(z.string()).meta({ description: 'The parameters whose value the profile gave; the others are the memory’s' }),
});
same<typeof filledMemory, FilledMemoryDTO<ParameterMemory>>(true);

// ── Import and export.
const exportedPrompt = z.object({
  title: z.string(),
  description: z.string(),
  content: z.string(),
  category: z.string().nullable().meta({ description: "A library category's name (a pro category keeps its trailing `*`), or null" }),
  customCategory: z.string().nullable().meta({ description: "A custom category's name, or null: exactly one of the two is set" }),
  visibility: viewable,
  accessLevel,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export const promptsExport = z.object({
  format: z.literal('promptloom'),
  version: z.number().int(),
  kind: z.literal('prompts'),
  exportedAt: isoTime,
  prompts: z.array(exportedPrompt),
});
same<typeof promptsExport, PromptsExportDocument>(true);

export const accountExport = z.object({
  format: z.literal('promptloom'),
  version: z.number().int(),
  kind: z.literal('account'),
  exportedAt: isoTime,
  user: z.object({ email: z.string(), name: z.string(), createdAt: isoTime, subscriptionTier: z.string(), billingCycle: z.string().nullable() }),
  prompts: z.array(exportedPrompt),
  categories: z.array(z.object({ name: z.string(), description: z.string().nullable(), color: z.string(), order: z.number().int(), createdAt: isoTime })),
  parameters: z.array(z.object({ key: z.string(), value: z.string(), aliases: z.array(z.string()), isCore: z.boolean(), type: z.enum(MEMORY_TYPES).optional() })),
  profiles: z
    .array(z.object({ name: z.string(), values: z.record(z.string(), z.string()), activeOnWeb: z.boolean(), createdAt: isoTime }))
    .meta({ description: 'The profiles over the parameter memory, oldest first, with their values' }),
  favourites: z
    .array(z.object({ promptId: id, title: z.string(), starredAt: isoTime }))
    .meta({ description: 'The prompts the person starred, newest first: id and title only' }),
  recentlyUsed: z
    .array(z.object({ promptId: id, title: z.string(), usedAt: isoTime }))
    .meta({ description: 'The prompts the person last built or copied, most recent first: id and title only' }),
  trail: z
    .object({
      keepDays: z.number().int(),
      settings: z.array(z.object({ key: z.string(), neverExtension: z.boolean(), neverMcp: z.boolean(), forgottenAt: isoTime.nullable() })),
      uses: z.array(
        z.object({
          key: z.string(),
          source: z.string(),
          profile: z.string().nullable(),
          promptId: id.nullable(),
          promptTitle: z.string(),
          promptVersion: z.number().int(),
          action: z.string(),
          surface: z.string(),
          client: z.string().nullable(),
          usedAt: isoTime,
        }),
      ),
    })
    .meta({ description: 'The usage trail: which prompt used which value (by parameter name, never its text), from where, on which surface' }),
});
same<typeof accountExport, AccountExportDTO>(true);

const importFormat = z.enum(IMPORT_FORMATS);
export const importPreview = z.object({
  format: importFormat,
  formatLabel: z.string(),
  total: z.number().int(),
  toCreate: z.number().int(),
  duplicates: z.number().int(),
  errors: z.number().int(),
  categoriesToCreate: z.array(z.string()),
  rows: z.array(
    z.object({
      index: z.number().int().meta({ description: '1-based position in the file' }),
      source: z.string().meta({ description: 'Where in the file it came from: a line, a file of a zip, a command' }),
      title: z.string(),
      description: z.string(),
      contentPreview: z.string(),
      placeholders: z.number().int(),
      category: z.object({ kind: z.enum(['system', 'custom']), name: z.string(), isNew: z.boolean() }).nullable(),
      accessLevel,
      visibility: viewable,
      status: z.enum(['create', 'duplicate', 'error']),
      duplicateOf: z.enum(['library', 'file']).optional(),
      errors: z.array(z.string()),
      notes: z.array(z.string()),
    }),
  ),
  omittedRows: z.number().int().optional().meta({ description: 'Rows left out of `rows`: a large file’s preview holds the first ones and those in error, up to 300' }),
});
same<typeof importPreview, ImportPreviewDTO>(true);

export const importJob = z.object({
  _id: id,
  filename: z.string(),
  status: z.enum(['checking', 'writing', 'done', 'failed']).meta({ description: "'checking' the file, 'writing' in batches of 500, then 'done' or 'failed'" }),
  onError: z.enum(['stop', 'skip']),
  format: importFormat.nullable(),
  formatLabel: z.string().nullable(),
  percent: z.number().int().meta({ description: '0 to 100: checking the file is the first 30, writing the rest' }),
  fileBytes: z.number().int(),
  total: z.number().int(),
  toCreate: z.number().int(),
  created: z.number().int(),
  skippedDuplicates: z.number().int(),
  skippedErrors: z.number().int(),
  categoriesCreated: z.array(z.string()),
  problems: z
    .array(z.object({ index: z.number().int(), source: z.string(), title: z.string(), result: z.enum(['error', 'duplicate']), reasons: z.array(z.string()) }))
    .meta({ description: 'The first 100 rows not imported; `?format=csv` lists all' }),
  problemCount: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
same<typeof importJob, ImportJobDTO>(true);

export const importResult = z.object({
  format: importFormat,
  created: z.number().int(),
  skippedDuplicates: z.number().int(),
  categoriesCreated: z.array(z.string()),
  prompts: z.array(z.object({ _id: id, title: z.string() })),
});
same<typeof importResult, ImportResultDTO>(true);

// ── The AI prompt generator.
export const aiUsage = z.object({
  isAdmin: z.boolean(),
  monthlyUsed: z.number().int(),
  monthlyLimit: z.number().int().nullable().meta({ description: 'Null: unlimited (admins)' }),
  hasActiveSubscription: z.boolean(),
  hasActiveTrial: z.boolean(),
  trialDaysRemaining: z.number().int(),
  trialExpired: z.boolean(),
  configured: z.boolean().meta({ description: 'Whether this server has a model to call' }),
});
same<typeof aiUsage, AiUsageDTO>(true);

export const aiGeneration = z.object({
  generatedPrompt: z.string(),
  mode: z.enum([...AI_MODES, 'run']),
  provider: z.string(),
  model: z.string(),
  warnings: z.array(z.string()).meta({ description: 'Markers the placeholder engine could not read' }),
});
same<typeof aiGeneration, AiGenerationDTO>(true);

export const aiStreamEvent = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('progress'), percent: z.number() }),
    z.object({ type: z.literal('delta'), text: z.string() }),
    z.object({ type: z.literal('done'), result: aiGeneration }),
    z.object({ type: z.literal('error'), error: z.string(), code: z.string(), status: z.number().int() }),
  ])
  .meta({ description: 'The JSON of one `data:` line of a streamed generation; they come in this order: progress and delta, then done or error' });
same<typeof aiStreamEvent, AiStreamEvent>(true);

// ── Admin.
const countOfEvent = z.object({ eventType: z.enum(ANALYTICS_EVENT_TYPES), count: z.number().int() });
export const analyticsSummary = z.object({
  totalUsers: z.number().int(),
  proPrompts: z.number().int(),
  freePrompts: z.number().int(),
  totalCreates: z.number().int(),
  totalViews: z.number().int(),
});
same<typeof analyticsSummary, AnalyticsReads['summary']>(true);
const bucket = z.string().meta({ description: "The UTC bucket: 'YYYY-MM-DD' (a day) or 'YYYY-MM' (a month, for year and all)" });
export const analyticsTimeseries = z.array(z.object({ _id: bucket, count: z.number().int(), proCount: z.number().int(), freeCount: z.number().int() }));
same<typeof analyticsTimeseries, AnalyticsReads['timeseries']>(true);
export const analyticsCategories = z.array(z.object({ _id: z.string().meta({ description: 'The category name' }), proCount: z.number().int(), freeCount: z.number().int() }));
same<typeof analyticsCategories, AnalyticsReads['categories']>(true);
export const analyticsEvents = z.array(z.object({ _id: bucket, events: z.array(countOfEvent) }));
same<typeof analyticsEvents, AnalyticsReads['events']>(true);
export const analyticsUsersActivity = z.array(
  z.object({ userName: z.string(), userEmail: z.string(), totalEvents: z.number().int(), events: z.array(countOfEvent) }),
);
same<typeof analyticsUsersActivity, AnalyticsReads['users-activity']>(true);

export const adminToday = z.object({ newUsers: z.number().int(), activeSubscriptions: z.number().int(), generations: z.number().int(), failedWebhooks: z.number().int() });
same<typeof adminToday, AdminTodayDTO>(true);

export const gridAnswer = z.object({
  prompts: z.array(
    z.object({
      _id: id,
      title: z.string(),
      description: z.string(),
      author: z.object({ _id: id, name: z.string(), email: z.string() }).nullable(),
      category: categoryRef.nullable(),
      userCategoryId: id.nullable(),
      approved: z.boolean(),
      accessLevel,
      usageCount: z.number().int(),
      createdAt: isoTime,
      updatedAt: isoTime,
      content: z.string(),
      viewable,
    }),
  ),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
});
same<typeof gridAnswer, GridAnswer>(true);

export const moderationAnswer = z.object({ _id: id, approved: z.boolean(), accessLevel, updatedAt: isoTime });
same<typeof moderationAnswer, ModerationAnswer>(true);

export const adminUsers = z.object({
  users: z.array(
    z.object({
      _id: id,
      email: z.string(),
      name: z.string(),
      role: z.enum(['user', 'admin']),
      plan: z.enum(['Free', 'Trial', 'Pro', 'Lifetime', 'Admin']),
      trialDaysRemaining: z.number().int(),
      createdAt: isoTime,
      lastActiveAt: isoTime.nullable(),
      promptCount: z.number().int(),
    }),
  ),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
});
same<typeof adminUsers, AdminUsersAnswer>(true);

export const adminAudit = z.array(
  z.object({ _id: id, actorEmail: z.string(), action: z.enum(['make_admin', 'unmake_admin', 'extend_trial']), detail: z.record(z.string(), z.unknown()), createdAt: isoTime }),
);
same<typeof adminAudit, AdminAuditEntry[]>(true);

// ── Webhook monitoring.
const storedWebhookStatus = z.enum(['pending', 'processing', 'processed', 'recovered', 'failed']);
export const webhookMetrics = z.array(
  z.object({
    _id: z.string().meta({ description: "The UTC bucket: 'YYYY-MM-DDTHH:00Z' (24h) or 'YYYY-MM-DD' (7d, 30d)" }),
    successCount: z.number().int(),
    failureCount: z.number().int(),
    totalCount: z.number().int(),
    avgDuration: z.number().nullable().meta({ description: 'Milliseconds; null when no event was handled' }),
    maxDuration: z.number().nullable(),
    durationCount: z.number().int(),
  }),
);
same<typeof webhookMetrics, WebhookMetricDTO[]>(true);

export const failedWebhooks = z.array(
  z.object({
    _id: z.string(),
    eventType: z.string(),
    error: z.string().nullable(),
    attempts: z.number().int(),
    lastAttempt: isoTime.nullable(),
    status: z.enum(['pending', 'processing', 'recovered', 'failed']),
    storedStatus: storedWebhookStatus,
    createdAt: isoTime,
  }),
);
same<typeof failedWebhooks, FailedWebhookDTO[]>(true);

const webhookEvent = z.object({
  _id: z.string(),
  eventType: z.string(),
  status: storedWebhookStatus,
  attempts: z.number().int(),
  error: z.string().nullable(),
  lastAttempt: isoTime.nullable(),
  processingTimeMs: z.number().nullable(),
  createdAt: isoTime,
});
export const webhookEventPage = z.object({ rows: z.array(webhookEvent), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), totalPages: z.number().int() });
same<typeof webhookEventPage, WebhookEventPage>(true);
export const webhookEventDetail = webhookEvent.extend({
  occurredAt: isoTime.nullable(),
  payload: z.unknown().meta({ description: "Paddle's event as received, secret-looking values '[redacted]'" }),
});
same<typeof webhookEventDetail, WebhookEventDetailDTO>(true);

export const recoveredWebhook = z.object({ _id: z.string(), status: z.enum(['processed', 'recovered']), duplicate: z.literal(true).optional() });
same<typeof recoveredWebhook, RecoverWebhookAnswer>(true);

export const flaggedPurchases = z.array(
  z.object({
    _id: z.string(),
    transactionId: z.string().nullable(),
    userId: z.string().nullable(),
    userEmail: z.string().nullable(),
    eventId: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: isoTime,
  }),
);
same<typeof flaggedPurchases, FlaggedPurchaseDTO[]>(true);

// ── Small answers, each of one route (their services declare them inline).
export const health = z.object({ status: z.literal('ok'), database: z.string() });
same<typeof health, Answer<typeof checkHealth>>(true);
export const liveness = z.object({ status: z.literal('ok') });
export const tracked = z.object({ tracked: z.literal(true) });
same<typeof tracked, Answer<typeof trackEvent>>(true);
same<typeof tracked, Answer<typeof trackAppEvent>>(true);
export const message = z.object({ message: z.string().meta({ description: 'A sentence to show the person' }) });
same<typeof message, Answer<typeof cancelSubscription>>(true);
same<typeof message, Answer<typeof resumeSubscription>>(true);
export const portalUrl = z.object({ url: z.string().meta({ description: "A link into Paddle's customer portal" }) });
same<typeof portalUrl, Answer<typeof openBillingPortal>>(true);
export const accountDeleted = z.object({ deleted: z.literal(true) });
same<typeof accountDeleted, Answer<typeof deleteAccount>>(true);
export const tokenRevoked = z.object({ revoked: z.literal(true), id });
same<typeof tokenRevoked, Answer<typeof revokeApiToken>>(true);
export const verified = z.object({ verified: z.boolean() });
same<typeof verified, Answer<typeof verifyCheckout>>(true);
export const checkoutStarted = z.object({ checkoutId: z.string() });
same<typeof checkoutStarted, Answer<typeof payWithLocalCheckout>>(true);
export const lifetimeTransaction = z.object({ transactionId: z.string().meta({ description: 'The Paddle (or local) transaction to open the checkout with' }) });
same<typeof lifetimeTransaction, Answer<typeof createLifetimeCheckout>>(true);
