import type { AnalyticsPeriod } from '../admin-periods';

// What the admin analytics, the prompt grid and the users list answer (spec P2 §3).

export const ANALYTICS_EVENT_TYPES = ['generate', 'create', 'update', 'clone', 'delete'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** spec P2 §3 "Analytics summary": counts within the period. */
export type AnalyticsSummary = { totalUsers: number; proPrompts: number; freePrompts: number; totalCreates: number; totalViews: number };
/** spec P2 §3 "Time-series point": prompts created per bucket. */
export type TimeSeriesPoint = { _id: string; count: number; proCount: number; freeCount: number };
/** spec P2 §3 "Category point": prompts created in the period, by category name. */
export type CategoryPoint = { _id: string; proCount: number; freeCount: number };
/** spec P2 §3 "Events": one entry per bucket with its count of each event type. */
export type EventsPeriod = { _id: string; events: { eventType: AnalyticsEventType; count: number }[] };
/** spec P2 §3 "Users activity": the most active people of the period. */
export type UserActivity = { userName: string; userEmail: string; totalEvents: number; events: { eventType: AnalyticsEventType; count: number }[] };

export type AnalyticsReads = {
  summary: AnalyticsSummary;
  timeseries: TimeSeriesPoint[];
  categories: CategoryPoint[];
  events: EventsPeriod[];
  'users-activity': UserActivity[];
};
export type AnalyticsKind = keyof AnalyticsReads;
export type { AnalyticsPeriod };

/** The admin home's figures for today (UTC) and the last 24 hours. */
export type AdminTodayDTO = { newUsers: number; activeSubscriptions: number; generations: number; failedWebhooks: number };

/** spec P2 §3 "Admin grid row". */
export type GridRow = {
  _id: string;
  title: string;
  description: string;
  author: { _id: string; name: string; email: string } | null;
  category: { _id: string; name: string } | null;
  userCategoryId: string | null;
  approved: boolean;
  accessLevel: 'free' | 'pro';
  usageCount: number;
  createdAt: string;
  updatedAt: string;
  content: string;
  viewable: 'private' | 'public';
};
export type GridAnswer = { prompts: GridRow[]; totalPages: number; currentPage: number; total: number };

export const GRID_SORTS = ['title', 'description', 'author', 'category', 'approved', 'accessLevel', 'usageCount', 'createdAt', 'updatedAt'] as const;
export type GridSort = (typeof GRID_SORTS)[number];

/** What an admin may change inline in the grid (spec P2 §2). */
export type PromptModeration = { approved?: boolean; accessLevel?: 'free' | 'pro' };

export type AdminUserRow = {
  _id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  plan: 'Free' | 'Trial' | 'Pro' | 'Lifetime' | 'Admin';
  trialDaysRemaining: number;
  createdAt: string;
  lastActiveAt: string | null;
  promptCount: number;
};
export type AdminUsersAnswer = { users: AdminUserRow[]; totalPages: number; currentPage: number; total: number };

export type AdminAuditEntry = { _id: string; actorEmail: string; action: 'make_admin' | 'unmake_admin' | 'extend_trial'; detail: Record<string, unknown>; createdAt: string };
