import { z } from 'zod';
import { isForeignKeyViolation, withTransaction } from '../db';
import { insertEvent } from '../../models/events';
import { findPromptById, incrementPopularity } from '../../models/prompts';
import { recordUseRow } from '../../models/prompt-marks';
import { PROMPT_MESSAGES } from '../constants';
import { invalid, notFound, ok, type Result } from '../errors';
import { canSeePrompt, type Viewer } from '../permissions';
import { consumeRateLimit } from '../security/rate-limit';
import { eventUses, recordUses } from './value-trail';

export const trackInput = z.object({
  eventType: z.enum(['generate', 'view'], { error: "eventType must be 'generate' or 'view'" }),
  promptId: z.string().uuid(PROMPT_MESSAGES.invalidId),
  // The usage trail (docs/memory.md#the-usage-trail), with a use: how the prompt was used, with which
  // values from where, and the assistant it was opened in.
  action: z.enum(['copy', 'open', 'insert'], { error: "action must be 'copy', 'open' or 'insert'" }).optional(),
  uses: eventUses,
  client: z.string().trim().max(100).optional(),
});
export type TrackEventInput = z.input<typeof trackInput>;

/** POST /api/events/track (spec P1 §7): sent after Copy Prompt. A use also raises popularity. */
export async function trackEvent(viewer: Viewer, raw: unknown): Promise<Result<{ tracked: true }>> {
  const parsed = trackInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  // One person cannot raise a prompt's popularity without limit.
  // Keyed on the id as PostgreSQL reads it: 'ABC…' and 'abc…' are one prompt.
  const limited = await consumeRateLimit('events', `${viewer.id}:${parsed.data.promptId.toLowerCase()}`);
  if (limited) return limited;
  const prompt = await findPromptById(parsed.data.promptId);
  if (!prompt || !canSeePrompt(viewer, prompt)) return notFound(PROMPT_MESSAGES.notFound);
  try {
    await withTransaction(async (tx) => {
      await insertEvent({ eventType: parsed.data.eventType, userId: viewer.id, promptId: prompt.id }, tx);
      if (parsed.data.eventType === 'generate') {
        await incrementPopularity(prompt.id, tx);
        // A copy (or an assistant opened with it) is a use: the prompt leads the home's Recently used.
        await recordUseRow(viewer.id, prompt.id, tx);
      }
    });
  } catch (error) {
    // The prompt was deleted after it was found: the event's foreign key refuses it.
    if (isForeignKeyViolation(error)) return notFound(PROMPT_MESSAGES.notFound);
    throw error;
  }
  if (parsed.data.eventType === 'generate' && parsed.data.uses?.length) {
    try {
      await recordUses(viewer, prompt, parsed.data.action ?? 'copy', parsed.data.uses, parsed.data.client ?? null);
    } catch (error) {
      // The prompt or a profile was deleted meanwhile: the use is counted, its trail is not kept.
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return ok({ tracked: true });
}
