import { describe, expect, it } from 'vitest';
import { rightsOf, type Rights } from '@/lib/permissions';
import type { UserStateSource } from '@/lib/user-state';
import { toViewer } from '@/lib/viewer';

// Every user state × every right of lib/permissions.ts, each answer written down.
// The spec's two definitions are kept as written: create needs a *current subscription* (an end date
// not past; lifetime counts) or trial days or admin (P1 §6 "Create access"); edit/delete of one's own
// prompt needs the *pro tier* or trial days (P1 §6 "Edit/delete/clone"). Clone, custom categories and
// pro content follow canAccessProFeatures (pro tier, trial or admin; P1 §3), and so do API tokens. So the two can differ:
// rows marked ⚠ are states where they do.

const now = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * DAY);
const base: UserStateSource = { role: 'user', subscriptionStatus: 'inactive', subscriptionTier: 'free', billingCycle: null, subscriptionEndDate: null, freeExpiryDate: at(-1) };

type Row = [state: string, source: Partial<UserStateSource>, rights: Rights];
const Y = true;
const N = false;
const r = (create: boolean, editOwn: boolean, editOthers: boolean, clone: boolean, customCategories: boolean, readProContent: boolean, seeOthersPrivate: boolean, moderate: boolean, apiTokens: boolean): Rights => ({
  create, editOwn, editOthers, clone, customCategories, readProContent, seeOthersPrivate, moderate, apiTokens,
});

//                                                                                                  create editOwn editOthers clone customCat readPro seeOthersPriv moderate apiTokens
const table: Row[] = [
  ['new user on the 14-day trial', { freeExpiryDate: at(14) }, r(Y, Y, N, Y, Y, Y, N, N, Y)],
  ['trial with a few hours left (rounds up to 1 day)', { freeExpiryDate: at(0.1) }, r(Y, Y, N, Y, Y, Y, N, N, Y)],
  ['free user whose trial ended', {}, r(N, N, N, N, N, N, N, N, N)],
  ['free user with no trial date at all', { freeExpiryDate: null }, r(N, N, N, N, N, N, N, N, N)],
  ['pro subscriber, monthly, paid period running', { subscriptionTier: 'pro', subscriptionStatus: 'active', billingCycle: 'monthly', subscriptionEndDate: at(20) }, r(Y, Y, N, Y, Y, Y, N, N, Y)],
  ['pro subscriber, yearly, past due but period running', { subscriptionTier: 'pro', subscriptionStatus: 'past_due', billingCycle: 'yearly', subscriptionEndDate: at(5) }, r(Y, Y, N, Y, Y, Y, N, N, Y)],
  ['lifetime purchase (no end date)', { subscriptionTier: 'pro', subscriptionStatus: 'active', billingCycle: 'lifetime' }, r(Y, Y, N, Y, Y, Y, N, N, Y)],
  // ⚠ What `npm run user -- set X --tier pro --status active` made before the CLI set an end date.
  ['⚠ pro tier without a current subscription (no end date)', { subscriptionTier: 'pro', subscriptionStatus: 'active' }, r(N, Y, N, Y, Y, Y, N, N, Y)],
  ['⚠ pro tier whose end date has passed', { subscriptionTier: 'pro', subscriptionStatus: 'active', billingCycle: 'monthly', subscriptionEndDate: at(-1) }, r(N, Y, N, Y, Y, Y, N, N, Y)],
  // ⚠ Paddle's cancel sets the free tier and keeps the end date: still current until then.
  ['⚠ cancelled, paid period still running', { subscriptionTier: 'free', subscriptionStatus: 'cancelled', billingCycle: 'monthly', subscriptionEndDate: at(10) }, r(Y, N, N, N, N, N, N, N, N)],
  ['cancelled, paid period over', { subscriptionTier: 'free', subscriptionStatus: 'cancelled', billingCycle: 'monthly', subscriptionEndDate: at(-1) }, r(N, N, N, N, N, N, N, N, N)],
  ['paused', { subscriptionTier: 'free', subscriptionStatus: 'paused', billingCycle: 'monthly', subscriptionEndDate: at(-1) }, r(N, N, N, N, N, N, N, N, N)],
  ['admin (free tier, no trial)', { role: 'admin' }, r(Y, Y, Y, Y, Y, Y, Y, Y, Y)],
  ['admin on a trial', { role: 'admin', freeExpiryDate: at(3) }, r(Y, Y, Y, Y, Y, Y, Y, Y, Y)],
];

describe('permissions: every user state × every right', () => {
  it.each(table)('%s', (_state, source, expected) => {
    const viewer = toViewer({ ...base, ...source, id: 'u1', email: 'u1@example.com' }, now);
    expect(rightsOf(viewer)).toEqual(expected);
  });

  it('covers every right that lib/permissions.ts defines', () => {
    const viewer = toViewer({ ...base, id: 'u1', email: 'u1@example.com' }, now);
    expect(Object.keys(rightsOf(viewer)).sort()).toEqual(['apiTokens', 'clone', 'create', 'customCategories', 'editOthers', 'editOwn', 'moderate', 'readProContent', 'seeOthersPrivate']);
  });
});
