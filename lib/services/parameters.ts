import { z } from 'zod';
import { listPersonalParameters, replacePersonalParametersWith } from '../../models/personal-parameters';
import { PARAMETER_MESSAGES } from '../constants';
import { fail, invalid, ok, type Result } from '../errors';
import { checkMemory } from '../parameter-manager';
import { MEMORY_TYPES, memoryParameter, normalizeMemory, type ParameterMemory } from '../parameter-memory';
import type { Viewer } from '../permissions';
import { storableText } from '../text-schema';
import { isWebsiteParameter, normalizeWebsite } from '../website';
import { clearForgotten } from '../../models/value-trail';
import { checkForgotten, withheldAmong, withheldFor, withholdMemory, withholdsNothing, type Withheld } from './value-trail';

// The server copy of the parameter memory, so it follows the user across devices.

/**
 * The memory as this caller may be sent it: the extension and MCP clients get a value marked "never
 * send" there blank (docs/memory.md#never-send), as every route and tool that reads it through here.
 */
export async function getParameters(viewer: Viewer, known?: Withheld): Promise<Result<{ parameters: ParameterMemory }>> {
  // `known`: what the caller read of the withholding already (one read of the settings per request).
  const [rows, withheld] = await Promise.all([listPersonalParameters(viewer.id), known ?? withheldFor(viewer)]);
  // Entries, not an object: a stored name such as '__proto__' or 'constructor' stays a plain name.
  const memory = normalizeMemory(rows.map((r) => [r.key, { value: r.value, aliases: r.aliases, isCore: r.isCore, ...(r.type ? { type: r.type } : {}) }]));
  return ok({ parameters: withholdMemory(memory, withheld) });
}

export const MAX_PARAMETERS = 50;
export const parameterName = storableText(z.string().min(1, 'A parameter name is required').max(100, 'A parameter name must be at most 100 characters'));
export const parameterSchema = z.object({
  value: storableText(z.string().max(500)),
  aliases: z.array(storableText(z.string().max(100))).max(50),
  isCore: z.boolean(),
  type: z.enum(MEMORY_TYPES).optional(),
});
const saveInput = z.object({
  parameters: z.custom<ParameterMemory>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'parameters must be an object of named parameters'),
  /** A device's sign-in merge: a value forgotten everywhere since is not brought back (docs/memory.md#the-usage-trail). */
  merge: z.boolean().optional(),
});
export type SaveParametersInput = z.input<typeof saveInput>;

/**
 * The body's parameters, checked one entry at a time. Not z.record: it drops a '__proto__' key without
 * a word, and a plain object would let names like 'constructor' read Object.prototype.
 */
export function parseMemory(raw: unknown): Result<[string, z.output<typeof parameterSchema>][]> {
  const body = saveInput.safeParse(raw);
  if (!body.success) return invalid(body.error, PARAMETER_MESSAGES.saveFailed);
  const entries = Object.entries(body.data.parameters);
  if (entries.length > MAX_PARAMETERS) return fail(400, 'VALIDATION_ERROR', `At most ${MAX_PARAMETERS} parameters`, { parameters: `At most ${MAX_PARAMETERS} parameters` });
  const issues: z.core.$ZodIssue[] = [];
  const parsed: [string, z.output<typeof parameterSchema>][] = [];
  for (const [name, value] of entries) {
    const checkedName = parameterName.safeParse(name);
    const checkedValue = parameterSchema.safeParse(value);
    if (!checkedName.success) issues.push(...checkedName.error.issues.map((i) => ({ ...i, path: ['parameters', name] })));
    if (!checkedValue.success) issues.push(...checkedValue.error.issues.map((i) => ({ ...i, path: ['parameters', name, ...i.path] })));
    if (!checkedName.success || !checkedValue.success) continue;
    // A bare domain is a website, kept with https:// (every client, the API's too).
    parsed.push([name, isWebsiteParameter(name) ? { ...checkedValue.data, value: normalizeWebsite(checkedValue.data.value) } : checkedValue.data]);
  }
  return issues.length ? invalid(new z.ZodError(issues), PARAMETER_MESSAGES.saveFailed) : ok(parsed);
}

/**
 * Save the whole memory. The manager's rules hold here too (spec P2 §5; the server never trusts the
 * client): names and aliases trimmed and lower-cased, no empty or repeated one, each parameter its own
 * alias, the core parameters always there and only they core.
 */
export async function saveParameters(viewer: Viewer, raw: unknown): Promise<Result<{ parameters: ParameterMemory; forgotten?: string[] }>> {
  const parsed = parseMemory(raw);
  if (!parsed.ok) return parsed;
  const checked = checkMemory(parsed.data);
  if (!checked.ok) return fail(400, 'VALIDATION_ERROR', checked.error, { [checked.field]: checked.error });
  // A device's older copy does not bring back a value forgotten everywhere; the person giving it again
  // does. Decided and written under the owner's lock, so a forget at the same moment is not undone.
  const merge = saveInput.safeParse(raw).data?.merge === true;
  const withheld = await withheldFor(viewer);
  let dropped: string[] = [];
  await replacePersonalParametersWith(viewer.id, async (tx) => {
    const forgotten = await checkForgotten(viewer.id, checked.memory, merge, tx);
    dropped = forgotten.dropped;
    // A caller the memory withholds a value from never saw it: whatever it sends for it (blank, another
    // value, nothing), the stored one is kept, with its parameter.
    const next = { ...forgotten.memory };
    if (!withholdsNothing(withheld)) {
      const stored = normalizeMemory((await listPersonalParameters(viewer.id, tx)).map((r) => [r.key, { value: r.value, aliases: r.aliases, isCore: r.isCore, ...(r.type ? { type: r.type } : {}) }]));
      for (const name of withheldAmong(Object.keys(stored), stored, withheld)) {
        if (stored[name]!.value.trim()) next[name] = { ...(memoryParameter(next, name) ?? stored[name]!), value: '' };
      }
    }
    await clearForgotten(viewer.id, forgotten.given, tx);
    return {
      rows: Object.entries(next).map(([key, p]) => ({ key, value: p.value, aliases: p.aliases, isCore: p.isCore, type: p.type ?? null })),
      keptIfBlank: new Set(withheldAmong(Object.keys(next), next, withheld)),
    };
  });
  const saved = await getParameters(viewer);
  return saved.ok && dropped.length ? ok({ ...saved.data, forgotten: dropped }) : saved;
}
