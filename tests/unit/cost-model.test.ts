import { describe, expect, it } from 'vitest';
import { DEFAULT_USAGE, projectCosts } from '@/lib/cost-model';

describe('projectCosts (spec P2 §9)', () => {
  it('grows customers by the yearly rate, rounded, over five years', () => {
    expect(projectCosts(DEFAULT_USAGE).map((r) => r.customers)).toEqual([100, 120, 144, 173, 207]);
  });
  it('counts daily transactions as customers times queries plus creates', () => {
    expect(projectCosts(DEFAULT_USAGE)[0]!.dailyTransactions).toBe(100 * 55);
  });
  it('picks the first database plan with enough transactions, else the last', () => {
    const plans = projectCosts(DEFAULT_USAGE).map((r) => r.databasePlan);
    expect(plans[0]).toBe('M5');
    expect(plans[4]).toBe('M5');
    expect(projectCosts({ ...DEFAULT_USAGE, customersYear1: 10 })[0]!.databasePlan).toBe('Free');
    expect(projectCosts({ ...DEFAULT_USAGE, customersYear1: 50 })[0]!.databasePlan).toBe('M2');
  });
  it('costs a year as 12 months', () => {
    for (const r of projectCosts()) expect(r.yearlyCost).toBe(r.monthlyCost * 12);
  });
});
