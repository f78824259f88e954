import { z } from 'zod';
import {
  deleteProfile as deleteProfileRow,
  insertProfile,
  listProfiles as listProfileRows,
  mergeProfileValues,
  setWebActiveProfile,
  updateProfile as updateProfileRow,
  type ProfileWithValues,
} from '../../models/parameter-profiles';
import { changePersonalParameters } from '../../models/personal-parameters';
import { PARAMETER_MESSAGES } from '../constants';
import type { FilledMemoryDTO, ProfileDTO, ProfileListDTO, ProfileRefDTO, RememberedDTO } from '../dto/profiles';
import { fail, invalid, notFound, ok, type Result } from '../errors';
import { memoryParameter, normalizeMemory, withProfile, type ParameterMemory } from '../parameter-memory';
import type { Viewer } from '../permissions';
import { storableText } from '../text-schema';
import { checkProfileValues } from '../parameter-manager';
import { getParameters, MAX_PARAMETERS, parameterName } from './parameters';
import { clearForgotten } from '../../models/value-trail';
import { NOTHING_WITHHELD, sameValue, withheldAmong, withheldFor, withholdsNothing, withholdValues } from './value-trail';

// Profiles (docs/memory.md#profiles): named sets of values over the parameter memory. Which one fills
// is chosen per surface: the web app's active profile, a token's profile, or a call's `profile`.

export const MAX_PROFILES = 20;
export const PROFILE_NAME_MAX = 60;

export const PROFILE_TEXT = {
  nameRequired: 'A profile name is required',
  nameMax: `A profile name must be at most ${PROFILE_NAME_MAX} characters`,
  nameTaken: (name: string) => `You already have a profile named "${name}".`,
  limitReached: `You can keep at most ${MAX_PROFILES} profiles. Delete one to make another.`,
  notFound: 'Profile not found',
  tooManyValues: `A profile holds at most ${MAX_PARAMETERS} values`,
  saveFailed: 'Error saving profile',
} as const;

const profileName = storableText(
  z.string({ error: PROFILE_TEXT.nameRequired }).trim().min(1, PROFILE_TEXT.nameRequired).max(PROFILE_NAME_MAX, PROFILE_TEXT.nameMax),
);

/**
 * A profile's values by parameter name, checked entry by entry: not z.record, which drops a
 * '__proto__' name without a word (as parseMemory in ./parameters.ts). Kept as entries; the names are
 * made the memory's own by checkProfileValues (lib/parameter-manager.ts).
 */
const profileValuesSchema = z
  .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'values must be an object of values by parameter name')
  .transform((values, ctx): [string, string][] => {
    const entries = Object.entries(values);
    if (entries.length > MAX_PARAMETERS) ctx.addIssue({ code: 'custom', message: PROFILE_TEXT.tooManyValues });
    const kept: [string, string][] = [];
    for (const [name, value] of entries) {
      const checkedName = parameterName.safeParse(name.trim());
      const checkedValue = profileValue.safeParse(value);
      if (!checkedName.success) ctx.addIssue({ code: 'custom', path: [name], message: checkedName.error.issues[0]!.message });
      else if (!checkedValue.success) ctx.addIssue({ code: 'custom', path: [name], message: checkedValue.error.issues[0]!.message });
      else kept.push([checkedName.data, checkedValue.data]);
    }
    return kept;
  });
const profileValue = storableText(z.string({ error: 'A value must be text' }).max(500, 'A value must be at most 500 characters'));

export const profileCreateInput = z.object({
  name: profileName,
  values: profileValuesSchema.optional(),
  /** Start from a copy of another of the person's profiles ("Duplicate"). */
  duplicateOf: z.string().uuid(PROFILE_TEXT.notFound).optional(),
});
export const profileUpdateInput = z.object({ name: profileName.optional(), values: profileValuesSchema.optional() });
export const activeProfileInput = z.object({ profileId: z.string().uuid(PROFILE_TEXT.notFound).nullable() });
export type ProfileCreateInput = z.input<typeof profileCreateInput>;
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;
export type ActiveProfileInput = z.input<typeof activeProfileInput>;

const toDTO = (row: ProfileWithValues): ProfileDTO => ({
  _id: row.id,
  name: row.name,
  values: row.values,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toRef = (row: Pick<ProfileWithValues, 'id' | 'name'>): ProfileRefDTO => ({ _id: row.id, name: row.name });
const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

/**
 * The profiles as this caller may be sent them: a value marked "never send" to the extension or over
 * MCP is left out for that caller (docs/memory.md#never-send).
 */
async function answerFor(viewer: Viewer): Promise<(row: ProfileWithValues) => ProfileDTO> {
  const withheld = await withheldFor(viewer);
  if (withholdsNothing(withheld)) return toDTO;
  const memory = await getParameters(viewer, withheld);
  const parameters = memory.ok ? memory.data.parameters : {};
  return (row) => toDTO({ ...row, values: withholdValues(row.values, parameters, withheld) });
}

/** GET /api/user/profiles. */
export async function listProfiles(viewer: Viewer): Promise<Result<ProfileListDTO>> {
  const [rows, answer] = await Promise.all([listProfileRows(viewer.id), answerFor(viewer)]);
  return ok({ profiles: rows.map(answer), activeProfileId: rows.find((p) => p.activeOnWeb)?.id ?? null });
}

/** POST /api/user/profiles {name, values?, duplicateOf?}: 201 with the profile. */
export async function createProfile(viewer: Viewer, raw: unknown): Promise<Result<ProfileDTO>> {
  const input = profileCreateInput.safeParse(raw);
  if (!input.success) return invalid(input.error, PROFILE_TEXT.saveFailed);
  let entries = input.data.values ?? [];
  if (input.data.duplicateOf) {
    const source = (await listProfileRows(viewer.id)).find((p) => p.id === input.data.duplicateOf!.toLowerCase());
    if (!source) return notFound(PROFILE_TEXT.notFound);
    entries = [...Object.entries(source.values), ...entries];
  }
  const values = await checkedValues(viewer, entries);
  if (!values.ok) return values;
  if (Object.keys(values.data).length > MAX_PARAMETERS) return fail(400, 'VALIDATION_ERROR', PROFILE_TEXT.tooManyValues, { values: PROFILE_TEXT.tooManyValues });
  const row = await insertProfile(viewer.id, input.data.name, values.data, MAX_PROFILES);
  if (row === 'full') return fail(409, 'CONFLICT', PROFILE_TEXT.limitReached);
  if (row === 'taken') return fail(409, 'CONFLICT', PROFILE_TEXT.nameTaken(input.data.name), { name: PROFILE_TEXT.nameTaken(input.data.name) });
  return ok((await answerFor(viewer))({ ...row, values: values.data }));
}

/** The values as kept: under the memory's own names, fitting their types (checkProfileValues). */
async function checkedValues(viewer: Viewer, entries: [string, string][]): Promise<Result<Record<string, string>>> {
  const memory = await getParameters(viewer);
  if (!memory.ok) return memory;
  const checked = checkProfileValues(memory.data.parameters, entries);
  return checked.ok ? ok(checked.values) : fail(400, 'VALIDATION_ERROR', checked.error, { [checked.field]: checked.error });
}

/** PATCH /api/user/profiles/{id} {name?, values?}: values replace the profile's whole set. */
export async function updateProfile(viewer: Viewer, rawId: unknown, raw: unknown): Promise<Result<ProfileDTO>> {
  const id = z.string().uuid().safeParse(rawId);
  if (!id.success) return notFound(PROFILE_TEXT.notFound);
  const input = profileUpdateInput.safeParse(raw);
  if (!input.success) return invalid(input.error, PROFILE_TEXT.saveFailed);
  const values = input.data.values ? await checkedValues(viewer, input.data.values) : null;
  if (values && !values.ok) return values;
  // A caller some values are withheld from never saw them: they are kept, not erased by its whole set.
  const withheld = values ? await withheldFor(viewer) : NOTHING_WITHHELD;
  if (values && !withholdsNothing(withheld)) {
    const stored = (await listProfileRows(viewer.id)).find((p) => p.id === id.data.toLowerCase());
    const memory = await getParameters(viewer);
    if (stored && memory.ok) for (const name of withheldAmong(Object.keys(stored.values), memory.data.parameters, withheld)) values.data[name] = stored.values[name]!;
  }
  if (values && Object.keys(values.data).length > MAX_PARAMETERS) return fail(400, 'VALIDATION_ERROR', PROFILE_TEXT.tooManyValues, { values: PROFILE_TEXT.tooManyValues });
  const row = await updateProfileRow(viewer.id, id.data.toLowerCase(), { name: input.data.name, values: values?.data });
  if (!row) return notFound(PROFILE_TEXT.notFound);
  if (row === 'taken') return fail(409, 'CONFLICT', PROFILE_TEXT.nameTaken(input.data.name!), { name: PROFILE_TEXT.nameTaken(input.data.name!) });
  const saved = (await listProfileRows(viewer.id)).find((p) => p.id === row.id);
  return saved ? ok((await answerFor(viewer))(saved)) : notFound(PROFILE_TEXT.notFound);
}

/** DELETE /api/user/profiles/{id}: the web app and the tokens that used it fill from the plain memory. */
export async function deleteProfile(viewer: Viewer, rawId: unknown): Promise<Result<{ deleted: true; id: string }>> {
  const id = z.string().uuid().safeParse(rawId);
  if (!id.success) return notFound(PROFILE_TEXT.notFound);
  if (!(await deleteProfileRow(viewer.id, id.data.toLowerCase()))) return notFound(PROFILE_TEXT.notFound);
  return ok({ deleted: true, id: id.data.toLowerCase() });
}

/** PUT /api/user/profiles/active {profileId | null}: the profile the web app fills from. */
export async function setActiveProfile(viewer: Viewer, raw: unknown): Promise<Result<{ activeProfileId: string | null }>> {
  const input = activeProfileInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const id = input.data.profileId?.toLowerCase() ?? null;
  if (!(await setWebActiveProfile(viewer.id, id))) return notFound(PROFILE_TEXT.notFound);
  return ok({ activeProfileId: id });
}

/**
 * The profile that fills for this caller: the one `requested` names (its id, or its name in any case),
 * else the token's own (a token without one: none), else the web app's active profile.
 */
async function chosenProfile(viewer: Viewer, requested: string | undefined): Promise<Result<ProfileWithValues | null>> {
  const rows = await listProfileRows(viewer.id);
  const wanted = requested?.trim();
  if (wanted) {
    // An id first, then a name (a name may look like an id).
    const found = (isUuid(wanted) ? rows.find((p) => p.id === wanted.toLowerCase()) : undefined) ?? rows.find((p) => p.name.toLowerCase() === wanted.toLowerCase());
    return found ? ok(found) : notFound(PROFILE_TEXT.notFound);
  }
  if (viewer.apiTokenId) return ok(rows.find((p) => p.id === viewer.apiTokenProfileId) ?? null);
  return ok(rows.find((p) => p.activeOnWeb) ?? null);
}

/**
 * GET /api/user/profiles/active[?profile=]: the memory as this caller's profile fills it (its values
 * over the memory's), and which profile that is. What every fill on the server reads (MCP, the API).
 */
export async function getFilledMemory(viewer: Viewer, requested?: string): Promise<Result<FilledMemoryDTO<ParameterMemory>>> {
  const profile = await chosenProfile(viewer, requested);
  if (!profile.ok) return profile;
  // The memory less what this caller may not be sent, and the profile's values less the same.
  const withheld = await withheldFor(viewer);
  const memory = await getParameters(viewer, withheld);
  if (!memory.ok) return memory;
  const chosen = profile.data;
  if (!chosen) return ok({ profile: null, parameters: memory.data.parameters, fromProfile: [] });
  const values = withholdValues(chosen.values, memory.data.parameters, withheld);
  const parameters = withProfile(memory.data.parameters, values);
  // Which parameters the profile filled (the trail says 'profile' for them, 'memory' for the rest).
  const fromProfile = Object.keys(parameters).filter((name) => parameters[name]!.value.trim() && parameters[name]!.value !== memoryParameter(memory.data.parameters, name)?.value);
  return ok({ profile: toRef(chosen), parameters, fromProfile });
}

export const rememberInput = z.object({
  /** The profile that filled (its id): the values go there; null: into the personal memory. */
  profileId: z.string().uuid(PROFILE_TEXT.notFound).nullable(),
  values: profileValuesSchema,
});
export type RememberInput = z.input<typeof rememberInput>;

/**
 * POST /api/user/parameters/remember {profileId, values}: values a fill asked for, kept so the next fill
 * needs no form (MCP's "remember these values"): in the profile that filled, else in the personal
 * memory, each under the parameter it answers to (a new parameter where none does). A change made
 * meanwhile is kept: the values are added under the owner's lock to what is stored then.
 */
export async function rememberValues(viewer: Viewer, raw: unknown): Promise<Result<RememberedDTO>> {
  const input = rememberInput.safeParse(raw);
  if (!input.success) return invalid(input.error, PARAMETER_MESSAGES.saveFailed);
  const profileId = input.data.profileId?.toLowerCase() ?? null;
  const withheld = await withheldFor(viewer);
  const tooMany = fail(400, 'VALIDATION_ERROR', PROFILE_TEXT.tooManyValues, { values: PROFILE_TEXT.tooManyValues });
  if (profileId) {
    const memory = await getParameters(viewer);
    if (!memory.ok) return memory;
    const checked = checkProfileValues(memory.data.parameters, input.data.values);
    if (!checked.ok) return fail(400, 'VALIDATION_ERROR', checked.error, { [checked.field]: checked.error });
    // A value withheld from this caller that is stored already is not overwritten by one it was asked for.
    const hidden = new Set(withheldAmong(Object.keys(checked.values), memory.data.parameters, withheld));
    let kept: Record<string, string> = {};
    const row = await mergeProfileValues(
      viewer.id,
      profileId,
      (current) => {
        // Stored under the parameter's name or an alias of it.
        kept = Object.fromEntries(
          Object.entries(checked.values).filter(([name]) => !(hidden.has(name) && Object.entries(current).some(([k, v]) => v.trim() && sameValue(memory.data.parameters, name)(k)))),
        );
        return { ...current, ...kept };
      },
      MAX_PARAMETERS,
    );
    if (row === 'full') return tooMany;
    if (!row) return notFound(PROFILE_TEXT.notFound);
    // Given again: no longer a value a device's merge leaves out.
    await clearForgotten(viewer.id, Object.keys(kept));
    return ok({ profile: toRef(row), remembered: Object.keys(kept), values: kept });
  }
  // Into the memory: names and types checked against the memory as it is under the lock.
  let outcome: Result<RememberedDTO> = ok({ profile: null, remembered: [], values: {} });
  await changePersonalParameters(viewer.id, (rows) => {
    const current = normalizeMemory(rows.map((r) => [r.key, { value: r.value, aliases: r.aliases, isCore: r.isCore, ...(r.type ? { type: r.type } : {}) }]));
    const checked = checkProfileValues(current, input.data.values);
    if (!checked.ok) {
      outcome = fail(400, 'VALIDATION_ERROR', checked.error, { [checked.field]: checked.error });
      return null;
    }
    // A value withheld from this caller that is stored already is not overwritten by one it was asked for.
    const hidden = new Set(withheldAmong(Object.keys(checked.values), current, withheld));
    const kept = Object.fromEntries(Object.entries(checked.values).filter(([name]) => !(hidden.has(name) && memoryParameter(current, name)?.value.trim())));
    if (!Object.keys(kept).length) return null;
    const next = new Map(Object.entries(current));
    for (const [name, value] of Object.entries(kept)) {
      const param = next.get(name);
      next.set(name, param ? { ...param, value } : { value, aliases: [name], isCore: false });
    }
    if (next.size > MAX_PARAMETERS) {
      outcome = fail(400, 'VALIDATION_ERROR', `At most ${MAX_PARAMETERS} parameters`, { values: `At most ${MAX_PARAMETERS} parameters` });
      return null;
    }
    outcome = ok({ profile: null, remembered: Object.keys(kept), values: kept });
    return [...next].map(([key, p]) => ({ key, value: p.value, aliases: p.aliases, isCore: p.isCore, type: p.type ?? null }));
  });
  if (outcome.ok) await clearForgotten(viewer.id, outcome.data.remembered);
  return outcome;
}
