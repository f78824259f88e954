// The running-cost model of spec P2 §9, pure (no Next, no browser) so the admin dashboard, its
// exports and its tests share one calculation.
//
// Decisions the spec leaves open (also stated on /admin/cost and in docs/cost-analysis.md):
// - Storage per customer is "creates × 1000 × 2 × 30 × 1.2" bytes. The 1000 is read as the usage input
//   avgCharactersPerCreate, whose default is 1000, so the defaults reproduce the spec's figure exactly and
//   the input means something: creates a day × characters a create × 2 bytes a character × 30 days × 1.2
//   for indexes and overhead. Bytes become GB as decimal gigabytes (÷ 10^9).
// - The spec gives no rule that picks a hosting plan from usage (none of the seven inputs says anything
//   about bandwidth, CPU hours or concurrent requests), so the admin selects one; it costs the same every
//   year. Default: Individual, the plan a site with paying customers runs on.
// - Edits and deletes are kept with the scenario but, as in the spec, do not enter daily transactions.
import { z } from 'zod';

export const PROJECTION_YEARS = 5; // spec P2 §9
const BYTES_PER_CHARACTER = 2;
const DAYS_PER_MONTH = 30;
const STORAGE_OVERHEAD = 1.2;
const BYTES_PER_GB = 1e9;
export const MONTHS_PER_YEAR = 12;

// spec P2 §8, verbatim.
export const COST_MESSAGES = {
  loadFailed: 'Failed to load saved data. Using default values.',
  saveFailed: (storageKey: string) => `Failed to save ${storageKey}`,
  saveScenarioFailed: 'Failed to save scenario',
  loadScenarioFailed: 'Failed to load scenario',
  exportFailed: 'Failed to export data',
} as const;

const amount = z.number().finite().min(0, 'Must be 0 or more');

export const databaseLimitsSchema = z.object({
  storageGB: amount,
  computeUnits: amount,
  connectionsPerDay: amount,
  maxDailyTransactions: amount,
});
export const hostingLimitsSchema = z.object({ monthlyBandwidth: amount, monthlyCPUHours: amount, concurrentRequests: amount });
const planName = z.string().trim().min(1, 'Enter a plan name').max(40, 'At most 40 characters');
export const databasePlanSchema = z.object({ name: planName, monthlyCost: amount, limits: databaseLimitsSchema });
export const hostingPlanSchema = z.object({ name: planName, monthlyCost: amount, limits: hostingLimitsSchema });

export const infrastructureSchema = z
  .object({
    databasePlans: z.array(databasePlanSchema).min(1),
    hostingPlans: z.array(hostingPlanSchema).min(1),
    /** Index into hostingPlans of the plan the admin selected. */
    hostingPlanIndex: z.number().int().min(0),
  })
  .refine((i) => i.hostingPlanIndex < i.hostingPlans.length, { message: 'Select a hosting plan', path: ['hostingPlanIndex'] });

// spec P2 §5: yearlyGrowthRate 0 to 1000; the others minimum 0.
export const usagePatternsSchema = z.object({
  customersYear1: amount,
  yearlyGrowthRate: amount.max(1000, 'Must be 1000 or less'),
  queriesPerCustomerDay: amount,
  createsPerCustomerDay: amount,
  editsPerCustomerDay: amount,
  deletesPerCustomerDay: amount,
  avgCharactersPerCreate: amount,
});

export const costScenarioSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(80),
  infrastructure: infrastructureSchema,
  usagePatterns: usagePatternsSchema,
  createdAt: z.string(),
});

export type DatabaseLimits = z.infer<typeof databaseLimitsSchema>;
export type HostingLimits = z.infer<typeof hostingLimitsSchema>;
export type DatabasePlan = z.infer<typeof databasePlanSchema>;
export type HostingPlan = z.infer<typeof hostingPlanSchema>;
export type Infrastructure = z.infer<typeof infrastructureSchema>;
export type UsagePatterns = z.infer<typeof usagePatternsSchema>;
export type CostScenario = z.infer<typeof costScenarioSchema>;
export type UsageField = keyof UsagePatterns;

// spec P2 §9, in the spec's order: the first plan that fits wins, so cheaper plans come first.
export const DATABASE_PLANS: DatabasePlan[] = [
  { name: 'Free', monthlyCost: 0, limits: { storageGB: 0.5, computeUnits: 100, connectionsPerDay: 500, maxDailyTransactions: 1000 } },
  { name: 'M2', monthlyCost: 20, limits: { storageGB: 2, computeUnits: 300, connectionsPerDay: 1500, maxDailyTransactions: 5000 } },
  { name: 'M5', monthlyCost: 57, limits: { storageGB: 5, computeUnits: 700, connectionsPerDay: 3000, maxDailyTransactions: 10000 } },
];

export const HOSTING_PLANS: HostingPlan[] = [
  { name: 'Free', monthlyCost: 0, limits: { monthlyBandwidth: 100, monthlyCPUHours: 50, concurrentRequests: 10 } },
  { name: 'Individual', monthlyCost: 7, limits: { monthlyBandwidth: 500, monthlyCPUHours: 200, concurrentRequests: 50 } },
];

export const DEFAULT_INFRASTRUCTURE: Infrastructure = { databasePlans: DATABASE_PLANS, hostingPlans: HOSTING_PLANS, hostingPlanIndex: 1 };

export const DEFAULT_USAGE: UsagePatterns = {
  customersYear1: 100,
  yearlyGrowthRate: 20,
  queriesPerCustomerDay: 50,
  createsPerCustomerDay: 5,
  editsPerCustomerDay: 3,
  deletesPerCustomerDay: 1,
  avgCharactersPerCreate: 1000,
};

export type YearProjection = {
  year: number;
  customers: number;
  dailyTransactions: number;
  storageGB: number;
  databasePlan: string;
  /** False when no database plan holds the year, so the last one is shown (spec: "else the last"). */
  fitsDatabasePlan: boolean;
  databaseMonthly: number;
  hostingPlan: string;
  hostingMonthly: number;
  monthlyTotal: number;
  yearlyCost: number;
};

/** spec P2 §9: year n has the year-1 count × (1 + growth/100)^(n−1) customers, rounded. */
export function customersInYear(usage: UsagePatterns, year: number): number {
  return Math.round(usage.customersYear1 * (1 + usage.yearlyGrowthRate / 100) ** (year - 1));
}

/** spec P2 §9: customers × (queries + creates); edits and deletes do not count. */
export function dailyTransactions(usage: UsagePatterns, customers: number): number {
  return customers * (usage.queriesPerCustomerDay + usage.createsPerCustomerDay);
}

/** Bytes a customer adds a month: creates × characters × 2 bytes × 30 days × 1.2 overhead. */
export function storageBytesPerCustomer(usage: UsagePatterns): number {
  return usage.createsPerCustomerDay * usage.avgCharactersPerCreate * BYTES_PER_CHARACTER * DAYS_PER_MONTH * STORAGE_OVERHEAD;
}

export function storageGB(usage: UsagePatterns, customers: number): number {
  return (customers * storageBytesPerCustomer(usage)) / BYTES_PER_GB;
}

/** spec P2 §9: the first plan with enough storage and daily transactions, else the last. */
export function chooseDatabasePlan(plans: DatabasePlan[], gb: number, transactions: number): { plan: DatabasePlan; fits: boolean } {
  const fitting = plans.find((p) => gb <= p.limits.storageGB && transactions <= p.limits.maxDailyTransactions);
  return fitting ? { plan: fitting, fits: true } : { plan: plans[plans.length - 1]!, fits: false };
}

export function projectCosts(usage: UsagePatterns = DEFAULT_USAGE, infrastructure: Infrastructure = DEFAULT_INFRASTRUCTURE): YearProjection[] {
  const hosting = infrastructure.hostingPlans[infrastructure.hostingPlanIndex] ?? infrastructure.hostingPlans[0]!;
  return Array.from({ length: PROJECTION_YEARS }, (_, i) => {
    const year = i + 1;
    const customers = customersInYear(usage, year);
    const transactions = dailyTransactions(usage, customers);
    const gb = storageGB(usage, customers);
    const { plan, fits } = chooseDatabasePlan(infrastructure.databasePlans, gb, transactions);
    const monthlyTotal = plan.monthlyCost + hosting.monthlyCost;
    return {
      year,
      customers,
      dailyTransactions: transactions,
      storageGB: gb,
      databasePlan: plan.name,
      fitsDatabasePlan: fits,
      databaseMonthly: plan.monthlyCost,
      hostingPlan: hosting.name,
      hostingMonthly: hosting.monthlyCost,
      monthlyTotal,
      yearlyCost: MONTHS_PER_YEAR * monthlyTotal,
    };
  });
}

export type ProjectionSummary = {
  totalCost: number;
  databaseTotal: number;
  hostingTotal: number;
  averageMonthly: number;
  finalCustomers: number;
  finalMonthly: number;
  /** Years whose load no database plan holds. */
  yearsOverCapacity: number[];
};

export function summarizeProjection(rows: YearProjection[]): ProjectionSummary {
  const sum = (pick: (r: YearProjection) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const databaseTotal = sum((r) => MONTHS_PER_YEAR * r.databaseMonthly);
  const hostingTotal = sum((r) => MONTHS_PER_YEAR * r.hostingMonthly);
  const totalCost = sum((r) => r.yearlyCost);
  const last = rows[rows.length - 1];
  return {
    totalCost,
    databaseTotal,
    hostingTotal,
    averageMonthly: rows.length ? totalCost / (rows.length * MONTHS_PER_YEAR) : 0,
    finalCustomers: last?.customers ?? 0,
    finalMonthly: last?.monthlyTotal ?? 0,
    yearsOverCapacity: rows.filter((r) => !r.fitsDatabasePlan).map((r) => r.year),
  };
}

/** A typed amount, or why it is not one (the texts match the schemas above). */
export function parseAmount(text: string, bounds: { min?: number; max?: number } = {}): { value: number } | { error: string } {
  const { min = 0, max } = bounds;
  if (text.trim() === '') return { error: 'Enter a number' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: 'Enter a number' };
  if (value < min) return { error: `Must be ${min} or more` };
  if (max !== undefined && value > max) return { error: `Must be ${max} or less` };
  return { value };
}

// spec P2 §5.
export const USAGE_BOUNDS: Record<UsageField, { min: number; max?: number }> = {
  customersYear1: { min: 0 },
  yearlyGrowthRate: { min: 0, max: 1000 },
  queriesPerCustomerDay: { min: 0 },
  createsPerCustomerDay: { min: 0 },
  editsPerCustomerDay: { min: 0 },
  deletesPerCustomerDay: { min: 0 },
  avgCharactersPerCreate: { min: 0 },
};
