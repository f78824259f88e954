// Profiles as the API answers them (GET /api/user/profiles, docs/memory.md#profiles).

/** A profile with its values, by parameter name (blank values are not kept: the memory's fill then). */
export type ProfileDTO = {
  _id: string;
  name: string;
  values: Record<string, string>;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/user/profiles: every profile, and the one the web app fills from (null: the plain memory). */
export type ProfileListDTO = { profiles: ProfileDTO[]; activeProfileId: string | null };

/** A profile named where it fills something, without its values. */
export type ProfileRefDTO = { _id: string; name: string };

/**
 * POST /api/user/parameters/remember: where the values were kept (null: the personal memory), the names
 * they were kept under, and each value as kept (normalised: a website with https://, a number as digits).
 */
export type RememberedDTO = { profile: ProfileRefDTO | null; remembered: string[]; values: Record<string, string> };

/** GET /api/user/profiles/active: the memory as the caller's profile fills it, and which profile that is. */
export type FilledMemoryDTO<Memory> = {
  profile: ProfileRefDTO | null;
  parameters: Memory;
  /** The parameters whose value the profile gave (the rest are the memory's). */
  fromProfile: string[];
};
