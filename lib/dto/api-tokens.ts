// Personal API tokens as the API answers them (GET /api/user/tokens). The token itself appears once,
// in the answer that created it, and nowhere else.
export type ApiTokenDTO = {
  id: string;
  name: string;
  /** `pl_` and the token's next 6 characters, to recognise it in a list. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The profile the token fills from (docs/memory.md#profiles); null: the plain memory. */
  profileId: string | null;
  /** The values (parameter names) its client may be sent; null: all (docs/memory.md#key-grants). */
  allowedKeys: string[] | null;
};

/** POST /api/user/tokens: the new token, shown once. */
export type CreatedApiTokenDTO = ApiTokenDTO & { token: string };
