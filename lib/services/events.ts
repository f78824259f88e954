import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../db';
import { insertEvent } from '../../models/events';
import { findPromptById } from '../../models/prompts';
import { prompts } from '../../models/schema';
import { invalid, notFound, ok, type Result } from '../errors';
import { canSeePrompt, type Viewer } from '../permissions';

const trackInput = z.object({
  eventType: z.enum(['generate', 'view'], { error: "eventType must be 'generate' or 'view'" }),
  promptId: z.string().uuid('Invalid prompt id'),
});

/** POST /api/events/track (spec P1 §7): sent after Copy Prompt. A use also raises popularity. */
export async function trackEvent(viewer: Viewer, raw: unknown): Promise<Result<{ tracked: true }>> {
  const parsed = trackInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const prompt = await findPromptById(parsed.data.promptId);
  if (!prompt || !canSeePrompt(viewer, prompt)) return notFound('Prompt not found');
  const db = await getDb();
  await db.transaction(async (tx) => {
    await insertEvent({ eventType: parsed.data.eventType, userId: viewer.id, promptId: prompt.id }, tx);
    if (parsed.data.eventType === 'generate') {
      await tx.update(prompts).set({ popularityScore: sql`${prompts.popularityScore} + 1` }).where(sql`${prompts.id} = ${prompt.id}`);
    }
  });
  return ok({ tracked: true });
}
