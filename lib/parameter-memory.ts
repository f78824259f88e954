import { placeholderKey } from './placeholders';

// The personal parameter memory (spec P1 §3, P2 §3): core facts about the user that fill matching
// placeholders, by the parameter's own name or any of its aliases.

export type PersonalParameter = { value: string; aliases: string[]; isCore: boolean };
export type ParameterMemory = Record<string, PersonalParameter>;

// spec P1 §3 default aliases.
export const CORE_PARAMETERS = {
  name: ['name', 'your name', 'user name', 'full name'],
  title: ['title', 'job title', 'position', 'your title'],
  department: ['department', 'dept', 'department name', 'department_name'],
  company_name: ['company', 'company name', 'companyname', 'organization', 'org', 'your company'],
  website: ['website', 'site', 'url', 'web address', 'website name', 'website_url'],
} as const satisfies Record<string, readonly string[]>;

export type CoreParameter = keyof typeof CORE_PARAMETERS;
export const CORE_KEYS = Object.keys(CORE_PARAMETERS) as CoreParameter[];

export const CORE_LABELS: Record<CoreParameter, string> = {
  name: 'Your name',
  title: 'Job title',
  department: 'Department',
  company_name: 'Company or organization',
  website: 'Website',
};

export const STORAGE_KEYS = {
  memory: 'personalPlaceholderValues',
  placeholderValues: 'placeholderValues',
  legacyMemory: 'parameterMemory',
  setup: 'parameterMemorySetup',
} as const;

// Hand-checked rather than zod: this runs in the browser on every page, and the server checks the
// same shape with zod (lib/services/parameters.ts) before anything is stored.
function readParameter(raw: unknown): PersonalParameter | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  return {
    value: typeof r.value === 'string' ? r.value.slice(0, 500) : '',
    aliases: Array.isArray(r.aliases) ? r.aliases.filter((a): a is string => typeof a === 'string' && a.length <= 100).slice(0, 50) : [],
    isCore: r.isCore === true,
  };
}

export function defaultMemory(): ParameterMemory {
  return Object.fromEntries(CORE_KEYS.map((k) => [k, { value: '', aliases: [...CORE_PARAMETERS[k]], isCore: true }]));
}

/** Read a stored memory defensively: bad entries are dropped, core parameters always present. */
export function normalizeMemory(raw: unknown): ParameterMemory {
  const memory = defaultMemory();
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return memory;
  for (const [key, value] of Object.entries(raw).slice(0, 100)) {
    const param = readParameter(value);
    if (!param || !key || key.length > 100) continue;
    const core = memory[key];
    memory[key] = core
      ? { value: param.value, aliases: [...new Set([...core.aliases, ...param.aliases])], isCore: true }
      : { ...param, isCore: false };
  }
  return memory;
}

/** The flat map the viewer uses: placeholder key of every name and alias → value (non-blank only). */
export function valuesFromMemory(memory: ParameterMemory): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, param] of Object.entries(memory)) {
    if (!param.value.trim()) continue;
    for (const alias of [name, ...param.aliases]) flat[placeholderKey(alias)] ??= param.value;
  }
  return flat;
}

/** The parameter a placeholder key belongs to, if any. */
export function parameterForKey(memory: ParameterMemory, key: string): string | null {
  for (const [name, param] of Object.entries(memory)) {
    if ([name, ...param.aliases].some((a) => placeholderKey(a) === key)) return name;
  }
  return null;
}

/** Merge the server copy into the local one: a non-blank server value wins; aliases are united. */
export function mergeMemories(local: ParameterMemory, server: ParameterMemory): ParameterMemory {
  const merged: ParameterMemory = { ...local };
  for (const [key, param] of Object.entries(server)) {
    const mine = merged[key];
    merged[key] = {
      value: param.value.trim() ? param.value : (mine?.value ?? ''),
      aliases: [...new Set([...(mine?.aliases ?? []), ...param.aliases])],
      isCore: mine?.isCore ?? param.isCore,
    };
  }
  return merged;
}
