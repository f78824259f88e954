import { z } from 'zod';
import { json, type Endpoint } from '../endpoint';
import * as r from '../responses';

// What anyone may call: health checks, and this description itself.

const openApiJson = z
  .looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .meta({ description: 'An OpenAPI 3.1 document' });

export const tag = {
  name: 'System',
  description: 'Health checks and this description, for anyone.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/health',
    operationId: 'checkHealth',
    summary: 'Readiness',
    description: 'Whether the app and its database answer.',
    access: 'public',
    responses: { 200: json('Ready', r.health) },
    errors: { 503: 'SERVICE_UNAVAILABLE: the database is down.' },
  },
  {
    method: 'get',
    path: '/api/health/live',
    operationId: 'checkLiveness',
    summary: 'Liveness',
    description: 'The process answers, without touching the database.',
    access: 'public',
    responses: { 200: json('Alive', r.liveness) },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This API’s OpenAPI description',
    description: 'Built from the zod schemas the routes validate with; cacheable (an ETag, `max-age` one hour).',
    access: 'public',
    responses: { 200: json('The OpenAPI 3.1 document', openApiJson) },
  },
];
