import { PARAMETER_MESSAGES } from './constants';
import { ownValue } from './own';
import { CORE_KEYS, defaultMemory, memoryParameter, normalizeMemory, parameterForKey, type MemoryType, type ParameterMemory, type PersonalParameter } from './parameter-memory';
import { normaliseValue, placeholderKey } from './placeholders';
import { isWebsiteParameter, normalizeWebsite } from './website';

// The parameter manager's rules (spec P2 §2 'Parameter manager', §4 'Parameter alias', §5): pure
// functions from a memory to the next memory, or the spec's message. The manager screen applies them
// in the browser; the server (lib/services/parameters.ts) checks a saved memory with checkMemory.

export type RuleResult = { ok: true; memory: ParameterMemory } | { ok: false; error: string };

/** A value someone typed into a prompt (local storage placeholderValues) that no parameter claims. */
export type Orphan = { key: string; value: string };

const done = (memory: ParameterMemory): RuleResult => ({ ok: true, memory });
const refused = (error: string): RuleResult => ({ ok: false, error });

/** spec P2 §5: aliases are trimmed and lower-cased; so are new parameter names. */
export const normalizeName = (raw: string): string => raw.trim().toLowerCase();

/** The memory with one parameter replaced, in its place (the order people see stays the order stored). */
function withParameter(memory: ParameterMemory, name: string, param: PersonalParameter): ParameterMemory {
  const next = new Map(Object.entries(memory));
  next.set(name, param);
  return Object.fromEntries(next);
}

function without(memory: ParameterMemory, name: string): ParameterMemory {
  return Object.fromEntries(Object.entries(memory).filter(([key]) => key !== name));
}

/** A parameter's type (its own parameters only; core parameters stay text). */
export function setParameterType(memory: ParameterMemory, name: string, type: MemoryType): ParameterMemory {
  const param = memoryParameter(memory, name);
  if (!param || param.isCore) return memory;
  const { type: _old, ...rest } = param;
  return withParameter(memory, name, type === 'text' ? rest : { ...rest, type });
}

export function setParameterValue(memory: ParameterMemory, name: string, value: string): ParameterMemory {
  const param = memoryParameter(memory, name);
  return param ? withParameter(memory, name, { ...param, value }) : memory;
}

/** spec P2 §5: non-empty, trimmed, lower-cased, not already an alias of that parameter. */
export function addAlias(memory: ParameterMemory, parameter: string, raw: string): RuleResult {
  const param = memoryParameter(memory, parameter);
  const alias = normalizeName(raw);
  if (!param || !alias) return refused(PARAMETER_MESSAGES.invalidAlias);
  if (param.aliases.includes(alias)) return refused(PARAMETER_MESSAGES.duplicateAlias(alias, parameter));
  return done(withParameter(memory, parameter, { ...param, aliases: [...param.aliases, alias] }));
}

export function removeAlias(memory: ParameterMemory, parameter: string, alias: string): RuleResult {
  const param = memoryParameter(memory, parameter);
  if (!param || !param.aliases.includes(alias)) return refused(PARAMETER_MESSAGES.removeAliasFailed);
  return done(withParameter(memory, parameter, { ...param, aliases: param.aliases.filter((a) => a !== alias) }));
}

/**
 * An alias becomes a parameter of its own, with the value it answered with and itself as its alias;
 * spec P2 §5: refused when a parameter of that name exists.
 */
export function promoteAlias(memory: ParameterMemory, parameter: string, alias: string): RuleResult {
  const param = memoryParameter(memory, parameter);
  if (!param || !param.aliases.includes(alias)) return refused(PARAMETER_MESSAGES.saveOneFailed);
  if (memoryParameter(memory, alias)) return refused(PARAMETER_MESSAGES.promoteConflict(alias));
  const next = withParameter(memory, parameter, { ...param, aliases: param.aliases.filter((a) => a !== alias) });
  return done(withParameter(next, alias, { value: param.value, aliases: [alias], isCore: false }));
}

/** spec P2 §5: a non-empty name, stored lower-cased with its own name as its alias. */
export function addParameter(memory: ParameterMemory, raw: string, value = ''): RuleResult {
  const name = normalizeName(raw);
  if (!name) return refused(PARAMETER_MESSAGES.invalidName);
  if (memoryParameter(memory, name)) return refused(PARAMETER_MESSAGES.duplicateName(name));
  return done(withParameter(memory, name, { value, aliases: [name], isCore: false }));
}

/** spec P2 §4, §5: core parameters cannot be removed. */
export function removeParameter(memory: ParameterMemory, name: string): RuleResult {
  const param = memoryParameter(memory, name);
  if (!param) return done(memory);
  if (param.isCore) return refused(PARAMETER_MESSAGES.coreLocked);
  return done(without(memory, name));
}

/** Reset: the five core parameters with their default aliases and no values. */
export const resetParameters = (): ParameterMemory => defaultMemory();

/**
 * The viewer's stored values (placeholder key → value) that no parameter's name or alias claims.
 * Select lists (their keys hold the options, comma separated) are choices, not facts about a person.
 */
export function orphanedValues(memory: ParameterMemory, stored: unknown): Orphan[] {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return [];
  const orphans: Orphan[] = [];
  for (const key of Object.keys(stored)) {
    const value = ownValue(stored as Record<string, unknown>, key);
    if (typeof value !== 'string' || !value.trim() || !key || key.includes(',')) continue;
    if (parameterForKey(memory, key) === null) orphans.push({ key, value });
  }
  return orphans;
}

/** The orphan an alias would claim, if any (spec P2 §5: that asks for a confirmation first). */
export const orphanForAlias = (orphans: Orphan[], alias: string): Orphan | undefined => {
  const key = placeholderKey(normalizeName(alias));
  return key ? orphans.find((o) => o.key === key) : undefined;
};

/**
 * spec P2 §4: an orphan dropped onto a parameter becomes its alias, so the parameter answers for that
 * placeholder from now on. A parameter without a value takes the orphan's, so nothing typed is lost.
 * The caller then drops the orphan from the stored values: the memory fills it now.
 */
export function adoptOrphan(memory: ParameterMemory, parameter: string, orphan: Orphan, alias: string = orphan.key): RuleResult {
  const added = addAlias(memory, parameter, alias);
  if (!added.ok) return added;
  const param = memoryParameter(added.memory, parameter)!;
  return param.value.trim() ? added : done(withParameter(added.memory, parameter, { ...param, value: orphan.value }));
}

/** The stored values without the ones a parameter now claims. */
export function withoutClaimed(memory: ParameterMemory, stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stored).filter(([key]) => parameterForKey(memory, key) === null));
}

export type MemoryCheck = { ok: true; memory: ParameterMemory } | { ok: false; error: string; field: string };

/**
 * The same rules on a whole memory, for the server (which never trusts the client): names and aliases
 * trimmed and lower-cased, names non-empty and unique, aliases non-empty and unique per parameter,
 * every parameter answering to its own name, core parameters always present and only they core.
 */
export function checkMemory(entries: [string, PersonalParameter][]): MemoryCheck {
  const seen = new Set<string>();
  const checked: [string, PersonalParameter][] = [];
  for (const [raw, param] of entries) {
    const name = normalizeName(raw);
    const field = `parameters.${raw}`;
    if (!name) return { ok: false, error: PARAMETER_MESSAGES.invalidName, field };
    if (seen.has(name)) return { ok: false, error: PARAMETER_MESSAGES.duplicateName(name), field };
    seen.add(name);
    const aliases: string[] = [];
    for (const rawAlias of param.aliases) {
      const alias = normalizeName(rawAlias);
      if (!alias) return { ok: false, error: PARAMETER_MESSAGES.invalidAlias, field: `${field}.aliases` };
      if (aliases.includes(alias)) return { ok: false, error: PARAMETER_MESSAGES.duplicateAlias(alias, name), field: `${field}.aliases` };
      aliases.push(alias);
    }
    if (!aliases.includes(name)) aliases.unshift(name);
    // A typed value is kept normalised ('1,200' → '1200'); one that does not fit its type is refused.
    const value = param.value.trim();
    // The core parameters are text (the website a URL): a type sent for one is ignored.
    const type = (CORE_KEYS as readonly string[]).includes(name) ? undefined : param.type;
    let stored = value;
    if (type && value) {
      const fits = normaliseValue({ type, required: true }, value);
      if (!fits.ok) return { ok: false, error: PARAMETER_MESSAGES.valueDoesNotFit(name, fits.message), field: `${field}.value` };
      stored = fits.value;
    }
    checked.push([name, { value: stored, aliases, isCore: false, ...(type ? { type } : {}) }]);
  }
  // normalizeMemory adds the core parameters that are missing, marks core only the core names and
  // merges their default aliases.
  return { ok: true, memory: normalizeMemory(checked) };
}

export type ProfileCheck = { ok: true; values: Record<string, string> } | { ok: false; error: string; field: string };

/**
 * A profile's values as they are kept (docs/memory.md#profiles): each under the name of the memory's
 * parameter it answers to (its name, or one of its aliases), so a value given under an alias is that
 * parameter's; a value under the parameter's own name beats one under an alias. Blank values are left
 * out (the memory fills those), a website gets https://, and a value for a typed parameter must fit
 * its type, as the memory's own must, or a profile would hide a memory value that fills.
 */
export function checkProfileValues(memory: ParameterMemory, entries: [string, string][]): ProfileCheck {
  const kept = new Map<string, string>();
  const byOwnName = new Set<string>();
  for (const [raw, value] of entries) {
    const name = normalizeName(raw);
    if (!value.trim()) continue;
    const own = memoryParameter(memory, name) !== undefined;
    const owner = own ? name : (parameterForKey(memory, placeholderKey(name)) ?? name);
    if (kept.has(owner) && (byOwnName.has(owner) || !own)) continue;
    let stored = isWebsiteParameter(owner) ? normalizeWebsite(value.trim()) : value;
    const type = memoryParameter(memory, owner)?.type;
    if (type) {
      const fits = normaliseValue({ type, required: true }, value.trim());
      if (!fits.ok) return { ok: false, error: PARAMETER_MESSAGES.valueDoesNotFit(owner, fits.message), field: `values.${raw}` };
      stored = fits.value;
    }
    kept.set(owner, stored);
    if (own) byOwnName.add(owner);
  }
  return { ok: true, values: Object.fromEntries(kept) };
}
