import { MAX_LABEL_LENGTH, MAX_TYPED_BODY_LENGTH, normaliseValue, optionSafe, placeholderKey, TEXT_INPUT, writePlaceholder, type InputSpec } from '../placeholders';

// Other tools' template variables in our placeholder grammar (docs/placeholders.md): free text
// becomes `!<Label>!`, a typed variable a typed input (`!<Deadline | date>!`) with its default,
// required flag and help, a select list a select. Pure; the table of what becomes what is in
// docs/import-export.md. Each translator answers the new text and notes on what could not be kept
// (types our grammar has no word for).

export type Translation = { content: string; notes: string[] };

/** Characters that would end or open a marker inside a label or an option. */
const MARKER_CHARS = /[!<>{}^|]/g;

/**
 * A variable name as a label people read: `company_name` → `Company name`, `criticLevel` → `Critic
 * level`, `USER_NAME` → `User name`. Spaces, underscores and hyphens drop out of the placeholder's
 * key anyway, so `{{company_name}}` meets the parameter memory's `company name`.
 */
export function labelFromName(name: string): string {
  let label = name
    .replace(MARKER_CHARS, ' ')
    .replace(/([a-z0-9])([A-Z])(?![A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/[_\s-]+/g, ' ')
    .trim();
  if (/_/.test(name) && label === label.toUpperCase()) label = label.toLowerCase();
  label = label.charAt(0).toUpperCase() + label.slice(1);
  return label.slice(0, 100).trim() || 'Value';
}

export const anglePlaceholder = (label: string): string => `!<${labelFromName(label)}>!`;

const cleanOption = (option: string): string =>
  option
    .replace(/[\r\n]+/g, ' ')
    .replace(/!/g, '')
    .replace(/\|/g, '/')
    // Our pipe splits options on commas.
    .replace(/,/g, ';')
    .trim();

/** A select list, or null when its options cannot be one (none left, or longer than a label may be). */
export function selectPlaceholder(options: readonly string[]): string | null {
  const cleaned = [...new Set(options.map(cleanOption).filter(Boolean))];
  const body = cleaned.join(', ');
  if (!cleaned.length || body.length > MAX_LABEL_LENGTH) return null;
  return `!|${body}|!`;
}

/**
 * What a marker written as `kept` no longer says of `input`, in words, so that the notes name every
 * dropped part (docs/import-export.md): its default, its required or optional flag, its hint, its
 * number range. A plain `!<Label>!` is a required free-text input.
 */
export function lostParts(input: InputSpec, kept: InputSpec = TEXT_INPUT): string[] {
  const parts: string[] = [];
  if (input.default !== undefined && kept.default === undefined) parts.push('default');
  if (input.required !== kept.required) parts.push(input.required ? 'required flag' : 'optional flag');
  if (input.help && !kept.help) parts.push('hint');
  if ((['min', 'max', 'step'] as const).some((key) => input[key] !== undefined && kept[key] === undefined)) parts.push('number range');
  return parts;
}

const listed = (parts: string[]): string => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);
/** ' without its default and hint' when anything was lost, else nothing. */
const without = (parts: string[]): string => (parts.length ? ` without its ${listed(parts)}` : '');

/** The variable as free text, with a note saying why and what of it was lost. */
function asText(name: string, input: InputSpec, why: string, notes: Set<string>): string {
  const lost = lostParts(input);
  notes.add(`${why}; it became a free-text placeholder${lost.length ? `,${without(lost)}` : ''}.`);
  return anglePlaceholder(name);
}

/** A select list where possible; otherwise the variable as free text, with a note saying why. */
function selectOrText(name: string, input: InputSpec, notes: Set<string>): string {
  const select = selectPlaceholder(input.options ?? []);
  if (select) return select;
  return asText(name, input, `The options of '${name}' do not fit a select list`, notes);
}

/**
 * A typed input, named by the variable; settings that would make the marker too long are dropped in
 * turn (help first), and a select that cannot hold its options is a free-text input, with a note.
 */
function typedOrText(name: string, input: InputSpec, notes: Set<string>): string {
  const label = labelFromName(name);
  if (input.options && input.options.some((o) => optionSafe(o) !== o.trim())) {
    // Options holding '/' or ',' keep their words in the pipe form, which splits on commas only.
    const pipe = selectOrText(name, input, notes);
    const lost = lostParts(input, { type: 'select', required: true });
    if (pipe.startsWith('!|') && lost.length) notes.add(`'${name}' became a select list${without(lost)}: its options hold '/' or ','.`);
    return pipe;
  }
  for (const drop of [[], ['help'], ['help', 'default']] as (keyof InputSpec)[][]) {
    const trimmed = { ...input };
    for (const key of drop) delete trimmed[key];
    const written = writePlaceholder(label, trimmed);
    if (written.length - 4 <= MAX_TYPED_BODY_LENGTH) {
      const lost = lostParts(input, trimmed);
      if (drop.length) notes.add(`'${name}' lost its ${listed(lost)}: ${lost.length === 1 ? 'it' : 'they'} did not fit in a placeholder.`);
      return written;
    }
  }
  return asText(name, input, `The options of '${name}' do not fit a select list`, notes);
}

/** A default kept only where it fits the input (a date for a date, one of a select's options …). */
function withDefault(input: InputSpec, raw: string | undefined, name: string, notes: Set<string>): InputSpec {
  if (raw === undefined || raw === '') return input;
  const check = normaliseValue(input, raw);
  if (check.ok && check.value) return { ...input, default: check.value };
  notes.add(`The default of '${name}' does not fit its type and was dropped.`);
  return input;
}

// ── Open WebUI ─────────────────────────────────────────────────────────────────────────────────
// `{{name}}`, `{{name | type:prop=value:required}}`; system variables such as `{{USER_NAME}}`.

const OPEN_WEBUI_SYSTEM: Record<string, string> = {
  USER_NAME: 'Your name',
  USER_EMAIL: 'Email',
  USER_LOCATION: 'Location',
  USER_LANGUAGE: 'Language',
  USER_BIO: 'About you',
  USER_GENDER: 'Gender',
  USER_BIRTH_DATE: 'Birth date',
  USER_AGE: 'Age',
  CLIPBOARD: 'Pasted text',
  CURRENT_DATE: 'Current date',
  CURRENT_DATETIME: 'Current date and time',
  CURRENT_TIME: 'Current time',
  CURRENT_TIMEZONE: 'Time zone',
  CURRENT_WEEKDAY: 'Weekday',
  prompt: 'Text',
  MESSAGES: 'Conversation',
};

const OPEN_WEBUI_TYPES = new Set(['text', 'textarea', 'select', 'number', 'checkbox', 'date', 'datetime-local', 'color', 'email', 'month', 'range', 'tel', 'time', 'url', 'map']);

/** `select:options=["A","B"]:default="A":required` → type and properties (values may hold ':' inside quotes or brackets). */
export function parseOpenWebUiSpec(spec: string): { type: string; props: Record<string, string> } {
  const props: Record<string, string> = {};
  let i = spec.indexOf(':');
  const type = (i === -1 ? spec : spec.slice(0, i)).trim();
  while (i !== -1 && i < spec.length) {
    i += 1;
    const keyEnd = spec.slice(i).search(/[=:]/);
    const key = (keyEnd === -1 ? spec.slice(i) : spec.slice(i, i + keyEnd)).trim();
    if (keyEnd === -1 || spec[i + keyEnd] === ':') {
      if (key) props[key] = 'true';
      i = keyEnd === -1 ? -1 : i + keyEnd;
      continue;
    }
    let j = i + keyEnd + 1;
    const start = j;
    let depth = 0;
    let quoted = false;
    for (; j < spec.length; j++) {
      const ch = spec[j];
      if (quoted) {
        if (ch === '\\') j++;
        else if (ch === '"') quoted = false;
      } else if (ch === '"') quoted = true;
      else if (ch === '[') depth++;
      else if (ch === ']') depth--;
      else if (ch === ':' && depth <= 0) break;
    }
    if (key) props[key] = spec.slice(start, j).trim();
    i = j < spec.length ? j : -1;
  }
  return { type, props };
}

/** `["A","B"]` as JSON, else a plain comma list with quotes and brackets stripped. */
export function parseOptionList(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map((o) => String(o));
  } catch {
    /* not JSON: fall through */
  }
  return raw
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((o) => o.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

const unquote = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed;
  } catch {
    /* a bare value */
  }
  return value;
};

function openWebUiVariable(body: string, notes: Set<string>): string {
  const bar = body.indexOf('|');
  const head = (bar === -1 ? body : body.slice(0, bar)).trim();
  const spec = bar === -1 ? '' : body.slice(bar + 1).trim();
  // `{{prompt:start:100}}`, `{{MESSAGES:END:5|middletruncate:500}}`: selectors and filters of system variables.
  const name = head.split(':')[0]!.trim();
  const system = OPEN_WEBUI_SYSTEM[name];
  if (system) return anglePlaceholder(system);
  // A plain `{{name}}` is a required free-text input, as it always was here; a typed one is optional unless marked `:required`.
  if (!spec) return anglePlaceholder(name);
  const { type, props } = parseOpenWebUiSpec(spec);
  const help = unquote(props.placeholder) ?? unquote(props.description);
  const base: InputSpec = { type: OPEN_WEBUI_INPUT[type] ?? 'text', required: props.required === 'true', ...(help ? { help } : {}) };
  // What the file asked for, to name what a free-text fallback loses.
  const asked: InputSpec = { ...base, ...(props.default !== undefined ? { default: unquote(props.default) } : {}) };
  for (const key of ['min', 'max', 'step'] as const) if (props[key] !== undefined) asked[key] = Number(unquote(props[key]));
  if (!OPEN_WEBUI_TYPES.has(type)) return asText(name, asked, `Open WebUI's '${type}' input is unknown here`, notes);
  if (!(type in OPEN_WEBUI_INPUT)) notes.add(`Open WebUI's '${type}' input has no equivalent here: '${name}' became a free-text input.`);
  let input: InputSpec = base;
  if (type === 'select') {
    const options = parseOptionList(props.options ?? '');
    if (!options.length) return asText(name, asked, `The select '${name}' has no options`, notes);
    input = { ...base, options };
  } else if (type === 'number' || type === 'range') {
    for (const key of ['min', 'max', 'step'] as const) {
      if (props[key] === undefined) continue;
      const n = Number(unquote(props[key]));
      if (Number.isFinite(n) && props[key]!.trim() !== '') input = { ...input, [key]: n };
      else notes.add(`'${name}' lost its number range's ${key}: '${props[key]}' is not a number.`);
    }
  } else if (type === 'checkbox') {
    // A checkbox is always answered; its label, when it has one, names it.
    input = { ...base, required: true };
    const label = unquote(props.label);
    if (label) return typedOrText(label, withDefault(input, unquote(props.default), name, notes), notes);
  }
  return typedOrText(name, withDefault(input, unquote(props.default), name, notes), notes);
}

/** Open WebUI's input types as ours. */
const OPEN_WEBUI_INPUT: Record<string, InputSpec['type']> = {
  text: 'text',
  textarea: 'longtext',
  select: 'select',
  number: 'number',
  range: 'number',
  checkbox: 'checkbox',
  date: 'date',
  'datetime-local': 'datetime',
  time: 'time',
  email: 'email',
  url: 'url',
};

// ── LibreChat ──────────────────────────────────────────────────────────────────────────────────
// `{{var}}`, the dropdown `{{var:a|b|c}}`, and special variables such as `{{current_user}}`.

const LIBRECHAT_SPECIAL: Record<string, string> = {
  current_user: 'Your name',
  current_date: 'Current date',
  current_datetime: 'Current date and time',
  utc_iso_datetime: 'Current date and time (UTC)',
};

function libreChatVariable(body: string, notes: Set<string>): string {
  const colon = body.indexOf(':');
  const name = (colon === -1 ? body : body.slice(0, colon)).trim();
  if (colon === -1) return anglePlaceholder(LIBRECHAT_SPECIAL[name] ?? name);
  const options = body
    .slice(colon + 1)
    .split('|')
    .map((o) => o.trim())
    .filter(Boolean);
  // A dropdown keeps its name as its label: a typed select (`!<Tone | select: a / b>!`).
  return options.length ? typedOrText(name, { type: 'select', required: true, options: [...new Set(options)] }, notes) : anglePlaceholder(name);
}

// ── Langfuse ───────────────────────────────────────────────────────────────────────────────────
// `{{variable}}` only: every variable is free text.

const langfuseVariable = (body: string): string => anglePlaceholder(body.trim());

const MUSTACHE = /\{\{([^{}]*)\}\}/g;

/** `plain`: any other tool's `{{variable}}` (OpenAI's stored prompts, pasted): free text, as Langfuse's. */
export type MustacheDialect = 'open-webui' | 'librechat' | 'langfuse' | 'plain';

/** The variable's name and whether the body types it (`name | select…` in Open WebUI, `name:a|b` in LibreChat). */
function variableHead(body: string, dialect: MustacheDialect): { key: string; typed: boolean } {
  const at = dialect === 'open-webui' ? body.indexOf('|') : dialect === 'librechat' ? body.indexOf(':') : -1;
  const head = at === -1 ? body : body.slice(0, at);
  return { key: placeholderKey((dialect === 'open-webui' ? head.split(':')[0]! : head).trim()), typed: at !== -1 && body.slice(at + 1).trim() !== '' };
}

/**
 * Every `{{…}}` of a dialect as our placeholder; an empty `{{ }}` stays text. A variable written
 * typed once and bare elsewhere (`{{strength | select…}}` … `{{strength}}`) is one input: every
 * occurrence is written as its first typed one, so none becomes a free-text field of its own.
 */
export function translateMustache(text: string, dialect: MustacheDialect): Translation {
  const notes = new Set<string>();
  const typedBodies = new Map<string, string>();
  for (const match of text.matchAll(MUSTACHE)) {
    const body = match[1]!.replace(/[\r\n]+/g, ' ').trim();
    const head = variableHead(body, dialect);
    if (head.typed && !typedBodies.has(head.key)) typedBodies.set(head.key, body);
  }
  const content = text.replace(MUSTACHE, (whole, rawBody: string) => {
    let body = rawBody.replace(/[\r\n]+/g, ' ').trim();
    if (!body) return whole;
    const head = variableHead(body, dialect);
    if (!head.typed) body = typedBodies.get(head.key) ?? body;
    if (dialect === 'open-webui') return openWebUiVariable(body, notes);
    if (dialect === 'librechat') return libreChatVariable(body, notes);
    return langfuseVariable(body);
  });
  return { content, notes: [...notes] };
}

// ── prompts.chat ───────────────────────────────────────────────────────────────────────────────
// `${name}` and `${name:default}` (their own pattern: /\$\{([^:}]+)(?::([^}]*))?\}/).

const DOLLAR = /\$\{([^:}]+)(?::([^}]*))?\}/g;

export function translateDollar(text: string): Translation {
  const notes = new Set<string>();
  const content = text.replace(DOLLAR, (whole, name: string, fallback: string | undefined) => {
    // `${${x}}` is no variable: a name holding '{' or '$' leaves the whole marker as text.
    if (!name.trim() || /[{$]/.test(name)) return whole;
    // `${name:default}` keeps its default.
    if (fallback !== undefined && fallback.trim()) return typedOrText(name, { type: 'text', required: true, default: fallback.trim() }, notes);
    return anglePlaceholder(name);
  });
  return { content, notes: [...notes] };
}
