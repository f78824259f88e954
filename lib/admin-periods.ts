import { startOfBucket, type TimeBucketUnit } from './time-buckets';

// The admin analytics' periods and time buckets (spec P2 §9: 30days default, 7days, today, year,
// all). Pure, so the service, the page and the tests share one reading. Everything is in UTC: a day
// starts at 00:00 UTC whatever the admin's time zone, so two admins see the same numbers.

export const ANALYTICS_PERIODS = ['30days', '7days', 'today', 'year', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30days';

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '30days': 'Last 30 days',
  '7days': 'Last 7 days',
  today: 'Today',
  year: 'Last 12 months',
  all: 'All time',
};

export { bucketLabels } from './time-buckets';

/** Days bucket the short periods; months bucket 'year' and 'all'. */
export type BucketUnit = Extract<TimeBucketUnit, 'day' | 'month'>;
export const bucketUnitOf = (period: AnalyticsPeriod): BucketUnit => (period === 'year' || period === 'all' ? 'month' : 'day');

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfUtcDay = (d: Date) => startOfBucket(d, 'day');

/**
 * The first instant counted, or null for 'all'. A period covers whole buckets: 'today' is today
 * (UTC), '7days' today and the six days before, '30days' today and the 29 before, 'year' this month
 * and the eleven before.
 */
export function periodStart(period: AnalyticsPeriod, now: Date): Date | null {
  switch (period) {
    case 'today':
      return startOfUtcDay(now);
    case '7days':
      return new Date(startOfUtcDay(now).getTime() - 6 * DAY_MS);
    case '30days':
      return new Date(startOfUtcDay(now).getTime() - 29 * DAY_MS);
    case 'year':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    case 'all':
      return null;
  }
}
