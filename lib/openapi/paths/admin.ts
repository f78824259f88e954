import { z } from 'zod';
import { periodQuery } from '../../services/admin-analytics';
import { usersQuery } from '../../services/admin-users';
import { gridQuery } from '../../services/prompt-grid';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// Admin reads: site analytics, today's figures, the prompt grid, the users list and its audit log
// (docs/admin.md). Every one answers 403 to anyone but an admin (and an admin's token).

const analytics = (kind: string, summary: string, description: string, schema: z.ZodType): Endpoint => ({
  method: 'get',
  path: `/api/admin/analytics/${kind}`,
  operationId: `readAnalytics${kind.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())}`,
  summary,
  description: `${description} Buckets and periods are UTC.`,
  access: 'admin',
  query: periodQuery,
  queryNotes: { period: 'Today, the last 7 or 30 days, the last 12 months, or all time (UTC days and months).' },
  responses: { 200: json(summary, schema) },
});

export const tag = {
  name: 'Admin',
  description: 'Site analytics, the prompt grid and the users list, for admins.',
};

export const endpoints: Endpoint[] = [
  analytics('summary', 'Analytics summary', 'Users, prompts and events counted within the period.', r.analyticsSummary),
  analytics('timeseries', 'Prompts created over time', 'Per day (per month for `year` and `all`), quiet buckets as zero.', r.analyticsTimeseries),
  analytics('categories', 'Prompts created by category', 'Custom categories together as ‘Custom categories’.', r.analyticsCategories),
  analytics('events', 'Events over time', 'Per bucket, the count of each charted event type (generate, create, update, clone, delete).', r.analyticsEvents),
  analytics('users-activity', 'Most active people', 'The 10 people with the most charted events in the period.', r.analyticsUsersActivity),
  {
    method: 'get',
    path: '/api/admin/today',
    operationId: 'readAdminToday',
    summary: 'Today’s figures',
    description: 'New users, active subscriptions, generations and failed webhooks: today (UTC) and the last 24 hours.',
    access: 'admin',
    responses: { 200: json('Today’s figures', r.adminToday) },
  },
  {
    method: 'get',
    path: '/api/prompts/grid',
    operationId: 'listPromptGrid',
    summary: 'The prompt grid',
    description: 'Every prompt, filtered, sorted and paged (10 a page, at most 100). An unknown filter, column or value is 400 naming it.',
    access: 'admin',
    query: gridQuery,
    queryNotes: {
      title: 'Title contains (any letter case).',
      description: 'Description contains (any letter case).',
      author: 'The author’s name or email contains (any letter case).',
      authorId: 'The author’s id.',
      category: 'A library or custom category id.',
      period: 'Created within the period.',
      awaitingApproval: 'Public and not yet approved, oldest first.',
      sort: 'A grid column (default `createdAt`).',
      limit: 'Prompts a page.',
    },
    responses: { 200: json('A page of the grid', r.gridAnswer) },
  },
  {
    method: 'get',
    path: '/api/admin/users',
    operationId: 'listUsers',
    summary: 'The users list',
    description: 'Newest first, 20 a page; `search` matches email and name.',
    access: 'admin',
    query: usersQuery,
    queryNotes: { search: 'Email or name contains (any letter case).' },
    responses: { 200: json('A page of people', r.adminUsers) },
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/audit',
    operationId: 'listUserAudit',
    summary: 'What admins changed on a person',
    access: 'admin',
    params: pathParam('id', z.string().min(1).max(200), "The person's id"),
    responses: { 200: json('Newest first', r.adminAudit) },
  },
];
