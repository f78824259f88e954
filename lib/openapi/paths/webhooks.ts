import { z } from 'zod';
import { metricsQuery, pageQuery } from '../../services/webhook-monitoring';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// The admin webhook monitoring page's reads and its Retry (docs/webhooks.md). Paddle's own delivery,
// POST /api/webhooks/paddle, is not part of this API (see tests/integration/openapi.test.ts).

const eventId = pathParam('id', z.string().min(1).max(200), "Paddle's event id");

export const tag = {
  name: 'Webhook monitoring',
  description: 'Paddle webhook events as received and handled, for admins: metrics, failures, every event, and Retry.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/webhooks/metrics',
    operationId: 'readWebhookMetrics',
    summary: 'Webhook metrics',
    description: 'One bucket per UTC hour (24h) or day (7d, 30d), quiet buckets as zero.',
    access: 'admin',
    query: metricsQuery,
    responses: { 200: json('The buckets', r.webhookMetrics) },
  },
  {
    method: 'get',
    path: '/api/webhooks/failed',
    operationId: 'listFailedWebhooks',
    summary: 'Events that did not succeed at first',
    access: 'admin',
    responses: { 200: json('The events, with the spec’s status', r.failedWebhooks) },
  },
  {
    method: 'get',
    path: '/api/webhooks/events',
    operationId: 'listWebhookEvents',
    summary: 'Every event',
    description: 'Newest first, 20 a page, with the stored status.',
    access: 'admin',
    query: pageQuery,
    responses: { 200: json('A page of events', r.webhookEventPage) },
  },
  {
    method: 'get',
    path: '/api/webhooks/events/{id}',
    operationId: 'getWebhookEvent',
    summary: 'One event with its payload',
    access: 'admin',
    params: eventId,
    responses: { 200: json('The event; secret-looking values redacted', r.webhookEventDetail) },
  },
  {
    method: 'post',
    path: '/api/webhooks/recover/{id}',
    operationId: 'recoverWebhook',
    summary: 'Retry an event',
    description: 'Through the same exactly-once handler as a delivery; `duplicate: true` when it was handled already.',
    access: 'admin',
    params: eventId,
    responses: { 200: json('The event’s status now', r.recoveredWebhook) },
    errors: { 409: 'CONFLICT: the event is being handled, can never be handled, or failed again.' },
  },
  {
    method: 'get',
    path: '/api/webhooks/flagged-purchases',
    operationId: 'listFlaggedPurchases',
    summary: 'Lifetime payments due a refund',
    description: 'Paid past the cap of 100, or bought twice; with the buyer’s email.',
    access: 'admin',
    responses: { 200: json('The purchases', r.flaggedPurchases) },
  },
];
