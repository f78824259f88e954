'use client';

import { normalizeMemory, STORAGE_KEYS, type ParameterMemory } from '@/lib/parameter-memory';
import { isDraftKey } from '@/lib/editor-draft-keys';
import { readStorage, writeStorage } from './use-local-storage';

// The parameter memory's home in the browser, apart from the hooks that also talk to the server:
// the signed-out landing demo writes here before there is anyone to save it for.

/** Fired on window whenever the stored memory changes, so every reader on the page reloads it. */
export const PARAMETER_MEMORY_CHANGE_EVENT = 'promptloom:parameter-memory';

/** The memory in local storage, normalized (core parameters always present). */
export function loadMemory(): ParameterMemory {
  return normalizeMemory(readStorage(STORAGE_KEYS.memory, null));
}

/** Store the memory, with the spec's legacy summary key (P1 §3 parameterMemory), and tell the page. */
export function storeMemory(memory: ParameterMemory) {
  writeStorage(STORAGE_KEYS.memory, memory);
  writeStorage(STORAGE_KEYS.legacyMemory, {
    name: memory.name?.value ?? '',
    title: memory.title?.value ?? '',
    role: memory.department?.value ?? '',
    company: memory.company_name?.value ?? '',
    website: memory.website?.value ?? '',
    setupDate: new Date().toISOString(),
  });
  window.dispatchEvent(new Event(PARAMETER_MEMORY_CHANGE_EVENT));
}

// Whose server copy this browser's memory has taken in since the page loaded: the sign-in merge
// runs once per person and page load, and every screen that reads or edits the memory waits for
// that one run (./use-parameter-memory-sync.ts).
let mergedFor: { userId: string; done: Promise<void> } | null = null;

/**
 * Run `merge` once for this person, or join the run under way or done. A failed run is forgotten,
 * so the next call tries again, and its promise rejects.
 */
export function mergeOnce(userId: string, merge: () => Promise<void>): Promise<void> {
  // Signing out: nothing more is read or saved for this person.
  if (mergesClosed) return Promise.resolve();
  if (mergedFor?.userId === userId) return mergedFor.done;
  const run = { userId, done: merge() };
  mergedFor = run;
  run.done.catch(() => {
    if (mergedFor === run) mergedFor = null;
  });
  return run.done;
}

let mergesClosed = false;

/**
 * Sign-out: no merge starts from now on (until forgetLocalMemory, or reopenMerges when the sign-out
 * failed), and the one under way, if any, is let finish before the session ends: settled either way.
 */
export function closeMerges(): Promise<void> {
  mergesClosed = true;
  return mergedFor ? mergedFor.done.catch(() => undefined) : Promise.resolve();
}

export function reopenMerges() {
  mergesClosed = false;
}

/** The viewer's values per placeholder key (spec P1 §3 placeholderValues), as stored. */
export function loadPlaceholderValues(): Record<string, unknown> {
  const stored: unknown = readStorage(STORAGE_KEYS.placeholderValues, {});
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
}

export function storePlaceholderValues(values: Record<string, unknown>) {
  writeStorage(STORAGE_KEYS.placeholderValues, values);
}

/**
 * Forget everything personal this browser holds (sign-out, account deletion): otherwise the next
 * person to sign in here would have it merged into their own account by the sign-in sync.
 */
export function forgetLocalMemory() {
  mergedFor = null;
  mergesClosed = false;
  for (const key of [STORAGE_KEYS.memory, STORAGE_KEYS.legacyMemory, STORAGE_KEYS.placeholderValues]) window.localStorage.removeItem(key);
  // Unsaved editor drafts are personal too.
  for (const key of Object.keys(window.localStorage).filter(isDraftKey)) window.localStorage.removeItem(key);
  window.dispatchEvent(new Event(PARAMETER_MEMORY_CHANGE_EVENT));
}
