// UTC time for the admin screens: the buckets of their charts (analytics by day or month, webhooks by
// hour or day), read alike by the SQL aggregates (models/time-buckets.ts) and the pages, and how a time is shown.

export type TimeBucketUnit = 'hour' | 'day' | 'month';

/** The first instant of the UTC hour, day or month `d` falls in. */
export function startOfBucket(d: Date, unit: TimeBucketUnit): Date {
  if (unit === 'month') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), unit === 'hour' ? d.getUTCHours() : 0));
}

/** A bucket's label: 'YYYY-MM-DDTHH:00Z' (hour), 'YYYY-MM-DD' (day), 'YYYY-MM' (month). */
export function bucketLabel(d: Date, unit: TimeBucketUnit): string {
  const iso = startOfBucket(d, unit).toISOString();
  return unit === 'hour' ? `${iso.slice(0, 13)}:00Z` : iso.slice(0, unit === 'day' ? 10 : 7);
}

/** Every bucket from `from` to `to` (both included), oldest first, so a chart shows quiet ones as zero. */
export function bucketLabels(from: Date, to: Date, unit: TimeBucketUnit): string[] {
  const labels: string[] = [];
  const cursor = startOfBucket(from, unit);
  // A bound on the loop: 'all' over a decade is 120 months.
  for (let i = 0; cursor.getTime() <= to.getTime() && i < 1000; i++) {
    labels.push(bucketLabel(cursor, unit));
    if (unit === 'hour') cursor.setUTCHours(cursor.getUTCHours() + 1);
    else if (unit === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return labels;
}

/** A time as the admin screens show it: in UTC, 24-hour, said so ('Nov 25, 2026, 03:20 UTC'); '—' for none. */
export function formatUtc(iso: string | null): string {
  if (!iso) return '—';
  return `${new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })} UTC`;
}
