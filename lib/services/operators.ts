import { z } from 'zod';
import { findUserByEmail, updateUser } from '../../models/users';
import { fail, invalid, ok, type Result } from '../errors';
import { trialEndFrom } from '../user-state';
import { toUserDTO, type UserDTO } from './users';

// What an operator may change from the command line (`npm run user -- set …`).
export const operatorChanges = z
  .object({
    role: z.enum(['admin', 'user']).optional(),
    tier: z.enum(['pro', 'free']).optional(),
    status: z.enum(['active', 'inactive', 'cancelled']).optional(),
    trialDays: z.coerce.number().int().min(0, 'trial days must be 0 or more').max(3650).optional(),
  })
  .strict();

export type OperatorChanges = z.input<typeof operatorChanges>;

export async function setUserByEmail(email: string, raw: OperatorChanges): Promise<Result<UserDTO>> {
  const parsed = operatorChanges.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const user = await findUserByEmail(email);
  if (!user) return fail(404, 'NOT_FOUND', `No user with email ${email}`);
  const c = parsed.data;
  const updated = await updateUser(user.id, {
    ...(c.role ? { role: c.role } : {}),
    ...(c.tier ? { subscriptionTier: c.tier } : {}),
    ...(c.status ? { subscriptionStatus: c.status } : {}),
    ...(c.trialDays !== undefined ? { freeExpiryDate: c.trialDays === 0 ? new Date() : trialEndFrom(new Date(), c.trialDays) } : {}),
  });
  return ok(toUserDTO(updated!));
}

export async function showUserByEmail(email: string): Promise<Result<UserDTO>> {
  const user = await findUserByEmail(email);
  return user ? ok(toUserDTO(user)) : fail(404, 'NOT_FOUND', `No user with email ${email}`);
}
