import { z } from 'zod';
import type { PromptFormInput } from './prompt-schema';

// Editor drafts: what someone typed and did not save is kept on this device, per person
// and per prompt (or per person for a new one), and offered back when they return to the editor.

// The keys live in lib/editor-draft-keys.ts, without zod, for the pages that only clear drafts.
export { draftKey, isDraftKey } from './editor-draft-keys';

const draftForm = z.object({
  title: z.string().max(20_000).catch(''),
  description: z.string().max(20_000).catch(''),
  content: z.string().max(200_000).catch(''),
  category: z.string().nullable().catch(null),
  userCategoryId: z.string().nullable().catch(null),
  accessLevel: z.enum(['free', 'pro']).catch('free'),
  approved: z.boolean().catch(false),
  viewable: z.enum(['private', 'public']).catch('private'),
});

const draftSchema = z.object({ savedAt: z.number().int().positive(), form: draftForm });

export type EditorDraft = { savedAt: number; form: PromptFormInput };

/** A stored draft, or null for anything else (another version's shape, a hand-edited value). */
export function parseDraft(raw: unknown): EditorDraft | null {
  const parsed = draftSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const FIELDS = ['title', 'description', 'content', 'category', 'userCategoryId', 'accessLevel', 'approved', 'viewable'] as const;

/** Whether two forms say the same: a draft equal to the saved prompt is nothing to restore. */
export function sameForm(a: PromptFormInput, b: PromptFormInput): boolean {
  return FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When the draft was written, as the offer says it: the time for today's ("14:32"), the date too for
 * an older one ("25 Nov, 14:32"), in the browser's time zone.
 */
export function draftTime(savedAt: number, now: number = Date.now()): string {
  const saved = new Date(savedAt);
  const today = new Date(now);
  const time = `${pad(saved.getHours())}:${pad(saved.getMinutes())}`;
  const sameDay = saved.getFullYear() === today.getFullYear() && saved.getMonth() === today.getMonth() && saved.getDate() === today.getDate();
  if (sameDay) return time;
  const month = saved.toLocaleString('en-GB', { month: 'short' });
  const year = saved.getFullYear() === today.getFullYear() ? '' : ` ${saved.getFullYear()}`;
  return `${saved.getDate()} ${month}${year}, ${time}`;
}

/** How long the editor waits after the last keystroke before it writes the draft. */
export const DRAFT_SAVE_DELAY_MS = 500;
