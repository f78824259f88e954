import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '../lib/db';
import { verifications } from './schema';

// better-auth keeps a reset token as a verification row `reset-password:<token>` (its
// request-password-reset endpoint writes it, reset-password consumes it).

/** Whether a reset token exists and has not expired, without using it up. */
export async function isResetTokenLive(token: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}
