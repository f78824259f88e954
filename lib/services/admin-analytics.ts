import { z } from 'zod';
import { adminToday, analyticsSummary, eventsOverTime, mostActiveUsers, promptsByCategory, promptsOverTime } from '../../models/analytics';
import { ANALYTICS_PERIODS, bucketLabels, bucketUnitOf, DEFAULT_ANALYTICS_PERIOD, periodStart, type AnalyticsPeriod } from '../admin-periods';
import type { AdminTodayDTO, AnalyticsEventType, AnalyticsKind, AnalyticsReads, EventsPeriod, TimeSeriesPoint, UserActivity } from '../dto/admin';
import { denied, invalid, ok, type Result } from '../errors';
import type { Viewer } from '../permissions';

// Site analytics (spec P2 §2, §3, §7 GET /api/admin/analytics/*). Admin only.

/** The category bar for prompts in people's own categories, which are private and many. */
export const CUSTOM_CATEGORIES_LABEL = 'Custom categories';
/** How many people the Top Active Users chart shows. */
export const TOP_USERS = 10;

export const periodQuery = z.object({
  period: z
    .enum(ANALYTICS_PERIODS, { error: `period must be one of ${ANALYTICS_PERIODS.join(', ')}` })
    .optional()
    .default(DEFAULT_ANALYTICS_PERIOD),
});

type Window = { period: AnalyticsPeriod; from: Date | null; now: Date };

function readWindow(viewer: Viewer, raw: unknown, now: Date): Result<Window> {
  if (!viewer.isAdmin) return denied();
  const parsed = periodQuery.safeParse(raw ?? {});
  if (!parsed.success) return invalid(parsed.error, 'Invalid period');
  return ok({ period: parsed.data.period, from: periodStart(parsed.data.period, now), now });
}

/** Every bucket of the period, quiet ones as zero: from the period's start (or the first row, for 'all') to now. */
function fillBuckets<T extends { _id: string }>(rows: T[], w: Window, empty: (label: string) => T): T[] {
  const unit = bucketUnitOf(w.period);
  const first = w.from ?? (rows[0] ? new Date(`${rows[0]._id}${unit === 'month' ? '-01' : ''}T00:00:00Z`) : null);
  if (!first) return [];
  const byLabel = new Map(rows.map((r) => [r._id, r]));
  return bucketLabels(first, w.now, unit).map((label) => byLabel.get(label) ?? empty(label));
}

const readers: { [K in AnalyticsKind]: (w: Window) => Promise<AnalyticsReads[K]> } = {
  summary: (w) => analyticsSummary(w.from),
  timeseries: async (w) =>
    fillBuckets<TimeSeriesPoint>(await promptsOverTime(w.from, bucketUnitOf(w.period)), w, (_id) => ({ _id, count: 0, proCount: 0, freeCount: 0 })),
  categories: async (w) => (await promptsByCategory(w.from)).map(({ name, ...counts }) => ({ _id: name ?? CUSTOM_CATEGORIES_LABEL, ...counts })),
  events: async (w) => {
    const periods = new Map<string, EventsPeriod>();
    for (const row of await eventsOverTime(w.from, bucketUnitOf(w.period))) {
      const entry = periods.get(row.bucket) ?? { _id: row.bucket, events: [] };
      entry.events.push({ eventType: row.eventType as AnalyticsEventType, count: row.count });
      periods.set(row.bucket, entry);
    }
    return fillBuckets([...periods.values()], w, (_id) => ({ _id, events: [] }));
  },
  'users-activity': async (w) => {
    const people = new Map<string, UserActivity>();
    for (const row of await mostActiveUsers(w.from, TOP_USERS)) {
      const key = row.userId ?? '';
      const entry = people.get(key) ?? { userName: row.name || row.email, userEmail: row.email, totalEvents: row.total, events: [] };
      entry.events.push({ eventType: row.eventType as AnalyticsEventType, count: row.count });
      people.set(key, entry);
    }
    return [...people.values()];
  },
};

/** One of the five analytics reads, for the period in `raw` ({ period }). */
export async function readAnalytics<K extends AnalyticsKind>(kind: K, viewer: Viewer, raw: unknown, now = new Date()): Promise<Result<AnalyticsReads[K]>> {
  const w = readWindow(viewer, raw, now);
  if (!w.ok) return w;
  return ok(await readers[kind](w.data));
}

/** The admin home's figures: today (UTC) for people, subscriptions and generations; 24 hours for failed webhooks. */
export async function getAdminToday(viewer: Viewer, now = new Date()): Promise<Result<AdminTodayDTO>> {
  if (!viewer.isAdmin) return denied();
  return ok(await adminToday(periodStart('today', now)!, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
