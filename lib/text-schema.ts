import { z } from 'zod';

// Text the database can store as it was sent. PostgreSQL refuses the NUL character (0x00) in text
// (before this check that was a 500), and a UTF-16 surrogate without its pair has no UTF-8 form, so
// the driver would silently store U+FFFD instead. Every schema that takes text from a person refines
// its strings with `storableText` (item 6), so both answer a clear 400.

export const TEXT_MESSAGES = {
  nul: 'Text must not contain the NUL character (\\u0000)',
  brokenUnicode: 'Text must not contain unpaired UTF-16 surrogates (broken Unicode)',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasNul = (s: string): boolean => s.includes('\u0000');
export const hasLoneSurrogate = (s: string): boolean => LONE_SURROGATE.test(s);
/** The text with each unpaired surrogate replaced by U+FFFD, as a UTF-8 encoder would write it. */
export const replaceLoneSurrogates = (s: string): string => s.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/** The one refinement: refuses NUL and unpaired surrogates, each with its own message. */
export function storableText<T extends z.ZodType<string | null | undefined, string | null | undefined>>(schema: T): T {
  return schema
    .refine((s) => typeof s !== 'string' || !hasNul(s), TEXT_MESSAGES.nul)
    .refine((s) => typeof s !== 'string' || !hasLoneSurrogate(s), TEXT_MESSAGES.brokenUnicode) as T;
}
