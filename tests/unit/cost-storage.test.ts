import { describe, expect, it } from 'vitest';
import { DEFAULT_USAGE, projectCosts, type CostScenario } from '@/lib/cost-model';
import { COST_STORAGE_KEYS, DEFAULT_INPUTS, loadScenario, readSaved, saveScenario, writeSaved } from '@/components/admin/cost/cost-storage';
import { projectionCsv } from '@/components/admin/cost/cost-export';

/** A Storage in memory; `full` makes every write throw as a browser over its quota does. */
function memoryStorage(initial: Record<string, string> = {}, full = false): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

const scenario = (name: string, customersYear1 = 100): CostScenario => ({
  id: `id-${name}`,
  name,
  infrastructure: DEFAULT_INPUTS.infrastructure,
  usagePatterns: { ...DEFAULT_USAGE, customersYear1 },
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('cost dashboard storage (spec P2 §3, §4, §8)', () => {
  it('nothing stored gives the defaults, without a failure', () => {
    expect(readSaved(memoryStorage())).toEqual({ inputs: DEFAULT_INPUTS, scenarios: [], failed: false });
  });

  it('unreadable inputs fall back to the defaults and report the failure', () => {
    const bad = readSaved(memoryStorage({ [COST_STORAGE_KEYS.inputs]: '{not json' }));
    expect(bad).toMatchObject({ inputs: DEFAULT_INPUTS, failed: true });
    const outOfBounds = { ...DEFAULT_INPUTS, usagePatterns: { ...DEFAULT_USAGE, yearlyGrowthRate: 5000 } };
    expect(readSaved(memoryStorage({ [COST_STORAGE_KEYS.inputs]: JSON.stringify(outOfBounds) }))).toMatchObject({ inputs: DEFAULT_INPUTS, failed: true });
  });

  it('saved inputs come back; a broken scenario is dropped and reported, the good ones kept', () => {
    const inputs = { ...DEFAULT_INPUTS, usagePatterns: { ...DEFAULT_USAGE, yearlyGrowthRate: 55 } };
    const storage = memoryStorage({
      [COST_STORAGE_KEYS.inputs]: JSON.stringify(inputs),
      [COST_STORAGE_KEYS.scenarios]: JSON.stringify([scenario('Good'), { id: 'x', name: 'Broken' }]),
    });
    const saved = readSaved(storage);
    expect(saved.inputs.usagePatterns.yearlyGrowthRate).toBe(55);
    expect(saved.scenarios.map((s) => s.name)).toEqual(['Good']);
    expect(saved.failed).toBe(true);
  });

  it('saving a scenario replaces one of the same name, and a full storage answers null', () => {
    const storage = memoryStorage();
    const first = saveScenario(storage, [], scenario('Base'))!;
    const second = saveScenario(storage, first, { ...scenario('base', 500), id: 'id-new' })!;
    expect(second.map((s) => [s.name, s.usagePatterns.customersYear1])).toEqual([['base', 500]]);
    expect(loadScenario(storage, 'id-new')?.usagePatterns.customersYear1).toBe(500);
    expect(loadScenario(storage, 'id-Base')).toBeNull();
    expect(saveScenario(memoryStorage({}, true), [], scenario('X'))).toBeNull();
    expect(writeSaved(memoryStorage({}, true), COST_STORAGE_KEYS.inputs, DEFAULT_INPUTS)).toBe(false);
  });
});

describe('CSV export', () => {
  it('has one header and one line per year, with database and hosting apart', () => {
    const lines = projectionCsv(projectCosts()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Year,Customers,Daily transactions,Storage (GB),Database plan,Within plan limits,Database monthly (USD),Hosting plan,Hosting monthly (USD),Monthly total (USD),Yearly cost (USD)');
    expect(lines[1]).toBe('1,100,5500,0.036,M5,yes,57,Individual,7,64,768');
    expect(lines).toHaveLength(6);
  });

  it('quotes a plan name with a comma and defuses one that a spreadsheet would run', () => {
    const [row] = projectCosts(DEFAULT_USAGE, {
      ...DEFAULT_INPUTS.infrastructure,
      databasePlans: [{ ...DEFAULT_INPUTS.infrastructure.databasePlans[2]!, name: '=HYPERLINK("x")' }],
      hostingPlans: [{ ...DEFAULT_INPUTS.infrastructure.hostingPlans[0]!, name: 'Small, shared' }],
      hostingPlanIndex: 0,
    });
    expect(projectionCsv([row!]).split('\r\n')[1]).toBe(`1,100,5500,0.036,"'=HYPERLINK(""x"")",yes,57,"Small, shared",0,57,684`);
  });
});
