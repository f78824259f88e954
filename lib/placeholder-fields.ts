import type { UseInput } from './dto/value-trail';
import { lookupValue, normaliseValue, rememberedValue, type Placeholder, type PlaceholderValues } from './placeholders';

// The viewer's fields (and any other form over a prompt's placeholders): what each shows, where the
// value came from, whether it fits its input, and the values a build uses. Pure.

export type ValueSource = 'typed' | 'memory' | 'default' | 'none';

export type FieldState = {
  /** What the control shows: as typed, or the remembered or default value. */
  shown: string;
  source: ValueSource;
  /** "Word count must be at least 50", when the value does not fit its input. */
  error?: string;
};

export type FieldStates = {
  byKey: Record<string, FieldState>;
  /** The values a build uses: normalised, and blank where a value does not fit. */
  values: Record<string, string>;
  invalid: number;
};

/**
 * Typed values win over remembered ones, and remembered ones over the prompt's defaults. A memory
 * value that does not fit a typed input (a name in a date) is not used: the default or nothing is.
 */
export function fieldStates(placeholders: Placeholder[], typed: PlaceholderValues, memory: PlaceholderValues): FieldStates {
  const byKey: Record<string, FieldState> = {};
  const values: Record<string, string> = {};
  let invalid = 0;
  for (const p of placeholders) {
    // By key, or by a label the input had before a rename; own properties only ('!<constructor>!').
    const own = lookupValue(p, typed);
    const remembered = rememberedValue(p, memory);
    let state: FieldState;
    if (own !== undefined) state = { shown: own, source: 'typed' };
    else if (remembered !== undefined) state = { shown: remembered, source: 'memory' };
    else if (p.input.default !== undefined) state = { shown: p.input.default, source: 'default' };
    else state = { shown: p.input.type === 'checkbox' ? 'false' : '', source: 'none' };
    const check = normaliseValue(p.input, state.shown);
    if (check.ok) values[p.key] = check.value;
    else {
      values[p.key] = '';
      state.error = `${p.label} ${check.message}`;
      invalid++;
    }
    byKey[p.key] = state;
  }
  return { byKey, values, invalid };
}

/**
 * The typed values with those of typed inputs replaced by their normalised form (what the build used),
 * or the same object when nothing changes. Free text is kept exactly as typed.
 */
export function typedNormalised(placeholders: Placeholder[], typed: Record<string, string>, values: Record<string, string>): Record<string, string> {
  let next = typed;
  for (const p of placeholders) {
    if (p.input.type === 'text' || p.input.type === 'longtext' || !Object.hasOwn(typed, p.key)) continue;
    const value = values[p.key];
    if (value !== undefined && value !== '' && value !== typed[p.key]) next = { ...next, [p.key]: value };
  }
  return next;
}

/** A placeholder answered by choosing among the prompt's own options (a select, a checkbox…). */
export const isChoice = (p: Placeholder): boolean => p.options.length > 0 || p.input.type === 'checkbox' || p.input.type === 'multiselect' || p.input.type === 'select';

/**
 * Whether a value typed into this placeholder can be remembered (docs/memory.md#profiles): a value a
 * person types, kept by the placeholder's label; not a choice among the prompt's own options.
 */
export const canRemember = (p: Placeholder): boolean => !isChoice(p) && rememberName(p).length <= MAX_REMEMBER_NAME;

/** A parameter's name is at most 100 characters (lib/services/parameters.ts parameterName); a label may be longer. */
const MAX_REMEMBER_NAME = 100;

/** The name a remembered value is kept under: the placeholder's label, as a parameter's name (lower case). */
export const rememberName = (p: Placeholder): string => p.label.trim().toLowerCase();

/**
 * Which values a build used and from where, for the usage trail (docs/memory.md#the-usage-trail): each
 * placeholder with a value, by its label (never the value), typed, the profile's (a value in
 * `fromProfile`, by placeholder key, while `profileId` fills), the memory's, or the prompt's default.
 */
export function trailUses(placeholders: Placeholder[], byKey: Record<string, FieldState>, fromProfile: PlaceholderValues, profileId: string | null): UseInput[] {
  return placeholders.flatMap((p): UseInput[] => {
    const state = byKey[p.key];
    if (!state || state.source === 'none') return [];
    // A choice among the prompt's own options, typed or by default, is the prompt's, not a value of the person's.
    if (state.source !== 'memory' && isChoice(p)) return [];
    if (state.source !== 'memory') return [{ name: p.label, source: state.source }];
    return profileId && rememberedValue(p, fromProfile) !== undefined ? [{ name: p.label, source: 'profile', profileId }] : [{ name: p.label, source: 'memory' }];
  });
}
