import { z } from 'zod';
import { listProfiles as listProfileRows } from '../../models/parameter-profiles';
import { findPromptById } from '../../models/prompts';
import { TRAIL_ACTIONS, TRAIL_SOURCES, type TrailAction, type TrailSurface } from '../dto/value-trail';
import {
  forgetValueEverywhere,
  getTrailDays,
  insertValueUses,
  listValueSettings,
  listValueUses,
  purgeExpiredUses,
  setTrailDays,
  summariseValueUses,
  upsertValueFlags,
  type NewValueUse,
} from '../../models/value-trail';
import { PROMPT_MESSAGES } from '../constants';
import type { Queryable } from '../db';
import { isForeignKeyViolation } from '../db';
import type { TrailDTO, TrailRecordInput, UseInput, ValueTrailDTO } from '../dto/value-trail';

export type { TrailRecordInput, UseInput };
import { denied, invalid, notFound, ok, unauthorized, type Result } from '../errors';
import { memoryParameter, parameterForKey, type ParameterMemory } from '../parameter-memory';
import { canSeePrompt, type Viewer } from '../permissions';
import { MAX_LABEL_LENGTH, placeholderKey } from '../placeholders';
import { surfaceOf } from '../surface';
import { listPersonalParameters } from '../../models/personal-parameters';
import { memoryKeys } from '../env';
import { forgottenMarks } from '../memory-crypto';
import { normalizeMemory } from '../parameter-memory';

// The usage trail and each value's flags (docs/memory.md#the-usage-trail). A value is named by the
// parameter it belongs to in the memory (its own name, whatever alias a prompt used), else by the
// placeholder's label; the trail never holds a value.

export const TRAIL_DAYS_MAX = 365;
export const TRAIL_USES_PAGE = 100;
export const TRAIL_TEXT = {
  notFound: 'Value not found',
  keepDays: `Keep the trail between 0 and ${TRAIL_DAYS_MAX} days`,
  tooManyUses: 'At most 100 values a use',
  withheld: 'This value is kept from this client: forget it from the web app.',
} as const;

const valueName = z.string({ error: 'A value is named by its parameter' }).trim().min(1, 'A value is named by its parameter').max(100, 'A parameter name must be at most 100 characters');

const useInput = z.object({
  /** The placeholder's label or key, or the parameter's name: kept under the parameter it answers to (its first 100 characters). */
  name: z
    .string({ error: 'A value is named by its parameter' })
    .trim()
    .min(1, 'A value is named by its parameter')
    .max(MAX_LABEL_LENGTH, `A name must be at most ${MAX_LABEL_LENGTH} characters`)
    .transform((name) => name.slice(0, 100)),
  source: z.enum(TRAIL_SOURCES, { error: `source must be one of ${TRAIL_SOURCES.join(', ')}` }),
  /** The profile that filled it (source 'profile'). */
  profileId: z.string().uuid().nullable().optional(),
});
export const usesInput = z.array(useInput).max(100, TRAIL_TEXT.tooManyUses);
/**
 * The uses sent with a use's event (trackEvent, recordPromptUse): the first 100, and none rather than a
 * refusal when they are not well formed, so the trail never costs a prompt its counted use.
 */
export const eventUses = z
  .preprocess((v) => (Array.isArray(v) ? v.slice(0, 100) : v), usesInput)
  .optional()
  .catch(undefined);

/** POST /api/user/trail: a use made away from the app's own screens (the stdio MCP server writes through this). */
export const trailRecordInput = z.object({
  promptId: z.string().uuid(PROMPT_MESSAGES.invalidId),
  action: z.enum(TRAIL_ACTIONS, { error: `action must be one of ${TRAIL_ACTIONS.join(', ')}` }),
  uses: usesInput.min(1, 'uses must name at least one value'),
  /** The MCP client's name, or the assistant the prompt was opened in. */
  client: z.string().trim().max(100).optional(),
});

export const keepDaysInput = z.object({ keepDays: z.number({ error: TRAIL_TEXT.keepDays }).int(TRAIL_TEXT.keepDays).min(0, TRAIL_TEXT.keepDays).max(TRAIL_DAYS_MAX, TRAIL_TEXT.keepDays) });
export type KeepDaysInput = z.input<typeof keepDaysInput>;

export const valueFlagsInput = z
  .object({ neverExtension: z.boolean().optional(), neverMcp: z.boolean().optional() })
  .refine((v) => v.neverExtension !== undefined || v.neverMcp !== undefined, 'Give neverExtension or neverMcp');
export type ValueFlagsInput = z.input<typeof valueFlagsInput>;

const memoryOf = async (userId: string): Promise<ParameterMemory> =>
  normalizeMemory((await listPersonalParameters(userId)).map((r) => [r.key, { value: '', aliases: r.aliases, isCore: r.isCore, ...(r.type ? { type: r.type } : {}) }]));

/** The parameter a name answers to (by its name or an alias), else the name itself, lower case. */
export const valueKeyFor = (memory: ParameterMemory, name: string): string => parameterForKey(memory, placeholderKey(name)) ?? name.trim().toLowerCase();

// ── Never send ────────────────────────────────────────────────────────────────────────────────

/**
 * What this caller may not be sent: the values marked "never send" to its surface (the extension, MCP;
 * none for the web app and the API), and with a token limited to some values (docs/memory.md#key-grants),
 * every value outside them.
 */
export type Withheld = { keys: Set<string>; only: string[] | null };
export const NOTHING_WITHHELD: Withheld = { keys: new Set(), only: null };
export const withholdsNothing = (w: Withheld): boolean => !w.keys.size && !w.only;

export async function withheldFor(viewer: Pick<Viewer, 'id' | 'apiTokenId' | 'surface' | 'apiTokenGrant'>): Promise<Withheld> {
  const only = viewer.apiTokenId ? (viewer.apiTokenGrant ?? null) : null;
  const surface = surfaceOf(viewer);
  if (surface !== 'extension' && surface !== 'mcp') return only ? { keys: new Set(), only } : NOTHING_WITHHELD;
  const settings = await listValueSettings(viewer.id);
  return { keys: new Set(settings.filter((s) => (surface === 'extension' ? s.neverExtension : s.neverMcp)).map((s) => s.key)), only };
}

/**
 * One value, however it is named: the parameter it answers to (by name or alias), else the name, as a
 * placeholder key ('Client name', 'client_name' and 'client name' are one value). Flags, grants, a
 * value's page and forget everywhere compare names this way, as a fill matches them.
 */
export const sameValue = (memory: ParameterMemory, key: string): ((name: string) => boolean) => {
  const target = placeholderKey(valueKeyFor(memory, key));
  return (name) => placeholderKey(valueKeyFor(memory, name)) === target;
};

/** Whether a name (a parameter's, a profile value's) is one of the withheld values. */
function withholder(memory: ParameterMemory, withheld: Withheld): (name: string) => boolean {
  const valueOf = (name: string) => placeholderKey(valueKeyFor(memory, name));
  const keys = new Set([...withheld.keys].map(valueOf));
  const allowed = withheld.only ? new Set(withheld.only.map(valueOf)) : null;
  return (name) => keys.has(valueOf(name)) || (allowed !== null && !allowed.has(valueOf(name)));
}

/** The memory with each withheld value blank: a fill asks for it instead. */
export function withholdMemory(memory: ParameterMemory, withheld: Withheld): ParameterMemory {
  if (withholdsNothing(withheld)) return memory;
  const hidden = withholder(memory, withheld);
  return Object.fromEntries(Object.entries(memory).map(([name, p]) => [name, hidden(name) ? { ...p, value: '' } : p]));
}

/** A profile's values less the withheld ones: by the parameter each answers to, or its own name. */
export function withholdValues(values: Record<string, string>, memory: ParameterMemory, withheld: Withheld): Record<string, string> {
  if (withholdsNothing(withheld)) return values;
  const hidden = withholder(memory, withheld);
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden(name)));
}

/** The names among `names` that are withheld values (for keeping them through a write from that caller). */
export function withheldAmong(names: string[], memory: ParameterMemory, withheld: Withheld): string[] {
  if (withholdsNothing(withheld)) return [];
  const hidden = withholder(memory, withheld);
  return names.filter(hidden);
}

// ── Recording ─────────────────────────────────────────────────────────────────────────────────

/**
 * Record which values a use of a prompt filled with, on the caller's surface: the web app's build,
 * copy and open, the extension's copy and insert, an MCP fill. Each value under the parameter it
 * answers to; once per value and source. Answers how many were recorded (0 while the person keeps no trail).
 */
export async function recordUses(
  viewer: Viewer,
  prompt: { id: string; title: string },
  action: TrailAction,
  uses: UseInput[],
  client: string | null = null,
  surface: TrailSurface = surfaceOf(viewer),
): Promise<number> {
  if (!uses.length) return 0;
  const [memory, profiles] = await Promise.all([memoryOf(viewer.id), uses.some((u) => u.profileId) ? listProfileRows(viewer.id) : Promise.resolve([])]);
  const seen = new Set<string>();
  const rows: NewValueUse[] = [];
  for (const use of uses) {
    const key = valueKeyFor(memory, use.name);
    // Only the person's own profile is named; another id is not theirs to name.
    const profile = use.profileId ? profiles.find((p) => p.id === use.profileId!.toLowerCase()) : undefined;
    const mark = `${key}\u0000${use.source}`;
    if (seen.has(mark)) continue;
    seen.add(mark);
    rows.push({ key, source: use.source, profileId: profile?.id ?? null, profileName: profile?.name ?? null });
  }
  return insertValueUses(viewer.id, { promptId: prompt.id, promptTitle: prompt.title, action, surface, client: client?.slice(0, 100) || null }, rows);
}


/** POST /api/user/trail {promptId, action, uses, client?}. */
export async function recordTrail(viewer: Viewer, raw: unknown): Promise<Result<{ recorded: number }>> {
  const input = trailRecordInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const prompt = await findPromptById(input.data.promptId);
  if (!prompt || !canSeePrompt(viewer, prompt)) return notFound(PROMPT_MESSAGES.notFound);
  try {
    return ok({ recorded: await recordUses(viewer, prompt, input.data.action, input.data.uses, input.data.client ?? null) });
  } catch (error) {
    // Deleted between the check and the write (the prompt, or a profile a use names).
    if (isForeignKeyViolation(error)) return notFound(PROMPT_MESSAGES.notFound);
    throw error;
  }
}

// ── Reading and managing ──────────────────────────────────────────────────────────────────────

/** GET /api/user/trail: how long it is kept, and each value it names (with its flags), most recently used first. */
export async function getTrail(viewer: Viewer): Promise<Result<TrailDTO>> {
  await purgeExpiredUses(viewer.id);
  const [days, summary, settings] = await Promise.all([getTrailDays(viewer.id), summariseValueUses(viewer.id), listValueSettings(viewer.id)]);
  if (days === null) return unauthorized();
  const flags = new Map(settings.map((s) => [s.key, s]));
  return ok({
    keepDays: days,
    values: summary.map((s) => ({ key: s.key, uses: s.uses, lastUsedAt: new Date(s.lastUsedAt!).toISOString(), neverExtension: flags.get(s.key)?.neverExtension ?? false, neverMcp: flags.get(s.key)?.neverMcp ?? false })),
    flagged: settings.filter((s) => s.neverExtension || s.neverMcp).map((s) => ({ key: s.key, neverExtension: s.neverExtension, neverMcp: s.neverMcp })),
  });
}

/** PUT /api/user/trail {keepDays}: 0 keeps none; what is older goes at once. */
export async function setKeepDays(viewer: Viewer, raw: unknown): Promise<Result<{ keepDays: number }>> {
  const input = keepDaysInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  if (!(await setTrailDays(viewer.id, input.data.keepDays))) return unauthorized();
  return ok({ keepDays: input.data.keepDays });
}

const keyOf = (raw: unknown): string | null => {
  const name = valueName.safeParse(raw);
  return name.success ? name.data.toLowerCase() : null;
};

/** A value by any of its names: the name it is kept under (the parameter it answers to), and each name that is it. */
async function resolveValue(userId: string, raw: unknown) {
  const asked = keyOf(raw);
  if (!asked) return null;
  await purgeExpiredUses(userId);
  const [memory, profiles, summary] = await Promise.all([memoryOf(userId), listProfileRows(userId), summariseValueUses(userId)]);
  const key = valueKeyFor(memory, asked);
  const same = sameValue(memory, key);
  return {
    key,
    memory,
    profiles,
    memoryKey: memoryParameter(memory, key) ? key : null,
    profileNames: [...new Set(profiles.flatMap((p) => Object.keys(p.values).filter(same)))],
    trailKeys: [...new Set([key, ...summary.map((u) => u.key).filter(same)])],
  };
}

/**
 * GET /api/user/values/{key}: one value's page, by any of its names. Where it is kept (the memory, each
 * profile, with the values as this caller may be sent them), its flags, and its uses within the keeping time.
 */
export async function getValueTrail(viewer: Viewer, rawKey: unknown): Promise<Result<ValueTrailDTO>> {
  const value = await resolveValue(viewer.id, rawKey);
  if (!value) return notFound(TRAIL_TEXT.notFound);
  const { key } = value;
  const [rows, settings, uses, days, withheld] = await Promise.all([
    listPersonalParameters(viewer.id),
    listValueSettings(viewer.id),
    listValueUses(viewer.id, value.trailKeys, TRAIL_USES_PAGE),
    getTrailDays(viewer.id),
    withheldFor(viewer),
  ]);
  const param = rows.find((r) => r.key === value.memoryKey);
  const flags = settings.find((s) => s.key === key);
  const hidden = withheldAmong([key], value.memory, withheld).length > 0;
  const kept = value.profiles.flatMap((p) =>
    Object.entries(p.values)
      .filter(([name]) => value.profileNames.includes(name))
      .map(([, v]) => ({ _id: p.id, name: p.name, value: hidden ? '' : v })),
  );
  if (!param && !kept.length && !uses.total && !flags) return notFound(TRAIL_TEXT.notFound);
  return ok({
    key,
    memory: param ? { value: hidden ? '' : param.value, aliases: param.aliases, isCore: param.isCore } : null,
    profiles: kept,
    neverExtension: flags?.neverExtension ?? false,
    neverMcp: flags?.neverMcp ?? false,
    forgottenAt: flags?.forgottenAt?.toISOString() ?? null,
    keepDays: days ?? 0,
    total: uses.total,
    uses: uses.rows.map((u) => ({
      _id: u.id,
      promptId: u.promptId,
      promptTitle: u.promptTitle,
      promptVersion: u.promptVersion,
      source: u.source,
      profile: u.profileName ? { _id: u.profileId, name: u.profileName } : null,
      action: u.action,
      surface: u.surface,
      client: u.client,
      usedAt: u.createdAt.toISOString(),
    })),
  });
}

/** PATCH /api/user/values/{key} {neverExtension?, neverMcp?}: kept under the name of the parameter it answers to. */
export async function setValueFlags(viewer: Viewer, rawKey: unknown, raw: unknown): Promise<Result<{ key: string; neverExtension: boolean; neverMcp: boolean }>> {
  const asked = keyOf(rawKey);
  if (!asked) return notFound(TRAIL_TEXT.notFound);
  const input = valueFlagsInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const key = valueKeyFor(await memoryOf(viewer.id), asked);
  const row = await upsertValueFlags(viewer.id, key, input.data);
  return ok({ key, neverExtension: row.neverExtension, neverMcp: row.neverMcp });
}

/**
 * DELETE /api/user/values/{key}: forget everywhere, by any of its names: the memory's value, every
 * profile's value that is it (under the parameter's name or an alias), and its trail.
 */
export async function forgetValue(viewer: Viewer, rawKey: unknown): Promise<Result<{ key: string; memory: number; profiles: number; uses: number }>> {
  const value = await resolveValue(viewer.id, rawKey);
  if (!value) return notFound(TRAIL_TEXT.notFound);
  // A caller the value is withheld from (a never-send flag, a token's grant) may not erase it either.
  if (withheldAmong([value.key], value.memory, await withheldFor(viewer)).length) return denied(TRAIL_TEXT.withheld);
  const done = await forgetValueEverywhere(viewer.id, { key: value.key, memoryKey: value.memoryKey, profileNames: value.profileNames, trailKeys: value.trailKeys });
  if (!done) return unauthorized();
  return ok({ key: value.key, ...done });
}

/**
 * A whole memory about to be saved, against what was forgotten everywhere (docs/memory.md#the-usage-trail).
 * From a device's sign-in merge (`merge`), a value that is one forgotten since is left blank and named in
 * `dropped`; from the person (any other save), a value given again clears what was forgotten of it.
 */
export async function checkForgotten(
  userId: string,
  memory: ParameterMemory,
  merge: boolean,
  q?: Queryable,
): Promise<{ memory: ParameterMemory; dropped: string[]; given: string[] }> {
  const settings = (await listValueSettings(userId, q)).filter((s) => s.forgottenAt);
  if (!settings.length) return { memory, dropped: [], given: [] };
  // A value the server holds now was given again (a remember, another device's save): a merge keeps it.
  const stored = merge ? new Map((await listPersonalParameters(userId, q)).map((r) => [r.key, r.value])) : new Map<string, string>();
  const keys = memoryKeys();
  const dropped: string[] = [];
  const given: string[] = [];
  const next = { ...memory };
  for (const setting of settings) {
    const same = sameValue(memory, setting.key);
    for (const [name, param] of Object.entries(memory)) {
      if (!same(name) || !param.value.trim()) continue;
      const marks = forgottenMarks(param.value, { userId, key: setting.key }, keys);
      if (merge && !stored.get(name)?.trim() && marks.some((m) => setting.forgottenMarks.includes(m))) {
        next[name] = { ...param, value: '' };
        dropped.push(name);
      } else if (!merge) given.push(setting.key);
    }
  }
  return { memory: next, dropped, given: [...new Set(given)] };
}

// The wire types (lib/dto/value-trail.ts) are what these schemas take.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
true satisfies Same<z.input<typeof useInput>, UseInput>;
