import { diffLines } from 'diff';
import { isUserFacing, parsePlaceholders, placeholderKey, typeLabel, uniquePlaceholders, writePlaceholder, type InputSpec, type Placeholder } from './placeholders';

// What changed between two versions of a prompt (docs/editor.md, "Version history"): the text, line
// by line, and the inputs: added, removed, renamed (the same position, a new label), or changed in
// type, default, options, optional flag or help. Pure.

export type TextChange = { kind: 'same' | 'added' | 'removed'; text: string };

/** The lines of `before` and `after`, one entry a line, each kept, added or removed. */
export function textDiff(before: string, after: string): TextChange[] {
  return diffLines(before, after).flatMap((part) => {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    return (part.value.match(/[^\n]*\n|[^\n]+$/g) ?? []).map((text) => ({ kind, text }));
  });
}

export type InputChange =
  | { kind: 'added'; label: string }
  | { kind: 'removed'; label: string }
  | { kind: 'renamed'; from: string; to: string; fromKey: string; toKey: string }
  | { kind: 'changed'; label: string; what: string[] };

const describe = (input: InputSpec): Record<string, string> => ({
  type: typeLabel(input.type),
  default: input.default ?? 'none',
  options: (input.options ?? []).join(', ') || 'none',
  optional: input.required ? 'no' : 'yes',
  help: input.help ?? 'none',
  bounds:
    input.min !== undefined || input.max !== undefined || input.step !== undefined
      ? `${input.min ?? '…'} to ${input.max ?? '…'}${input.step !== undefined ? ` in steps of ${input.step}` : ''}`
      : 'none',
});

/** How one input's settings differ, in words ('type: text → date'). */
function settingChanges(before: Placeholder, after: Placeholder): string[] {
  const a = describe(before.input);
  const b = describe(after.input);
  return Object.keys(a)
    .filter((key) => a[key] !== b[key])
    .map((key) => `${key}: ${a[key]} → ${b[key]}`);
}

const inputsOf = (content: string): Placeholder[] => uniquePlaceholders(parsePlaceholders(content)).filter((p) => isUserFacing(p, true));

/** The inputs of `after` against those of `before`, in the order of `after`, then the removed ones. */
export const inputsDiff = (before: string, after: string): InputChange[] => diffInputs(inputsOf(before), inputsOf(after));

function diffInputs(old: Placeholder[], now: Placeholder[]): InputChange[] {
  const oldByKey = new Map(old.map((p) => [p.key, p]));
  const nowKeys = new Set(now.map((p) => p.key));
  const changes: InputChange[] = [];
  const renamedFrom = new Set<string>();
  now.forEach((p, index) => {
    const was = oldByKey.get(p.key);
    if (was) {
      const what = settingChanges(was, p);
      if (what.length) changes.push({ kind: 'changed', label: p.label, what });
      return;
    }
    // A new key where an input that is gone stood, at the same position: a rename.
    const there = old[index];
    if (there && !nowKeys.has(there.key)) {
      renamedFrom.add(there.key);
      changes.push({ kind: 'renamed', from: there.label, to: p.label, fromKey: there.key, toKey: p.key });
      const what = settingChanges(there, p);
      if (what.length) changes.push({ kind: 'changed', label: p.label, what });
      return;
    }
    changes.push({ kind: 'added', label: p.label });
  });
  for (const p of old) if (!nowKeys.has(p.key) && !renamedFrom.has(p.key)) changes.push({ kind: 'removed', label: p.label });
  return changes;
}

/**
 * The renames of `before`'s inputs in `content` that do not yet keep the old name (`was="Company"`):
 * each can be kept, so values remembered under the old name still fill the input. Pipe lists are left
 * out (their label is their options).
 */
export function unkeptRenames(before: string, content: string): Extract<InputChange, { kind: 'renamed' }>[] {
  // Each text parsed once: this runs on every keystroke in the editor.
  const oldInputs = inputsOf(before);
  const nowInputs = inputsOf(content);
  const now = new Map(nowInputs.map((p) => [p.key, p]));
  const oldKinds = new Map(oldInputs.map((p) => [p.key, p.kind]));
  return diffInputs(oldInputs, nowInputs).filter((c): c is Extract<InputChange, { kind: 'renamed' }> => {
    if (c.kind !== 'renamed') return false;
    const p = now.get(c.toKey);
    return Boolean(p && p.kind !== 'pipe' && oldKinds.get(c.fromKey) !== 'pipe' && !(p.input.was ?? []).some((w) => placeholderKey(w) === c.fromKey));
  });
}

/** The content with the renamed input's first marker keeping its old name (`was="Company"`). */
export function keepRename(content: string, rename: Extract<InputChange, { kind: 'renamed' }>): string {
  const p = parsePlaceholders(content).find((q) => q.key === rename.toKey && q.kind !== 'pipe');
  if (!p || p.kind === 'pipe') return content;
  const marker = writePlaceholder(p.label, { ...p.input, was: [...(p.input.was ?? []), rename.from] }, p.kind);
  return content.slice(0, p.start) + marker + content.slice(p.end);
}
