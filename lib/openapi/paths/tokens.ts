import { z } from 'zod';
import { API_TOKENS_PER_USER } from '../../account-text';
import { apiTokenCreateSchema, apiTokenUpdateSchema } from '../../api-token-schema';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// Personal API tokens (docs/api.md#api-tokens): managed from a sign-in session only, so a leaked
// token can neither make more tokens nor keep itself alive. The service refuses a token itself
// (API_TOKEN_TEXT.sessionRequired), so these routes are session-only without `sessionOnly`.

export const tag = {
  name: 'API tokens',
  description: 'Personal API tokens for scripts and other tools, managed from a sign-in session (a token is refused here). A token is `pl_` and 43 characters, shown once.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/user/tokens',
    operationId: 'listApiTokens',
    summary: 'List my API tokens',
    description: 'Newest first; never the token itself. Also without pro access, so old tokens can be revoked.',
    access: 'signedIn',
    sessionOnly: true,
    responses: { 200: json('The tokens', z.array(r.apiToken)) },
  },
  {
    method: 'post',
    path: '/api/user/tokens',
    operationId: 'createApiToken',
    summary: 'Create an API token',
    description: 'No Idempotency-Key: a stored answer would hold the token, so a retry makes a second token.',
    access: 'signedIn',
    sessionOnly: true,
    body: apiTokenCreateSchema,
    responses: { 201: json('The new token: `token` is in this answer only', r.createdApiToken) },
    errors: { 403: 'PREMIUM_FEATURE_REQUIRED: creating a token takes pro access (pro, trial or admin).', 404: '`profileId` is not one of your profiles.', 409: `CONFLICT: the caller holds ${API_TOKENS_PER_USER} tokens already.` },
  },
  {
    method: 'patch',
    path: '/api/user/tokens/{id}',
    operationId: 'updateApiToken',
    summary: 'Set the profile a token fills from',
    description: 'The profile its calls, and so its MCP client, fill from (docs/memory.md#profiles); null: the parameter memory alone.',
    access: 'signedIn',
    sessionOnly: true,
    params: pathParam('id', z.uuid(), "The token's id"),
    body: apiTokenUpdateSchema,
    responses: { 200: json('The token', r.apiToken) },
    errors: { 404: 'the token, or the profile, is not yours.' },
  },
  {
    method: 'delete',
    path: '/api/user/tokens/{id}',
    operationId: 'revokeApiToken',
    summary: 'Revoke an API token',
    description: 'The token is refused (401) from the next request on. Another person’s token is 404, for admins too.',
    access: 'signedIn',
    sessionOnly: true,
    params: pathParam('id', z.uuid(), "The token's id"),
    responses: { 200: json('Revoked', r.tokenRevoked) },
  },
];
