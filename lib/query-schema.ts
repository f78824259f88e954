import { z } from 'zod';

// Query strings of the admin lists: an unknown key is refused by name rather than
// ignored, so a typo never shows every row; pages are whole numbers from 1.

export const strictQuery = <T extends z.ZodRawShape>(shape: T, noun: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown ${noun}: ${issue.keys.join(', ')}` : undefined) });

export const pageNumber = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100_000, 'page must be at most 100000')
  .default(1);
