import { z } from 'zod';
import { listPersonalParameters, replacePersonalParameters } from '../../models/personal-parameters';
import { invalid, ok, type Result } from '../errors';
import { normalizeMemory, type ParameterMemory } from '../parameter-memory';
import type { Viewer } from '../permissions';

// The server copy of the parameter memory, so it follows the user across devices.

export async function getParameters(viewer: Viewer): Promise<Result<{ parameters: ParameterMemory }>> {
  const rows = await listPersonalParameters(viewer.id);
  const stored = Object.fromEntries(rows.map((r) => [r.key, { value: r.value, aliases: r.aliases, isCore: r.isCore }]));
  return ok({ parameters: normalizeMemory(stored) });
}

const memorySchema = z.record(
  z.string().min(1).max(100),
  z.object({ value: z.string().max(500), aliases: z.array(z.string().max(100)).max(50), isCore: z.boolean() }),
);
const saveInput = z.object({ parameters: memorySchema.refine((m) => Object.keys(m).length <= 50, 'At most 50 parameters') });

export async function saveParameters(viewer: Viewer, raw: unknown): Promise<Result<{ parameters: ParameterMemory }>> {
  const parsed = saveInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, 'Error saving parameters');
  const memory = normalizeMemory(parsed.data.parameters);
  await replacePersonalParameters(
    viewer.id,
    Object.entries(memory).map(([key, p]) => ({ key, value: p.value.trim(), aliases: p.aliases.map((a) => a.trim().toLowerCase()).filter(Boolean), isCore: p.isCore })),
  );
  return getParameters(viewer);
}
