import { describe, expect, it } from 'vitest';
import {
  DATABASE_PLANS,
  DEFAULT_INFRASTRUCTURE,
  DEFAULT_USAGE,
  chooseDatabasePlan,
  projectCosts,
  storageBytesPerCustomer,
  summarizeProjection,
  usagePatternsSchema,
  parseAmount,
  USAGE_BOUNDS,
  type UsagePatterns,
} from '@/lib/cost-model';

const pick = <K extends keyof ReturnType<typeof projectCosts>[number]>(usage: UsagePatterns, key: K, infra = DEFAULT_INFRASTRUCTURE) =>
  projectCosts(usage, infra).map((r) => r[key]);

describe('the five-year projection with the default inputs (spec P2 §9), worked by hand', () => {
  // 100 customers in year 1, 20 % growth, 50 queries + 5 creates a day, 1000 characters a create,
  // hosting Individual ($7).
  const rows = projectCosts();

  it('grows customers as 100 × 1.2^(n−1), rounded', () => {
    // 100 × 1 = 100; 100 × 1.2 = 120; 100 × 1.44 = 144; 100 × 1.728 = 172.8 → 173; 100 × 2.0736 = 207.36 → 207
    expect(rows.map((r) => r.customers)).toEqual([100, 120, 144, 173, 207]);
  });

  it('counts daily transactions as customers × (50 queries + 5 creates)', () => {
    // 100 × 55 = 5500; 120 × 55 = 6600; 144 × 55 = 7920; 173 × 55 = 9515; 207 × 55 = 11385
    expect(rows.map((r) => r.dailyTransactions)).toEqual([5500, 6600, 7920, 9515, 11385]);
  });

  it('stores 5 × 1000 × 2 × 30 × 1.2 = 360,000 bytes a customer, shown in GB', () => {
    expect(storageBytesPerCustomer(DEFAULT_USAGE)).toBe(360_000);
    // 100 × 360,000 = 36,000,000 bytes = 0.036 GB; 120 → 0.0432; 144 → 0.05184; 173 → 0.06228; 207 → 0.07452
    const expected = [0.036, 0.0432, 0.05184, 0.06228, 0.07452];
    rows.forEach((r, i) => expect(r.storageGB).toBeCloseTo(expected[i]!, 10));
  });

  it('needs M5 every year: Free holds 1000 and M2 5000 transactions a day; year 5 fits no plan and shows the last', () => {
    // 5500 > M2's 5000, so year 1 is already M5 (10,000); year 5's 11,385 > 10,000 fits none → the last, M5.
    expect(rows.map((r) => r.databasePlan)).toEqual(['M5', 'M5', 'M5', 'M5', 'M5']);
    expect(rows.map((r) => r.fitsDatabasePlan)).toEqual([true, true, true, true, false]);
  });

  it('keeps database and hosting apart: $57 + $7 = $64 a month, 12 × 64 = $768 a year', () => {
    for (const r of rows) {
      expect([r.databaseMonthly, r.hostingPlan, r.hostingMonthly, r.monthlyTotal, r.yearlyCost]).toEqual([57, 'Individual', 7, 64, 768]);
    }
  });

  it('sums five years: database 5 × 12 × 57 = 3420, hosting 5 × 12 × 7 = 420, total 3840', () => {
    expect(summarizeProjection(rows)).toEqual({
      totalCost: 3840,
      databaseTotal: 3420,
      hostingTotal: 420,
      averageMonthly: 64, // 3840 / 60 months
      finalCustomers: 207,
      finalMonthly: 64,
      yearsOverCapacity: [5],
    });
  });
});

describe('a smaller, faster-growing scenario on free hosting, worked by hand', () => {
  // 100 customers, 100 % growth, 1 query + 2 creates a day, 10,000 characters a create, hosting Free ($0).
  const usage: UsagePatterns = {
    customersYear1: 100,
    yearlyGrowthRate: 100,
    queriesPerCustomerDay: 1,
    createsPerCustomerDay: 2,
    editsPerCustomerDay: 0,
    deletesPerCustomerDay: 0,
    avgCharactersPerCreate: 10_000,
  };
  const infra = { ...DEFAULT_INFRASTRUCTURE, hostingPlanIndex: 0 };
  const rows = projectCosts(usage, infra);

  it('doubles customers each year and counts 3 transactions each', () => {
    // 100 × 2^(n−1): 100, 200, 400, 800, 1600; × (1 + 2) = 300, 600, 1200, 2400, 4800
    expect(rows.map((r) => r.customers)).toEqual([100, 200, 400, 800, 1600]);
    expect(rows.map((r) => r.dailyTransactions)).toEqual([300, 600, 1200, 2400, 4800]);
  });

  it('stores 2 × 10,000 × 2 × 30 × 1.2 = 1,440,000 bytes a customer', () => {
    expect(storageBytesPerCustomer(usage)).toBe(1_440_000);
    // 100 × 1.44 MB = 0.144 GB; 200 → 0.288; 400 → 0.576; 800 → 1.152; 1600 → 2.304
    const expected = [0.144, 0.288, 0.576, 1.152, 2.304];
    rows.forEach((r, i) => expect(r.storageGB).toBeCloseTo(expected[i]!, 10));
  });

  it('moves Free → M2 when transactions and storage outgrow Free, and to M5 when storage alone outgrows M2', () => {
    // y1: 300 ≤ 1000, 0.144 ≤ 0.5 → Free. y2: 600, 0.288 → Free. y3: 1200 > 1000 → M2 (0.576 ≤ 2).
    // y4: 2400 ≤ 5000, 1.152 ≤ 2 → M2. y5: 4800 ≤ 5000 but 2.304 GB > 2 → M5 (≤ 5 GB, ≤ 10,000).
    expect(rows.map((r) => r.databasePlan)).toEqual(['Free', 'Free', 'M2', 'M2', 'M5']);
    expect(rows.every((r) => r.fitsDatabasePlan)).toBe(true);
  });

  it('costs the database only, since the selected hosting plan is Free', () => {
    expect(rows.map((r) => [r.databaseMonthly, r.hostingPlan, r.hostingMonthly, r.monthlyTotal, r.yearlyCost])).toEqual([
      [0, 'Free', 0, 0, 0],
      [0, 'Free', 0, 0, 0],
      [20, 'Free', 0, 20, 240],
      [20, 'Free', 0, 20, 240],
      [57, 'Free', 0, 57, 684],
    ]);
    // 0 + 0 + 240 + 240 + 684 = 1164, all of it database.
    const summary = summarizeProjection(rows);
    expect([summary.totalCost, summary.databaseTotal, summary.hostingTotal, summary.finalMonthly]).toEqual([1164, 1164, 0, 57]);
    expect(summary.averageMonthly).toBeCloseTo(1164 / 60, 10);
    expect(summary.yearsOverCapacity).toEqual([]);
  });
});

describe('edges of the model', () => {
  it('rounds half a customer up: 1000 at 50 % is 5062.5 → 5063 in year 5', () => {
    expect(pick({ ...DEFAULT_USAGE, customersYear1: 1000, yearlyGrowthRate: 50 }, 'customers')).toEqual([1000, 1500, 2250, 3375, 5063]);
  });

  it('a plan holds exactly its limit: 5000 transactions fit M2, 5001 do not', () => {
    expect(chooseDatabasePlan(DATABASE_PLANS, 0.1, 5000).plan.name).toBe('M2');
    expect(chooseDatabasePlan(DATABASE_PLANS, 0.1, 5001).plan.name).toBe('M5');
    expect(chooseDatabasePlan(DATABASE_PLANS, 2, 10).plan.name).toBe('M2');
    expect(chooseDatabasePlan(DATABASE_PLANS, 5.01, 10)).toMatchObject({ plan: { name: 'M5' }, fits: false });
  });

  it('follows edited plans: the admin’s prices, limits and hosting choice are what the projection costs', () => {
    const infra = {
      databasePlans: [{ name: 'Tiny', monthlyCost: 3, limits: { storageGB: 1, computeUnits: 1, connectionsPerDay: 1, maxDailyTransactions: 100_000 } }],
      hostingPlans: [{ name: 'Box', monthlyCost: 4.5, limits: { monthlyBandwidth: 1, monthlyCPUHours: 1, concurrentRequests: 1 } }],
      hostingPlanIndex: 0,
    };
    const [first] = projectCosts(DEFAULT_USAGE, infra);
    expect(first).toMatchObject({ databasePlan: 'Tiny', hostingPlan: 'Box', monthlyTotal: 7.5, yearlyCost: 90 });
  });

  it('zero customers cost only the cheapest plan that holds nothing', () => {
    const rows = projectCosts({ ...DEFAULT_USAGE, customersYear1: 0 });
    expect(rows.map((r) => [r.customers, r.dailyTransactions, r.storageGB, r.databasePlan])).toEqual(Array(5).fill([0, 0, 0, 'Free']));
  });

  it('validates the usage inputs of spec P2 §5: growth 0 to 1000, the others 0 or more', () => {
    expect(usagePatternsSchema.safeParse(DEFAULT_USAGE).success).toBe(true);
    expect(usagePatternsSchema.safeParse({ ...DEFAULT_USAGE, yearlyGrowthRate: 1000 }).success).toBe(true);
    expect(usagePatternsSchema.safeParse({ ...DEFAULT_USAGE, yearlyGrowthRate: 1000.5 }).success).toBe(false);
    expect(usagePatternsSchema.safeParse({ ...DEFAULT_USAGE, createsPerCustomerDay: -1 }).success).toBe(false);
    expect(usagePatternsSchema.safeParse({ ...DEFAULT_USAGE, queriesPerCustomerDay: Number.NaN }).success).toBe(false);
  });
});

describe('parseAmount, what the inputs show', () => {
  it('answers a number within its bounds, or a clear message, never throws', () => {
    expect(parseAmount('12.5')).toEqual({ value: 12.5 });
    expect(parseAmount('')).toEqual({ error: 'Enter a number' });
    expect(parseAmount('abc')).toEqual({ error: 'Enter a number' });
    expect(parseAmount('-1', USAGE_BOUNDS.customersYear1)).toEqual({ error: 'Must be 0 or more' });
    expect(parseAmount('1001', USAGE_BOUNDS.yearlyGrowthRate)).toEqual({ error: 'Must be 1000 or less' });
    expect(parseAmount('1000', USAGE_BOUNDS.yearlyGrowthRate)).toEqual({ value: 1000 });
    expect(parseAmount('1e400')).toEqual({ error: 'Enter a number' });
  });
});
