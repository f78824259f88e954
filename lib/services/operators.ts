import { z } from 'zod';
import { findUserByEmail, updateUser } from '../../models/users';
import type { NewUserRow } from '../../models/schema';
import { fail, invalid, ok, type Result } from '../errors';
import { trialEndFrom } from '../user-state';
import { toUserDTO, verifiedEmailChanges } from './users';
import type { UserDTO } from '../dto/users';

// What an operator may change from the command line (`npm run user -- set …`).
export const operatorChanges = z
  .object({
    role: z.enum(['admin', 'user']).optional(),
    tier: z.enum(['pro', 'free']).optional(),
    status: z.enum(['active', 'inactive', 'cancelled']).optional(),
    trialDays: z.coerce.number().int().min(0, 'trial days must be 0 or more').max(3650).optional(),
    subscriptionDays: z.coerce.number().int().min(1, 'subscription days must be 1 or more').max(36500).optional(),
    // Marks the address confirmed, as the mailed link does (and makes an ADMIN_EMAILS address admin).
    verified: z.boolean().optional(),
  })
  .strict();

/** How long a subscription made by an operator runs when `--days` is not given. */
export const OPERATOR_SUBSCRIPTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type OperatorChanges = z.input<typeof operatorChanges>;

export async function setUserByEmail(email: string, raw: OperatorChanges): Promise<Result<UserDTO>> {
  const parsed = operatorChanges.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const user = await findUserByEmail(email);
  if (!user) return fail(404, 'NOT_FOUND', `No user with email ${email}`);
  const c = parsed.data;
  const now = new Date();
  const changes: Partial<NewUserRow> = {
    ...(c.verified ? verifiedEmailChanges(user.email) : {}),
    ...(c.role ? { role: c.role } : {}),
    ...(c.tier ? { subscriptionTier: c.tier } : {}),
    ...(c.status ? { subscriptionStatus: c.status } : {}),
    ...(c.trialDays !== undefined ? { freeExpiryDate: c.trialDays === 0 ? now : trialEndFrom(now, c.trialDays) } : {}),
  };
  // The spec defines create as 'subscription current' (an end date not past) and edit as 'pro tier'
  // (P1 §3, §6). A tier alone made a Pro user who could edit but not create, so the CLI keeps the two
  // in step: an active pro subscription gets an end date, and a free tier or an inactive status ends it.
  const tier = c.tier ?? user.subscriptionTier;
  const status = c.status ?? user.subscriptionStatus;
  const isActivePro = tier === 'pro' && status === 'active';
  if (c.subscriptionDays !== undefined && !isActivePro) {
    return fail(400, 'VALIDATION_ERROR', '--days sets the end of an active pro subscription: use it with --tier pro --status active');
  }
  if (c.tier === 'free' || c.status === 'inactive') {
    Object.assign(changes, { subscriptionEndDate: null, nextBillingDate: null, ...(c.status ? {} : { subscriptionStatus: 'inactive' }) });
  } else if (isActivePro && (c.tier || c.status || c.subscriptionDays !== undefined)) {
    const isLifetime = user.billingCycle === 'lifetime';
    const runsOn = user.subscriptionEndDate !== null && user.subscriptionEndDate.getTime() > now.getTime();
    if (c.subscriptionDays !== undefined || (!isLifetime && !runsOn)) {
      const end = new Date(now.getTime() + (c.subscriptionDays ?? OPERATOR_SUBSCRIPTION_DAYS) * DAY_MS);
      Object.assign(changes, { subscriptionEndDate: end, ...(isLifetime ? { billingCycle: null } : {}) });
    }
  }
  const updated = await updateUser(user.id, changes);
  return ok(toUserDTO(updated!));
}

export async function showUserByEmail(email: string): Promise<Result<UserDTO>> {
  const user = await findUserByEmail(email);
  return user ? ok(toUserDTO(user)) : fail(404, 'NOT_FOUND', `No user with email ${email}`);
}
