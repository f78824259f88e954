// The extension's popup (docs/extension.md): paste a personal API token once, search the library,
// fill a prompt's placeholders (prefilled from the parameter memory, aliases applied, as the app's
// viewer does), then insert the built prompt into the focused text box of the page, or copy it.
// It talks to one origin only: the one its manifest grants (`host_permissions`), written when the
// package was made for that Promptloom (lib/extension.ts).
import { buildBlockedMessage, htmlInputType, type Placeholder } from '../lib/placeholders';
import { normalizeMemory, valuesFromMemory } from '../lib/parameter-memory';
import { ownValue } from '../lib/own';
import { formState, promptForm } from './fill';
import { canRemember, fieldStates, rememberName, trailUses } from '../lib/placeholder-fields';
import type { UseInput } from '../lib/dto/value-trail';
import { SURFACE_HEADER } from '../lib/surface';
import { insertIntoFocused } from './insert';
import { searchAsTyped } from './search';
import { EXTENSION_TEXT as T } from './text';

const PROMPTLOOM_ORIGIN = new URL(chrome.runtime.getManifest().host_permissions[0]!).origin;

type PromptSummary = { _id: string; title: string; description: string; content: string; accessLevel: 'free' | 'pro'; locked?: boolean };
type ApiAnswer<B> = { ok: true; body: B } | { ok: false; status: number; message: string };

const view = document.getElementById('view')!;
const statusLine = document.getElementById('status')!;
const settingsButton = document.getElementById('settings') as HTMLButtonElement;

let token = '';
let memoryValues: Record<string, string> = {};
/** What the profile filling now gives, by placeholder key, and its id: the usage trail says 'profile' for these. */
let profileValues: Record<string, string> = {};
let profileId: string | null = null;
let profileName: string | null = null;
/** The profile chosen in the popup (docs/memory.md#profiles): its id, or '' for the token's own. */
let profile = '';

type FilledMemory = { profile: { _id: string; name: string } | null; parameters: unknown; fromProfile?: string[] };

/**
 * The memory as the chosen profile fills it (else the token's profile, else the memory alone). A
 * chosen profile that was deleted meanwhile is forgotten, and the token's is used.
 */
async function loadMemory(): Promise<ApiAnswer<FilledMemory>> {
  const answer = await api<FilledMemory>(`/api/user/profiles/active${profile ? `?${new URLSearchParams({ profile })}` : ''}`);
  if (!answer.ok && answer.status === 404 && profile) {
    profile = '';
    await chrome.storage.local.remove('profile');
    return loadMemory();
  }
  if (answer.ok) {
    const memory = normalizeMemory(answer.body.parameters);
    memoryValues = valuesFromMemory(memory);
    const given = new Set(answer.body.fromProfile ?? []);
    profileValues = valuesFromMemory(Object.fromEntries(Object.entries(memory).filter(([name]) => given.has(name))));
    profileId = answer.body.profile?._id ?? null;
    profileName = answer.body.profile?.name ?? null;
  }
  return answer;
}

function say(message: string, tone: 'info' | 'error' | 'ok' = 'info') {
  statusLine.textContent = message;
  statusLine.dataset.tone = tone;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {}, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  node.append(...children);
  return node;
}

async function api<B>(path: string, init: RequestInit = {}): Promise<ApiAnswer<B>> {
  let response: Response;
  try {
    response = await fetch(`${PROMPTLOOM_ORIGIN}${path}`, {
      ...init,
      // Named as the extension: a value marked never to be sent to it comes blank (docs/memory.md#never-send).
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, [SURFACE_HEADER]: 'extension', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch {
    return { ok: false, status: 0, message: T.unreachable(PROMPTLOOM_ORIGIN) };
  }
  const body = (await response.json().catch(() => null)) as (B & { error?: string }) | null;
  if (response.ok && body) return { ok: true, body };
  if (response.status === 401) return { ok: false, status: 401, message: T.tokenRefused };
  return { ok: false, status: response.status, message: body?.error ?? T.failed(response.status) };
}

/** A refused token is forgotten: the next step is pasting a new one. */
async function handleFailure(answer: { status: number; message: string }) {
  if (answer.status === 401) {
    token = '';
    await chrome.storage.local.remove('token');
    showSetup(answer.message);
    return;
  }
  say(answer.message, 'error');
}

// ── Setup ──────────────────────────────────────────────────────────────────────────────────────
function showSetup(message?: string) {
  settingsButton.hidden = true;
  const input = el('input', { id: 'token', type: 'password', autocomplete: 'off', spellcheck: false, placeholder: 'pl_…' });
  const form = el(
    'form',
    {},
    el('h2', {}, T.setupTitle),
    el('p', { className: 'hint' }, T.setupHint, ' ', el('a', { href: `${PROMPTLOOM_ORIGIN}/account#api-tokens`, target: '_blank', rel: 'noreferrer' }, T.setupLink)),
    el('label', { htmlFor: 'token' }, T.tokenLabel),
    input,
    el('div', { className: 'actions' }, el('button', { type: 'submit', className: 'primary' }, T.saveToken)),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const candidate = input.value.trim();
    if (!/^pl_[A-Za-z0-9_-]{43}$/.test(candidate)) {
      say(T.tokenShape, 'error');
      input.focus();
      return;
    }
    token = candidate;
    say(T.checking);
    const check = await loadMemory();
    if (!check.ok) {
      token = '';
      say(check.message, 'error');
      input.focus();
      return;
    }
    await chrome.storage.local.set({ token: candidate });
    say(T.tokenSaved, 'ok');
    showSearch();
  });
  view.replaceChildren(form);
  if (message) say(message, 'error');
  input.focus();
}

// ── Search ─────────────────────────────────────────────────────────────────────────────────────
let lastQuery = '';

function showSearch(query = lastQuery) {
  settingsButton.hidden = false;
  const input = el('input', { id: 'search', type: 'search', value: query, placeholder: T.searchPlaceholder, autocomplete: 'off' });
  const list = el('ul', { className: 'results', id: 'results' });
  list.setAttribute('aria-label', T.resultsLabel);
  const profilePicker = el('div', { className: 'profile' });
  view.replaceChildren(profilePicker, el('label', { htmlFor: 'search' }, T.searchLabel), input, list);
  void showProfiles(profilePicker);
  let asked = 0;
  const run = async () => {
    const q = input.value.trim();
    lastQuery = q;
    const mine = ++asked;
    say(T.searching);
    const answer = await api<{ prompts: PromptSummary[]; total: number }>(`/api/prompts?${new URLSearchParams(q ? { search: q } : {})}`);
    if (mine !== asked) return;
    if (!answer.ok) return handleFailure(answer);
    renderResults(list, answer.body.prompts);
    say(answer.body.prompts.length ? T.found(answer.body.total) : T.nothingFound(q), 'info');
  };
  const search = searchAsTyped(run, 250);
  input.addEventListener('input', () => search.typed());
  input.addEventListener('keydown', async (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'Enter') return;
    event.preventDefault();
    // The results of what is typed now, not of a search still put off.
    await search.settled();
    const first = list.querySelector('button');
    if (event.key === 'Enter') first?.click();
    else first?.focus();
  });
  list.addEventListener('keydown', (event) => {
    const buttons = [...list.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' && at < buttons.length - 1) buttons[at + 1]!.focus();
    else if (event.key === 'ArrowUp') (at > 0 ? buttons[at - 1]! : input).focus();
    else return;
    event.preventDefault();
  });
  input.focus();
  void search.now();
}

/** The popup's own choice of profile, for a person who has profiles: kept on this browser, used for every fill. */
async function showProfiles(into: HTMLElement) {
  const answer = await api<{ profiles: { _id: string; name: string }[] }>('/api/user/profiles');
  if (!answer.ok || !answer.body.profiles.length) return;
  const select = el('select', { id: 'profile' });
  select.append(el('option', { value: '' }, T.tokenProfile), ...answer.body.profiles.map((p) => el('option', { value: p._id }, p.name)));
  select.value = answer.body.profiles.some((p) => p._id === profile) ? profile : '';
  let asked = 0;
  select.addEventListener('change', async () => {
    const before = profile;
    const mine = ++asked;
    profile = select.value;
    const filled = await loadMemory();
    // A later choice answered meanwhile: this one no longer counts.
    if (mine !== asked) return;
    if (!filled.ok) {
      // The values are still the earlier choice's: so is the menu.
      profile = before;
      select.value = before;
      return handleFailure(filled);
    }
    // A profile deleted meanwhile was forgotten by loadMemory: the menu says what fills now.
    select.value = profile;
    if (profile) await chrome.storage.local.set({ profile });
    else await chrome.storage.local.remove('profile');
    say(T.fillingFrom(filled.body.profile?.name ?? null), 'ok');
  });
  into.replaceChildren(el('label', { htmlFor: 'profile' }, T.profileLabel), select);
}

function renderResults(list: HTMLElement, prompts: PromptSummary[]) {
  list.replaceChildren(
    ...prompts.map((p) => {
      const button = el(
        'button',
        { type: 'button', className: 'result' },
        el('strong', {}, p.title, ...(p.accessLevel === 'pro' ? [el('span', { className: 'badge' }, T.proBadge)] : [])),
        el('span', {}, p.description),
      );
      button.addEventListener('click', () => void openPrompt(p));
      return el('li', {}, button);
    }),
  );
}

// ── One prompt ─────────────────────────────────────────────────────────────────────────────────
async function openPrompt(summary: PromptSummary) {
  say(T.opening);
  const answer = await api<PromptSummary>(`/api/prompts/${encodeURIComponent(summary._id)}`);
  if (!answer.ok) return handleFailure(answer);
  say('');
  showPrompt(answer.body);
}

function showPrompt(prompt: PromptSummary) {
  const { fields, values } = promptForm(prompt.content, memoryValues);
  const prefilled = { ...values };
  /** Which values the use filled with and from where (the usage trail): what was changed here is typed. */
  const uses = () => {
    const typed = Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== prefilled[key]));
    return trailUses(fields, fieldStates(fields, typed, memoryValues).byKey, profileValues, profileId);
  };
  const preview = el('textarea', { id: 'built', readOnly: true });
  const insert = el('button', { type: 'button', className: 'primary', id: 'insert' }, T.insert);
  const copy = el('button', { type: 'button', className: 'secondary', id: 'copy' }, T.copy);
  const back = el('button', { type: 'button', className: 'secondary' }, T.back);
  const blocked = el('p', { className: 'hint', id: 'blocked' });
  const errors = new Map<string, HTMLElement>();
  const remembers = new Map<string, HTMLButtonElement>();
  const update = () => {
    const form = formState(prompt.content, fields, values);
    // "Remember" beside a value typed here that fits, as in the app's viewer (docs/memory.md#profiles).
    for (const [key, button] of remembers) button.hidden = !(values[key] ?? '').trim() || values[key] === prefilled[key] || Boolean(form.states.byKey[key]?.error);
    preview.value = form.text;
    blocked.textContent = form.filled < form.total ? buildBlockedMessage(form.filled, form.total) : '';
    // A value that does not fit its input is said under it ('Word count must be at least 50').
    for (const p of fields) {
      const error = errors.get(p.key);
      const message = form.states.byKey[p.key]?.error ?? '';
      if (error) error.textContent = message;
      const control = view.querySelector(`#field-${CSS.escape(p.key)}`);
      if (message) control?.setAttribute('aria-invalid', 'true');
      else control?.removeAttribute('aria-invalid');
    }
  };
  const ready = () => {
    const form = formState(prompt.content, fields, values);
    if (form.ready) return true;
    say(form.filled < form.total ? buildBlockedMessage(form.filled, form.total) : T.fixFields, 'error');
    return false;
  };
  insert.addEventListener('click', async () => {
    if (!ready()) return;
    const tab = await targetTab();
    if (tab === undefined) return say(T.noTab, 'error');
    try {
      const [result] = await chrome.scripting.executeScript({ target: { tabId: tab }, func: insertIntoFocused, args: [preview.value] });
      if (!result?.result?.inserted) return say(T.noTextBox, 'error');
    } catch {
      return say(T.cannotInsert, 'error');
    }
    say(T.inserted, 'ok');
    void track(prompt._id, 'insert', uses());
  });
  copy.addEventListener('click', async () => {
    if (!ready()) return;
    try {
      await navigator.clipboard.writeText(preview.value);
      say(T.copied, 'ok');
      void track(prompt._id, 'copy', uses());
    } catch {
      preview.select();
      say(T.copyFailed, 'error');
    }
  });
  back.addEventListener('click', () => showSearch());
  /** Keep a typed value in the profile that fills (else the memory), under the parameter its label answers to. */
  async function remember(p: Placeholder, button: HTMLButtonElement) {
    const value = values[p.key] ?? '';
    button.disabled = true;
    const answer = await api<{ profile: { _id: string; name: string } | null; remembered: string[] }>('/api/user/parameters/remember', {
      method: 'POST',
      body: JSON.stringify({ profileId, values: { [rememberName(p)]: value } }),
    });
    button.disabled = false;
    if (!answer.ok) return handleFailure(answer);
    if (!answer.body.remembered.length) return say(T.notRemembered, 'error');
    say(T.remembered(p.label, answer.body.profile?.name ?? profileName), 'ok');
    // The field now fills from where it was kept: its value counts as the memory's (or the profile's).
    await loadMemory();
    prefilled[p.key] = value;
    update();
    (view.querySelector(`#field-${CSS.escape(p.key)}`) as HTMLElement | null)?.focus();
  }
  view.replaceChildren(
    el('h2', {}, prompt.title),
    el('p', { className: 'hint' }, prompt.description),
    ...fields.map((p) => field(p, values, errors, update, canRemember(p) ? (button) => (remembers.set(p.key, button), button.addEventListener('click', () => void remember(p, button))) : undefined)),
    el('label', { htmlFor: 'built' }, T.builtLabel),
    preview,
    blocked,
    el('div', { className: 'actions' }, insert, copy, back),
  );
  update();
  (view.querySelector('input, select') as HTMLElement | null ?? insert).focus();
}

/** One placeholder as the viewer's control of its type (docs/placeholders.md), with its help and its error. */
function field(p: Placeholder, values: Record<string, string>, errors: Map<string, HTMLElement>, onChange: () => void, withRemember?: (button: HTMLButtonElement) => void): HTMLElement {
  const id = `field-${p.key}`;
  const input = p.input;
  const value = ownValue(values, p.key) ?? (input.type === 'checkbox' ? 'false' : '');
  const set = (next: string) => {
    values[p.key] = next;
    onChange();
  };
  const help = input.help ? el('p', { className: 'hint', id: `${id}-help` }, input.help) : null;
  const error = el('p', { className: 'field-error', id: `${id}-error` });
  errors.set(p.key, error);
  const describedBy = [help ? `${id}-help` : '', `${id}-error`].filter(Boolean).join(' ');
  const label = p.kind === 'pipe' ? T.chooseLabel(p.label) : input.required || input.type === 'checkbox' ? p.label : `${p.label} ${T.optional}`;

  if (input.type === 'multiselect') {
    const chosen = new Set(value.split(',').map((v) => v.trim()).filter(Boolean));
    const boxes = (input.options ?? []).map((option, i) => {
      const box = el('input', { type: 'checkbox', id: `${id}-${i}`, checked: chosen.has(option) });
      box.addEventListener('change', () => {
        if (box.checked) chosen.add(option);
        else chosen.delete(option);
        set((input.options ?? []).filter((o) => chosen.has(o)).join(', '));
      });
      return el('label', { htmlFor: `${id}-${i}`, className: 'choice' }, box, option);
    });
    const group = el('fieldset', { id }, el('legend', {}, label), ...boxes, ...(help ? [help] : []), error);
    group.setAttribute('aria-describedby', describedBy);
    return group;
  }
  let control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  if (input.type === 'checkbox') {
    control = el('input', { id, type: 'checkbox', checked: value === 'true' });
    control.addEventListener('change', () => set((control as HTMLInputElement).checked ? 'true' : 'false'));
  } else if (input.type === 'select') {
    control = el('select', { id }, el('option', { value: '' }, T.choose), ...(input.options ?? []).map((o) => el('option', { value: o, selected: value === o }, o)));
    control.addEventListener('change', () => set(control.value));
  } else if (input.type === 'longtext') {
    control = el('textarea', { id, value, rows: 3 });
    control.addEventListener('input', () => set(control.value));
  } else {
    control = el('input', { id, type: htmlInputType(input.type), value });
    if (input.type === 'number') {
      if (input.min !== undefined) control.setAttribute('min', String(input.min));
      if (input.max !== undefined) control.setAttribute('max', String(input.max));
      control.setAttribute('step', input.step !== undefined ? String(input.step) : 'any');
    }
    control.addEventListener('input', () => set(control.value));
  }
  control.setAttribute('aria-describedby', describedBy);
  if (input.type === 'checkbox') return el('div', {}, el('label', { htmlFor: id, className: 'choice' }, control, label), ...(help ? [help] : []), error);
  // Named "Remember", described by its field's label (each field has one).
  const keep = withRemember ? el('button', { type: 'button', className: 'link', hidden: true, id: `${id}-remember` }, T.remember) : null;
  if (keep) {
    keep.setAttribute('aria-describedby', `${id}-label`);
    withRemember!(keep);
  }
  return el('div', {}, el('label', { htmlFor: id, id: `${id}-label` }, label), control, ...(keep ? [keep] : []), ...(help ? [help] : []), error);
}

/** The tab to insert into: the one named by `?tab=` (the popup opened in its own tab), else the active tab. */
async function targetTab(): Promise<number | undefined> {
  const named = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(named) && named > 0) return named;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

/** A use raises the prompt's popularity, as Copy Prompt does in the app, and goes in the usage trail. */
async function track(promptId: string, action: 'insert' | 'copy', uses: UseInput[]) {
  await api('/api/events/track', { method: 'POST', body: JSON.stringify({ eventType: 'generate', promptId, action, uses }) });
}

// ── Start ──────────────────────────────────────────────────────────────────────────────────────
settingsButton.textContent = T.forgetToken;
settingsButton.addEventListener('click', async () => {
  token = '';
  await chrome.storage.local.remove('token');
  say(T.tokenForgotten, 'ok');
  showSetup();
});

async function start() {
  const stored = (await chrome.storage.local.get(['token', 'profile'])) as { token?: string; profile?: string };
  if (!stored.token) return showSetup();
  token = stored.token;
  profile = stored.profile ?? '';
  const memory = await loadMemory();
  if (!memory.ok) {
    if (memory.status === 401) return handleFailure(memory);
    say(memory.message, 'error');
  }
  showSearch();
}

void start();
