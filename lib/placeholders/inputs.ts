// Typed inputs (docs/placeholders.md, "Typed inputs"). A placeholder's body may carry, after its
// label and a `|`, what the input wants:
//
//   !<Deadline | date>!
//   !<Word count | number min=50 max=2000 default=300>!
//   !<Include sources | checkbox yes="with sources" no="without sources" default=yes>!
//   !<Background | long text, optional, help="What the reader already knows">!
//   !<Tone | select: formal / friendly* / playful>!
//   !<Channels | multi-select: email / sms / push, optional>!
//   !<Organisation name | was="Company">!     (renamed: remembered values for 'Company' still fill it)
//
// The tail is read only when it starts with a type or with one of the words `optional`, `required`,
// `help=`, `default=` and `was=`, and holds no other bare word; any other tail is part of the label,
// exactly as before typed inputs existed, so no stored prompt changes meaning. Inside a tail that is
// read, a setting that cannot be understood is dropped with a warning for the editor: never an error,
// never a throw. Pure; no imports.

export const INPUT_TYPES = ['text', 'longtext', 'number', 'date', 'time', 'datetime', 'email', 'url', 'checkbox', 'select', 'multiselect'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export type InputSpec = {
  type: InputType;
  /** Required unless the author wrote `optional` (the spec's Build rule wants every input). */
  required: boolean;
  /** The default, normalised: an ISO date or time, a number as written canonically, 'true'/'false' for a checkbox, a comma list for a multi-select. */
  default?: string;
  /** A short help text shown under the field. */
  help?: string;
  /** Labels this input had before it was renamed (`was="Company"`): values remembered for them still fill it. */
  was?: string[];
  min?: number;
  max?: number;
  step?: number;
  /** A select's or multi-select's options, in order. */
  options?: string[];
  /** A checkbox's words when ticked and when not: by default 'yes' and 'no'. */
  yes?: string;
  no?: string;
};

export const TEXT_INPUT: InputSpec = { type: 'text', required: true };

/** The words an author may write for each type (lower case, inner spaces and hyphens ignored). */
const TYPE_NAMES: Record<string, InputType> = {
  text: 'text',
  shorttext: 'text',
  longtext: 'longtext',
  textarea: 'longtext',
  paragraph: 'longtext',
  number: 'number',
  integer: 'number',
  date: 'date',
  time: 'time',
  datetime: 'datetime',
  dateandtime: 'datetime',
  email: 'email',
  url: 'url',
  link: 'url',
  checkbox: 'checkbox',
  select: 'select',
  choice: 'select',
  multiselect: 'multiselect',
  multi: 'multiselect',
};
const typeName = (words: string): InputType | undefined => {
  let key = '';
  for (const ch of words.toLowerCase()) if (ch !== ' ' && ch !== '\t' && ch !== '_' && ch !== '-') key += ch;
  return Object.hasOwn(TYPE_NAMES, key) ? TYPE_NAMES[key] : undefined;
};

export type ParsedTail = { label: string; input: InputSpec; warnings: string[] } | null;

/**
 * The label and input of a placeholder body, or null when the body holds no typed tail (then the
 * whole body is the label, as it always was).
 */
export function parseTypedBody(body: string): ParsedTail {
  const bar = body.indexOf('|');
  if (bar === -1) return null;
  const label = body.slice(0, bar).trim();
  const tail = body.slice(bar + 1).trim();
  if (!label || !tail) return null;
  const clauses = splitOutsideQuotes(tail, ',');
  const first = clauses[0]!.trim();
  const head = readHead(first);
  if (!head) return null;
  const warnings: string[] = [];
  const input: InputSpec = { type: head.type, required: true };
  // `integer` is a number in whole steps.
  if (/^integer\b/i.test(first)) input.step = 1;
  const settings: [string, string][] = [];
  // The first clause: the type, its options after a colon, then its settings; the others: words and settings.
  for (const [index, clause] of clauses.entries()) {
    const text = index === 0 ? head.rest : clause.trim();
    if (index === 0 && head.options !== undefined) {
      input.options = head.options;
      continue;
    }
    for (const token of tokens(text)) {
      const eq = token.indexOf('=');
      if (eq === -1) {
        const word = token.toLowerCase();
        if (word === 'optional') input.required = false;
        else if (word === 'required') input.required = true;
        // A bare word that is no setting reads as prose ('!<Subject | text of the email>!'): the whole
        // body stays the label, as it was before typed inputs.
        else return null;
      } else settings.push([token.slice(0, eq).trim().toLowerCase(), unquote(token.slice(eq + 1).trim())]);
    }
  }
  applySettings(input, settings, warnings);
  return { label, input, warnings };
}

/** The type word(s) at the start of the first clause, and for a select its options after a colon. */
function readHead(first: string): { type: InputType; rest: string; options?: string[] } | null {
  const lower = first.toLowerCase();
  // `optional`, `required`, `help=…`, `default=…` or `was=…` alone: a text input with settings.
  if (/^(optional|required)\b/.test(lower) || /^(help|default|was)\s*=/.test(lower)) return { type: 'text', rest: first };
  const colon = first.indexOf(':');
  if (colon !== -1) {
    const type = typeName(first.slice(0, colon));
    if (type === 'select' || type === 'multiselect') {
      return { type, rest: '', options: first.slice(colon + 1).split('/').map((o) => o.trim()) };
    }
  }
  // The longest run of leading words that names a type ("long text", "date and time").
  const words = first.split(/\s+/, 4);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const head = words.slice(0, n);
    if (head.some((w) => w.includes('='))) continue;
    const type = typeName(head.join(''));
    if (type) return { type, rest: afterWords(first, n) };
  }
  return null;
}

/** The text after its first `n` words. */
function afterWords(text: string, n: number): string {
  let i = 0;
  for (let w = 0; w < n; w++) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    while (i < text.length && !/\s/.test(text[i]!)) i++;
  }
  return text.slice(i).trim();
}

function applySettings(input: InputSpec, settings: [string, string][], warnings: string[]): void {
  let rawDefault: string | undefined;
  for (const [key, value] of settings) {
    if (key === 'help') input.help = value;
    else if (key === 'was') {
      if (value.trim()) input.was = [...(input.was ?? []), value.trim()];
    }
    else if (key === 'default') rawDefault = value;
    else if ((key === 'min' || key === 'max' || key === 'step') && input.type === 'number') {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n)) warnings.push(`${key}=${value} is not a number and is ignored`);
      else if (key === 'step' && n <= 0) warnings.push('step must be more than 0 and is ignored');
      else input[key] = n;
    } else if ((key === 'yes' || key === 'no') && input.type === 'checkbox') input[key] = value;
    else warnings.push(`“${key}=” is not a setting of a ${typeLabel(input.type)} input and is ignored`);
  }
  if (input.min !== undefined && input.max !== undefined && input.min > input.max) {
    warnings.push(`min=${input.min} is more than max=${input.max}; both are ignored`);
    delete input.min;
    delete input.max;
  }
  if (input.options) {
    const seen = new Set<string>();
    const options: string[] = [];
    const starred: string[] = [];
    for (const option of input.options) {
      const marked = option.endsWith('*');
      const name = (marked ? option.slice(0, -1) : option).trim();
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      options.push(name);
      if (marked) starred.push(name);
    }
    input.options = options;
    if (options.length === 0) {
      warnings.push('This list has no options; it is a text input');
      input.type = 'text';
      delete input.options;
    } else if (rawDefault === undefined && starred.length > 0) {
      rawDefault = input.type === 'multiselect' ? starred.join(', ') : starred[0];
      if (input.type === 'select' && starred.length > 1) warnings.push('A select has one default; the first marked option is used');
    }
  } else if (input.type === 'select' || input.type === 'multiselect') {
    warnings.push(`A ${typeLabel(input.type)} lists its options after a colon, e.g. “select: a / b / c”; this one is a text input`);
    input.type = 'text';
  }
  if (rawDefault !== undefined && rawDefault !== '') {
    const normal = normaliseValue(input, rawDefault);
    if (normal.ok) input.default = normal.value;
    else warnings.push(`default=${rawDefault}: ${normal.message}; it is ignored`);
  }
}

/** The native `<input type>` for a value of this type (a long text, a list and a checkbox have controls of their own). */
const HTML_INPUT_TYPES: Record<InputType, string> = { text: 'text', longtext: 'text', number: 'number', date: 'date', time: 'time', datetime: 'datetime-local', email: 'email', url: 'url', checkbox: 'checkbox', select: 'text', multiselect: 'text' };
export const htmlInputType = (type: InputType): string => HTML_INPUT_TYPES[type];

/** The type's name as a menu shows it: 'Date and time'. */
export const typeTitle = (type: InputType): string => typeLabel(type).replace(/^./, (c) => c.toUpperCase());

export const typeLabel = (type: InputType): string =>
  ({ text: 'text', longtext: 'long text', number: 'number', date: 'date', time: 'time', datetime: 'date and time', email: 'email', url: 'URL', checkbox: 'checkbox', select: 'select', multiselect: 'multi-select' })[type];

/** Split on `sep` outside double quotes. */
function splitOutsideQuotes(text: string, sep: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** Words and `key=value` settings; a value may be quoted and then hold spaces. */
function tokens(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && (text[i] === ' ' || text[i] === '\t')) i++;
    if (i >= n) break;
    const start = i;
    let quoted = false;
    while (i < n && (quoted || (text[i] !== ' ' && text[i] !== '\t'))) {
      if (text[i] === '"') quoted = !quoted;
      i++;
    }
    out.push(text.slice(start, i));
  }
  return out;
}

const unquote = (value: string): string => (value.startsWith('"') ? value.slice(1, value.endsWith('"') && value.length > 1 ? -1 : undefined) : value);

// Values: what a field holds, normalised, and checked against its input.

export type ValueCheck = { ok: true; value: string } | { ok: false; message: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const hh = (h: string) => h.padStart(2, '0');
const TRUE_WORDS = new Set(['true', 'yes', 'on', 'checked', '1', 'y']);
const FALSE_WORDS = new Set(['false', 'no', 'off', 'unchecked', '0', 'n']);

function validDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * A value in its stored form, or why it does not fit the input: dates as YYYY-MM-DD, times as HH:MM,
 * date-times as YYYY-MM-DDTHH:MM, numbers canonical, a checkbox as 'true' or 'false', a multi-select as a
 * comma list of its options in their order. A blank value is blank for every type.
 */
export function normaliseValue(input: InputSpec, raw: string): ValueCheck {
  const value = raw.trim();
  if (!value) return { ok: true, value: '' };
  switch (input.type) {
    case 'number': {
      const n = Number(value.replace(/[\s,_](?=\d{3}\b)/g, ''));
      if (!Number.isFinite(n)) return { ok: false, message: 'must be a number' };
      if (input.min !== undefined && n < input.min) return { ok: false, message: `must be at least ${input.min}` };
      if (input.max !== undefined && n > input.max) return { ok: false, message: `must be at most ${input.max}` };
      if (input.step !== undefined) {
        const base = input.min ?? 0;
        const steps = (n - base) / input.step;
        if (Math.abs(steps - Math.round(steps)) > 1e-9) return { ok: false, message: `must be a multiple of ${input.step}${base ? ` from ${base}` : ''}` };
      }
      return { ok: true, value: String(n) };
    }
    case 'date':
      return validDate(value) ? { ok: true, value } : { ok: false, message: 'must be a date (YYYY-MM-DD)' };
    case 'time': {
      const m = ISO_TIME.exec(value);
      return m ? { ok: true, value: `${hh(m[1]!)}:${m[2]}` } : { ok: false, message: 'must be a time (HH:MM)' };
    }
    case 'datetime': {
      // RFC 3339 from an API client ('…T09:30:00Z', '…T09:30:00.000+01:00') keeps its wall time.
      const [date, rawTime] = value.split(/[T ]/);
      const time = rawTime?.replace(/(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i, '');
      const m = time ? ISO_TIME.exec(time) : null;
      return date && validDate(date) && m ? { ok: true, value: `${date}T${hh(m[1]!)}:${m[2]}` } : { ok: false, message: 'must be a date and time (YYYY-MM-DDTHH:MM)' };
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { ok: true, value } : { ok: false, message: 'must be an email address' };
    case 'url': {
      const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(withScheme);
        return url.hostname.includes('.') || url.hostname === 'localhost' ? { ok: true, value: withScheme } : { ok: false, message: 'must be a web address' };
      } catch {
        return { ok: false, message: 'must be a web address' };
      }
    }
    case 'checkbox': {
      const word = value.toLowerCase();
      if (TRUE_WORDS.has(word) || word === input.yes?.toLowerCase()) return { ok: true, value: 'true' };
      if (FALSE_WORDS.has(word) || word === input.no?.toLowerCase()) return { ok: true, value: 'false' };
      return { ok: false, message: 'must be yes or no' };
    }
    case 'select': {
      const match = input.options?.find((o) => o.toLowerCase() === value.toLowerCase());
      return match ? { ok: true, value: match } : { ok: false, message: `must be one of: ${input.options?.join(', ')}` };
    }
    case 'multiselect': {
      const chosen = new Set(value.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean));
      const unknown = [...chosen].filter((c) => !input.options?.some((o) => o.toLowerCase() === c));
      if (unknown.length) return { ok: false, message: `must be among: ${input.options?.join(', ')}` };
      return { ok: true, value: (input.options ?? []).filter((o) => chosen.has(o.toLowerCase())).join(', ') };
    }
    default:
      return { ok: true, value: raw };
  }
}

/** What a stored value builds as: a checkbox's words; every other value as it is. */
export function builtValue(input: InputSpec, value: string): string {
  if (input.type !== 'checkbox') return value;
  return value === 'true' ? (input.yes ?? 'yes') : (input.no ?? 'no');
}

// Writing: the marker for a label and an input, as the editor's form and the importers write it.

/** The longest body a typed placeholder may have (label, `|` and settings); a label alone stays within MAX_LABEL_LENGTH. */
export const MAX_TYPED_BODY_LENGTH = 500;

/** The type as a marker writes it: its label in lower case ('date and time', 'url'). */
const typeWord = (type: InputType): string => typeLabel(type).toLowerCase();

/** Text that may sit inside a marker: no '!', no line break, no double quote (settings are quoted). */
const markerSafe = (text: string): string => text.replace(/[\r\n]+/g, ' ').replace(/!/g, '').replace(/"/g, '\u201d').trim();
/** An option: marker-safe, and free of the option separators '/' and ','. */
export const optionSafe = (text: string): string => markerSafe(text).replace(/\//g, '\u2215').replace(/,/g, ';').replace(/[<>{}^|]/g, ' ').trim();

const quoted = (value: string) => (/^[^\s,"=]+$/.test(value) ? value : `"${value}"`);

/**
 * `!<Label | type settings>!` for an input, or `!<Label>!` for a required text input with nothing
 * else to say. The label and texts are made marker-safe; a select's options option-safe.
 */
export function writePlaceholder(label: string, input: InputSpec, kind: 'angle' | 'curly' | 'caret' = 'angle'): string {
  const [open, close] = ({ angle: ['!<', '>!'], curly: ['!{', '}!'], caret: ['!^', '^!'] } as const)[kind];
  const name = markerSafe(label).replace(/[<>{}^|]/g, ' ').replace(/\s+/g, ' ').trim() || 'Value';
  const head: string[] = [];
  const settings: string[] = [];
  const options = (input.options ?? []).map(optionSafe).filter(Boolean);
  const plain = input.type === 'text' || ((input.type === 'select' || input.type === 'multiselect') && options.length === 0);
  if (!plain) {
    const defaults = new Set(input.default && (input.type === 'select' || input.type === 'multiselect') ? input.default.split(',').map((d) => optionSafe(d)) : []);
    head.push(input.type === 'select' || input.type === 'multiselect' ? `${typeWord(input.type)}: ${options.map((o) => (defaults.has(o) ? `${o}*` : o)).join(' / ')}` : typeWord(input.type));
  }
  if (input.type === 'number') for (const key of ['min', 'max', 'step'] as const) if (input[key] !== undefined) head.push(`${key}=${input[key]}`);
  if (input.type === 'checkbox') {
    if (input.yes !== undefined) head.push(`yes=${quoted(markerSafe(input.yes))}`);
    if (input.no !== undefined) head.push(`no=${quoted(markerSafe(input.no))}`);
  }
  if (input.default !== undefined && input.default !== '' && input.type !== 'select' && input.type !== 'multiselect') {
    const value = input.type === 'checkbox' ? (input.default === 'true' ? 'yes' : 'no') : markerSafe(input.default);
    (plain ? settings : head).push(`default=${quoted(value)}`);
  }
  if (!input.required) settings.push('optional');
  if (input.help) settings.push(`help=${quoted(markerSafe(input.help))}`);
  for (const old of input.was ?? []) settings.push(`was=${quoted(markerSafe(old))}`);
  const tail = [head.join(' '), ...settings].filter(Boolean).join(', ');
  return tail ? `${open}${name} | ${tail}${close}` : `${open}${name}${close}`;
}
