// The cost dashboard's local storage (spec P2 §3 'cost dashboard scenarios and inputs', §4 auto-save).
// Pure over a Storage, so the unit tests hand it a fake that fails the way a full or disabled one does.
import { z } from 'zod';
import {
  DEFAULT_INFRASTRUCTURE,
  DEFAULT_USAGE,
  costScenarioSchema,
  infrastructureSchema,
  usagePatternsSchema,
  type CostScenario,
  type Infrastructure,
  type UsagePatterns,
} from '@/lib/cost-model';

export const COST_STORAGE_KEYS = { inputs: 'costDashboardInputs', scenarios: 'costDashboardScenarios' } as const;

export type CostInputs = { infrastructure: Infrastructure; usagePatterns: UsagePatterns };
export const DEFAULT_INPUTS: CostInputs = { infrastructure: DEFAULT_INFRASTRUCTURE, usagePatterns: DEFAULT_USAGE };

const inputsSchema = z.object({ infrastructure: infrastructureSchema, usagePatterns: usagePatternsSchema });

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  return raw === null ? undefined : JSON.parse(raw);
}

/**
 * What was saved, or the defaults. `failed` is true when something was stored but could not be read
 * (bad JSON, a shape from another version, storage refused); scenarios that still read are kept.
 */
export function readSaved(storage: Storage): { inputs: CostInputs; scenarios: CostScenario[]; failed: boolean } {
  let failed = false;
  let inputs = DEFAULT_INPUTS;
  let scenarios: CostScenario[] = [];
  try {
    const raw = readJson(storage, COST_STORAGE_KEYS.inputs);
    if (raw !== undefined) {
      const parsed = inputsSchema.safeParse(raw);
      if (parsed.success) inputs = parsed.data;
      else failed = true;
    }
  } catch {
    failed = true;
  }
  try {
    const raw = readJson(storage, COST_STORAGE_KEYS.scenarios);
    if (raw !== undefined) {
      const list = Array.isArray(raw) ? raw : [];
      scenarios = list.flatMap((s) => {
        const parsed = costScenarioSchema.safeParse(s);
        return parsed.success ? [parsed.data] : [];
      });
      if (!Array.isArray(raw) || scenarios.length !== list.length) failed = true;
    }
  } catch {
    failed = true;
  }
  return { inputs, scenarios, failed };
}

/** Writes one key; false when the browser refused (quota, private mode). */
export function writeSaved(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Adds a scenario, replacing one of the same name; answers the new list, or null when it could not be stored. */
export function saveScenario(storage: Storage, scenarios: CostScenario[], scenario: CostScenario): CostScenario[] | null {
  const same = (s: CostScenario) => s.name.toLowerCase() === scenario.name.toLowerCase();
  const next = [...scenarios.filter((s) => !same(s)), scenario].sort((a, b) => a.name.localeCompare(b.name));
  return writeSaved(storage, COST_STORAGE_KEYS.scenarios, next) ? next : null;
}

/** Reads one scenario from storage as it is now (another tab may have changed it); null when it cannot. */
export function loadScenario(storage: Storage, id: string): CostScenario | null {
  try {
    const raw = readJson(storage, COST_STORAGE_KEYS.scenarios);
    const found = Array.isArray(raw) ? raw.find((s: { id?: unknown }) => s?.id === id) : undefined;
    const parsed = costScenarioSchema.safeParse(found);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
