import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TimeBucketUnit } from '../lib/time-buckets';

// The UTC bucket of a timestamp as a label, written as lib/time-buckets.ts bucketLabel writes it.
const FORMATS: Record<TimeBucketUnit, string> = { hour: 'YYYY-MM-DD"T"HH24":00Z"', day: 'YYYY-MM-DD', month: 'YYYY-MM' };

export const utcBucket = (column: AnyPgColumn, unit: TimeBucketUnit): SQL<string> =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone 'UTC'), ${sql.raw(`'${FORMATS[unit]}'`)})`;
