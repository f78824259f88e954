import { z } from 'zod';
import type { ZodObjectInput, ZodOpenApiOperationObject, ZodOpenApiRequestBodyObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { IDEMPOTENCY_MESSAGES } from '../constants';
import type { Access } from '../http';
import { errorBody } from './responses';

// One API operation as we describe it, and the OpenAPI operation it becomes: the
// security that follows from who may call it (lib/http.ts `route`, `adminRoute`, `publicRoute`,
// `sessionOnly`), the Idempotency-Key header of a creating request, and the failures every route
// shares (docs/api.md "Rules every route shares"). tests/integration/openapi.test.ts holds `access`,
// `sessionOnly`, `idempotent` and the success status to the route handlers themselves.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Endpoint = {
  method: Method;
  /** The full path, parameters in braces: `/api/prompts/{id}`. */
  path: `/api/${string}`;
  operationId: string;
  summary: string;
  description?: string;
  /** Who may call it: anyone, a signed-in person, an admin (lib/http.ts). */
  access: Access;
  /** Refused (403) to a personal API token. */
  sessionOnly?: boolean;
  /** Only a personal API token is accepted; a session is refused with 401. */
  apiTokenOnly?: boolean;
  /** Takes an Idempotency-Key. */
  idempotent?: boolean;
  params?: ZodObjectInput;
  query?: ZodObjectInput;
  /** What a query parameter means, by name, where its schema (the service's) does not say. */
  queryNotes?: Record<string, string>;
  /** A JSON body, by the schema the service validates it with. */
  body?: z.ZodType;
  /** Any other request body (multipart …), written out. */
  requestBody?: ZodOpenApiRequestBodyObject;
  /** Answers by status: the successes (the route's own success status among them), and any failure whose body is not the one error shape. */
  responses: Record<number, ZodOpenApiResponseObject>;
  /** Failures particular to this operation, by status: their description (the shared ones are added). */
  errors?: Record<number, string>;
};

/** A path parameter. */
export const pathParam = (name: string, schema: z.ZodType, description: string) => z.object({ [name]: schema.meta({ description }) });

/** A JSON answer. */
export const json = (description: string, schema: z.ZodType, extra: Omit<ZodOpenApiResponseObject, 'description' | 'content'> = {}): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema } },
  ...extra,
});

/** The security schemes' names (components.securitySchemes). */
export const SCHEMES = { cookie: 'sessionCookie', session: 'sessionToken', token: 'bearerAuth' } as const;

const retryAfter = z.object({ 'Retry-After': z.string().meta({ description: 'Seconds to wait before trying again' }) });
const failure = (description: string, headers?: ZodObjectInput): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema: errorBody } },
  ...(headers ? { headers } : {}),
});

// Shared failures, registered once (components.responses) and referenced by every operation.
const shared = {
  validation: { ...failure('VALIDATION_ERROR: the input broke a rule; `fields` names each field and its message.'), id: 'ValidationError' },
  unauthorized: { ...failure('UNAUTHORIZED: no session or token, or an unknown, malformed or revoked one.'), id: 'Unauthorized' },
  rateLimited: { ...failure('RATE_LIMITED: too many requests (per personal API token, or writes per person); see `Retry-After`.', retryAfter), id: 'RateLimited' },
  unavailable: { ...failure('SERVICE_UNAVAILABLE: the database cannot be reached; retry after `Retry-After` seconds. Never a 401: the session is still good.', retryAfter), id: 'ServiceUnavailable' },
  notFound: { ...failure('NOT_FOUND: no such thing visible to the caller.'), id: 'NotFound' },
  notJson: { ...failure('VALIDATION_ERROR: a cookie-authenticated request whose body is not `application/json`.'), id: 'NotJson' },
  idempotencyInProgress: { ...failure(`CONFLICT: ${IDEMPOTENCY_MESSAGES.inProgress} (\`Retry-After: 1\`).`), id: 'IdempotencyInProgress' },
  idempotencyMismatch: { ...failure(`VALIDATION_ERROR: ${IDEMPOTENCY_MESSAGES.mismatch}.`), id: 'IdempotencyMismatch' },
} satisfies Record<string, ZodOpenApiResponseObject>;

const forbidden = (op: Endpoint): string => {
  const reasons: string[] = [];
  if (op.errors?.[403]) reasons.push(op.errors[403]);
  if (op.access === 'admin') reasons.push('PERMISSION_DENIED: not an admin.');
  if (op.sessionOnly) reasons.push('PERMISSION_DENIED to a personal API token: this takes a sign-in session.');
  if (op.access !== 'public') reasons.push('PREMIUM_FEATURE_REQUIRED: a personal API token whose owner has no pro access now.');
  if (op.access !== 'public' && op.method !== 'get' && !op.apiTokenOnly) reasons.push('PERMISSION_DENIED: a cookie-authenticated write from another origin (CSRF).');
  return reasons.join(' ');
};

export const idempotencyKey = z.object({
  'Idempotency-Key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .meta({
      description:
        'Any 1 to 255 visible ASCII characters, e.g. a UUID. A repeat of a request that succeeded answers the first answer (same status and body, header `Idempotent-Replayed: true`) and creates nothing, for 24 hours.',
      example: '3f1c1b7e-9a55-4c43-8f0e-1c9d2f6b8a10',
    }),
});

/** The OpenAPI operation of an endpoint, with our extensions: `x-access`, `x-session-only`, `x-token-only`, `x-idempotent`. */
export function toOperation(op: Endpoint, tag: string): ZodOpenApiOperationObject {
  const isPublic = op.access === 'public';
  const schemes: string[] = isPublic ? [] : op.apiTokenOnly ? [SCHEMES.token] : [SCHEMES.cookie, SCHEMES.session, ...(op.sessionOnly ? [] : [SCHEMES.token])];
  // Any one of them will do: one requirement per scheme.
  const security = schemes.map((name): Record<string, string[]> => ({ [name]: [] }));
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, response] of Object.entries(op.responses)) responses[status as `2${string}`] = response;
  const errors = op.errors ?? {};
  const takesInput = Boolean(op.body || op.query || op.requestBody);
  if (takesInput || errors[400]) responses['400'] = errors[400] ? failure(`VALIDATION_ERROR: ${errors[400]}`) : shared.validation;
  if (errors[401]) responses['401'] = failure(`UNAUTHORIZED: ${errors[401]}`);
  else if (!isPublic) responses['401'] = shared.unauthorized;
  const why403 = forbidden(op);
  if (why403) responses['403'] = failure(why403);
  if (errors[404]) responses['404'] = failure(`NOT_FOUND: ${errors[404]}`);
  else if (op.params) responses['404'] = shared.notFound;
  if (errors[409]) responses['409'] = failure([errors[409], op.idempotent ? shared.idempotencyInProgress.description : null].filter(Boolean).join(' '));
  else if (op.idempotent) responses['409'] = shared.idempotencyInProgress;
  if (op.body && !isPublic) responses['415'] = shared.notJson;
  if (op.idempotent) responses['422'] = shared.idempotencyMismatch;
  if (!isPublic) responses['429'] = errors[429] ? failure(errors[429], retryAfter) : shared.rateLimited;
  for (const [status, description] of Object.entries(errors)) {
    if (!responses[status as `4${string}`]) responses[status as `4${string}`] = failure(description);
  }
  if (errors[503]) responses['503'] = failure(errors[503], retryAfter);
  else if (!isPublic) responses['503'] = shared.unavailable;
  // A failure the operation writes out itself (another body than the one error shape: MCP's JSON-RPC errors) stays as written.
  for (const [status, response] of Object.entries(op.responses)) if (Number(status) >= 400) responses[status as `4${string}`] = response;

  const headers = op.idempotent ? idempotencyKey : undefined;
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [tag],
    security,
    ...(op.params || op.query || headers
      ? { requestParams: { ...(op.params ? { path: op.params } : {}), ...(op.query ? { query: op.query } : {}), ...(headers ? { header: headers } : {}) } }
      : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    ...(op.requestBody ? { requestBody: op.requestBody } : {}),
    responses,
    'x-access': op.access,
    'x-session-only': Boolean(op.sessionOnly),
    'x-token-only': Boolean(op.apiTokenOnly),
    'x-idempotent': Boolean(op.idempotent),
  };
}
