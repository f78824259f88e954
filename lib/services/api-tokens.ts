import { z } from 'zod';
import { deleteAllApiTokens, deleteApiToken, findApiTokenByHash, insertApiTokenWithin, listApiTokenRows, setApiTokenProfile, touchApiToken } from '../../models/api-tokens';
import type { ApiTokenRow } from '../../models/schema';
import { findSessionUser } from '../../models/users';
import { API_TOKEN_TEXT, API_TOKENS_PER_USER } from '../account-text';
import { apiTokenCreateSchema, apiTokenUpdateSchema } from '../api-token-schema';
import { hashPersonalToken, isWellFormedPersonalToken, newPersonalToken } from '../auth/personal-tokens';
import type { ApiTokenDTO, CreatedApiTokenDTO } from '../dto/api-tokens';
import { denied, fail, invalid, notFound, ok, type Failure, type Result } from '../errors';
import { canUseApiTokens, type Viewer } from '../permissions';
import { toViewer } from '../viewer';
import { logger } from '../logger';
import { requireVerifiedEmail } from '../email-verification';

// Personal API tokens (docs/api.md#api-tokens, docs/security.md#api-tokens).
// Managing them (create, list, revoke) takes a sign-in session: a token cannot make more tokens or
// revoke others, so a leaked token cannot entrench itself. Using one gives its owner's rights, while
// the owner has pro access.

/** lastUsedAt is written at most this often per token. */
export const API_TOKEN_TOUCH_EVERY_MS = 60_000;

const toDTO = (row: ApiTokenRow): ApiTokenDTO => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  profileId: row.profileId,
  allowedKeys: row.allowedKeys ?? null,
});

const sessionOnly = (viewer: Viewer): Failure | null => (viewer.apiTokenId ? denied(API_TOKEN_TEXT.sessionRequired) : null);

/** GET /api/user/tokens: the person's tokens, newest first (also without pro access, so old ones can be revoked). */
export async function listApiTokens(viewer: Viewer): Promise<Result<ApiTokenDTO[]>> {
  const refused = sessionOnly(viewer);
  if (refused) return refused;
  return ok((await listApiTokenRows(viewer.id)).map(toDTO));
}

/** POST /api/user/tokens {name}: a new token, in the answer only; at most API_TOKENS_PER_USER each. */
export async function createApiToken(viewer: Viewer, raw: unknown): Promise<Result<CreatedApiTokenDTO>> {
  const refused = sessionOnly(viewer);
  if (refused) return refused;
  if (!canUseApiTokens(viewer)) return denied(API_TOKEN_TEXT.proRequired, 'PREMIUM_FEATURE_REQUIRED');
  const unverified = requireVerifiedEmail(viewer);
  if (unverified) return unverified;
  const input = apiTokenCreateSchema.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const { token, tokenHash, prefix } = newPersonalToken();
  const profileId = input.data.profileId?.toLowerCase() ?? null;
  const row = await insertApiTokenWithin({ userId: viewer.id, name: input.data.name, tokenHash, prefix, profileId }, API_TOKENS_PER_USER);
  if (!row) return fail(409, 'CONFLICT', API_TOKEN_TEXT.limitReached);
  if (row === 'no-profile') return fail(404, 'NOT_FOUND', API_TOKEN_TEXT.profileNotFound, { profileId: API_TOKEN_TEXT.profileNotFound });
  return ok({ ...toDTO(row), token });
}

/** DELETE /api/user/tokens/{id}: the token stops working at once (the next request is a 401). */
export async function revokeApiToken(viewer: Viewer, rawId: unknown): Promise<Result<{ revoked: true; id: string }>> {
  const refused = sessionOnly(viewer);
  if (refused) return refused;
  const id = z.string().uuid().safeParse(rawId);
  if (!id.success) return notFound(API_TOKEN_TEXT.notFound);
  const row = await deleteApiToken(viewer.id, id.data.toLowerCase());
  if (!row) return notFound(API_TOKEN_TEXT.notFound);
  return ok({ revoked: true, id: row.id });
}

/**
 * PATCH /api/user/tokens/{id} {profileId?, allowedKeys?}: the profile the token (and so its MCP client)
 * fills from, and the values it may be sent (null: all).
 */
export async function updateApiToken(viewer: Viewer, rawId: unknown, raw: unknown): Promise<Result<ApiTokenDTO>> {
  const refused = sessionOnly(viewer);
  if (refused) return refused;
  const id = z.string().uuid().safeParse(rawId);
  if (!id.success) return notFound(API_TOKEN_TEXT.notFound);
  const input = apiTokenUpdateSchema.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const { profileId, allowedKeys } = input.data;
  const row = await setApiTokenProfile(viewer.id, id.data.toLowerCase(), {
    ...(profileId !== undefined ? { profileId: profileId?.toLowerCase() ?? null } : {}),
    ...(allowedKeys !== undefined ? { allowedKeys } : {}),
  });
  if (!row) return notFound(API_TOKEN_TEXT.notFound);
  if (row === 'no-profile') return fail(404, 'NOT_FOUND', API_TOKEN_TEXT.profileNotFound, { profileId: API_TOKEN_TEXT.profileNotFound });
  return ok(toDTO(row));
}

/**
 * The viewer an `Authorization: Bearer pl_…` token stands for (lib/auth's facade asks): null for a
 * token we do not know (revoked, made up), so the call is signed out (401); a 403 saying why when its
 * owner has no pro access now; else the owner, marked with the token's id for the per-token rate
 * limit and the checks above. Records the use at most once a minute.
 */
export async function viewerForApiToken(token: string, now: Date = new Date()): Promise<Result<Viewer | null>> {
  if (!isWellFormedPersonalToken(token)) return ok(null);
  const row = await findApiTokenByHash(hashPersonalToken(token));
  if (!row) return ok(null);
  const user = await findSessionUser(row.userId);
  if (!user) return ok(null);
  const viewer = toViewer(user, now);
  if (!canUseApiTokens(viewer)) return denied(API_TOKEN_TEXT.tokenNeedsPro, 'PREMIUM_FEATURE_REQUIRED');
  // A token made before addresses were confirmed works once its owner confirms theirs.
  const unverified = requireVerifiedEmail(viewer);
  if (unverified) return unverified;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= API_TOKEN_TOUCH_EVERY_MS) {
    await touchApiToken(row.id, now, API_TOKEN_TOUCH_EVERY_MS);
  }
  return ok({ ...viewer, apiTokenId: row.id, apiTokenProfileId: row.profileId, apiTokenGrant: row.allowedKeys ?? null });
}

/**
 * Every token of the person revoked at once: a password reset through the mailed link, or
 * a password change that signs out the other sessions. A token is read afresh on every request, so the
 * next call with any of them is refused on every instance.
 */
export async function revokeAllApiTokens(userId: string, reason: string): Promise<number> {
  const revoked = await deleteAllApiTokens(userId);
  if (revoked) logger().info({ userId, revoked, reason }, 'API tokens revoked');
  return revoked;
}
