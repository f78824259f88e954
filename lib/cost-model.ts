// The running-cost model of spec P2 §9, pure so the dashboard and its tests share it.

export type DatabasePlan = { name: string; monthlyCost: number; storageGB: number; computeUnits: number; connectionsPerDay: number; maxDailyTransactions: number };
export type HostingPlan = { name: string; monthlyCost: number; monthlyBandwidth: number; monthlyCPUHours: number; concurrentRequests: number };
export type UsagePatterns = {
  customersYear1: number;
  yearlyGrowthRate: number;
  queriesPerCustomerDay: number;
  createsPerCustomerDay: number;
  editsPerCustomerDay: number;
  deletesPerCustomerDay: number;
  avgCharactersPerCreate: number;
};

export const DATABASE_PLANS: DatabasePlan[] = [
  { name: 'Free', monthlyCost: 0, storageGB: 0.5, computeUnits: 100, connectionsPerDay: 500, maxDailyTransactions: 1000 },
  { name: 'M2', monthlyCost: 20, storageGB: 2, computeUnits: 300, connectionsPerDay: 1500, maxDailyTransactions: 5000 },
  { name: 'M5', monthlyCost: 57, storageGB: 5, computeUnits: 700, connectionsPerDay: 3000, maxDailyTransactions: 10000 },
];

export const HOSTING_PLANS: HostingPlan[] = [
  { name: 'Free', monthlyCost: 0, monthlyBandwidth: 100, monthlyCPUHours: 50, concurrentRequests: 10 },
  { name: 'Individual', monthlyCost: 7, monthlyBandwidth: 500, monthlyCPUHours: 200, concurrentRequests: 50 },
];

export const DEFAULT_USAGE: UsagePatterns = {
  customersYear1: 100,
  yearlyGrowthRate: 20,
  queriesPerCustomerDay: 50,
  createsPerCustomerDay: 5,
  editsPerCustomerDay: 3,
  deletesPerCustomerDay: 1,
  avgCharactersPerCreate: 1000,
};

export type YearProjection = { year: number; customers: number; dailyTransactions: number; storageGB: number; databasePlan: string; monthlyCost: number; yearlyCost: number };

export function projectCosts(usage: UsagePatterns = DEFAULT_USAGE, years = 5, hosting: HostingPlan = HOSTING_PLANS[1]!): YearProjection[] {
  return Array.from({ length: years }, (_, i) => {
    const year = i + 1;
    const customers = Math.round(usage.customersYear1 * (1 + usage.yearlyGrowthRate / 100) ** (year - 1));
    const dailyTransactions = customers * (usage.queriesPerCustomerDay + usage.createsPerCustomerDay);
    // Characters × 2 bytes × 30 days × 1.2 overhead per customer per month, in GB.
    const storagePerCustomerGB = (usage.createsPerCustomerDay * usage.avgCharactersPerCreate * 2 * 30 * 1.2) / 1e9;
    const storageGB = customers * storagePerCustomerGB;
    const plan =
      DATABASE_PLANS.find((p) => p.storageGB >= storageGB && p.maxDailyTransactions >= dailyTransactions) ??
      DATABASE_PLANS[DATABASE_PLANS.length - 1]!;
    const monthlyCost = plan.monthlyCost + hosting.monthlyCost;
    return { year, customers, dailyTransactions, storageGB, databasePlan: plan.name, monthlyCost, yearlyCost: monthlyCost * 12 };
  });
}
