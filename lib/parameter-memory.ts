import { ownValue } from './own';
import { placeholderKey } from './placeholders';

// The personal parameter memory (spec P1 §3, P2 §3): core facts about the user that fill matching
// placeholders, by the parameter's own name or any of its aliases.

/**
 * What kind of value a parameter of one's own holds (docs/parameters.md, "Typed values"): its value is
 * kept normalised for that type (a date as YYYY-MM-DD, a number as a number) and edited with its control.
 * The core parameters are text (the website a URL, kept with https://).
 */
export const MEMORY_TYPES = ['text', 'longtext', 'number', 'date', 'time', 'datetime', 'email', 'url'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];
const isMemoryType = (value: unknown): value is MemoryType => typeof value === 'string' && (MEMORY_TYPES as readonly string[]).includes(value);

export type PersonalParameter = { value: string; aliases: string[]; isCore: boolean; type?: MemoryType };
export type ParameterMemory = Record<string, PersonalParameter>;

// Default aliases: the union of spec P1 §3's lists and P2 §3's (the parameter manager's variant), so
// department also answers to 'role', 'your role' and 'job role'. normalizeMemory merges these into
// memories stored before an alias was added here.
export const CORE_PARAMETERS = {
  name: ['name', 'your name', 'user name', 'full name'],
  title: ['title', 'job title', 'position', 'your title'],
  department: ['department', 'dept', 'department name', 'department_name', 'role', 'your role', 'job role'],
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
  // spec P1 §3, P2 §3: set by the parameter setup wizard (started / finished).
  setup: 'parameterMemorySetup',
  setupCompleted: 'parameterSetupCompleted',
  // spec P2 §3: the home's parameter banner was dismissed. Also kept as a cookie of the same name, so
  // the server draws the home with or without the banner and nothing shifts once painted.
  bannerDismissed: 'parameterBannerDismissed',
} as const;

/** spec P2 §2: the memory holds a personal parameter when a value is set (blank core entries do not count). */
export function hasPersonalParameters(memory: ParameterMemory): boolean {
  return Object.values(memory).some((p) => p.value.trim() !== '');
}

// Hand-checked rather than zod: this runs in the browser on every page, and the server checks the
// same shape with zod (lib/services/parameters.ts) before anything is stored.
function readParameter(raw: unknown): PersonalParameter | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  return {
    value: typeof r.value === 'string' ? r.value.slice(0, 500) : '',
    aliases: Array.isArray(r.aliases) ? r.aliases.filter((a): a is string => typeof a === 'string' && a.length <= 100).slice(0, 50) : [],
    isCore: r.isCore === true,
    ...(isMemoryType(r.type) && r.type !== 'text' ? { type: r.type } : {}),
  };
}

export function defaultMemory(): ParameterMemory {
  return Object.fromEntries(CORE_KEYS.map((k) => [k, { value: '', aliases: [...CORE_PARAMETERS[k]], isCore: true }]));
}

// Parameter names are chosen by people ('constructor', '__proto__' …): every map below is a Map while
// it is built, and becomes an object through Object.fromEntries, which defines own properties only.

/**
 * Read a stored memory defensively: bad entries are dropped, core parameters always present. Takes an
 * object (local storage, an API answer) or the entries of one.
 */
export function normalizeMemory(raw: unknown): ParameterMemory {
  const memory = new Map(Object.entries(defaultMemory()));
  const entries: unknown[] = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.entries(raw) : [];
  for (const entry of entries.slice(0, 100)) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
    const key: string = entry[0];
    const param = readParameter(entry[1]);
    if (!param || !key || key.length > 100) continue;
    const core = memory.get(key);
    memory.set(
      key,
      core?.isCore
        ? { value: param.value, aliases: [...new Set([...core.aliases, ...param.aliases])], isCore: true }
        : { ...param, isCore: false },
    );
  }
  return Object.fromEntries(memory);
}

/** The flat map the viewer uses: placeholder key of every name and alias → value (non-blank only). */
export function valuesFromMemory(memory: ParameterMemory): Record<string, string> {
  const flat = new Map<string, string>();
  for (const [name, param] of Object.entries(memory)) {
    if (!param.value.trim()) continue;
    for (const alias of [name, ...param.aliases]) {
      const key = placeholderKey(alias);
      if (!flat.has(key)) flat.set(key, param.value);
    }
  }
  return Object.fromEntries(flat);
}

/** What `profile` fills differently from the memory, by placeholder key (where a build says "from the profile"). */
export function profileOnly(memory: ParameterMemory, profile: Record<string, string>): Record<string, string> {
  const plain = valuesFromMemory(memory);
  return Object.fromEntries(Object.entries(valuesFromMemory(withProfile(memory, profile))).filter(([key, value]) => plain[key] !== value));
}

/** The parameter a placeholder key belongs to, if any. */
export function parameterForKey(memory: ParameterMemory, key: string): string | null {
  for (const [name, param] of Object.entries(memory)) {
    if ([name, ...param.aliases].some((a) => placeholderKey(a) === key)) return name;
  }
  return null;
}

/**
 * Merge the server copy into the local one: a non-blank server value wins, with its type (text has
 * none, so a local type never sticks to a server value it does not fit); aliases are united.
 */
export function mergeMemories(local: ParameterMemory, server: ParameterMemory): ParameterMemory {
  const merged = new Map(Object.entries(local));
  for (const [key, param] of Object.entries(server)) {
    const mine = merged.get(key);
    const serverWins = param.value.trim() !== '';
    const type = serverWins ? param.type : (mine?.type ?? param.type);
    merged.set(key, {
      value: serverWins ? param.value : (mine?.value ?? ''),
      aliases: [...new Set([...(mine?.aliases ?? []), ...param.aliases])],
      isCore: mine?.isCore ?? param.isCore,
      ...(type ? { type } : {}),
    });
  }
  return Object.fromEntries(merged);
}

/** The memory with these parameters' values blank (forgotten everywhere): their names and aliases stay. */
export function forgetLocally(memory: ParameterMemory, forgotten: readonly string[]): ParameterMemory {
  if (!forgotten.length) return memory;
  const gone = new Set(forgotten);
  return Object.fromEntries(Object.entries(memory).map(([name, p]) => [name, gone.has(name) ? { ...p, value: '' } : p]));
}

/** One parameter by its name, never a property of Object.prototype. */
export const memoryParameter = (memory: ParameterMemory, name: string): PersonalParameter | undefined => ownValue(memory, name);

/**
 * The memory as a profile fills it (docs/memory.md#profiles): each of the profile's values over the
 * parameter it names (by name or alias, so aliases apply across profiles), and a value for a name the
 * memory lacks as a parameter of its own. What the profile lacks falls through to the memory.
 */
export function withProfile(memory: ParameterMemory, values: Record<string, string>): ParameterMemory {
  const merged = new Map(Object.entries(memory));
  // A value under a parameter's own name is applied last, so it beats one under an alias of it.
  const ownNameLast = Object.entries(values).sort(([a], [b]) => Number(memoryParameter(memory, a) !== undefined) - Number(memoryParameter(memory, b) !== undefined));
  for (const [name, value] of ownNameLast) {
    if (!value.trim()) continue;
    const owner = parameterForKey(memory, placeholderKey(name)) ?? name;
    const param = merged.get(owner);
    merged.set(owner, param ? { ...param, value } : { value, aliases: [], isCore: false });
  }
  return Object.fromEntries(merged);
}
