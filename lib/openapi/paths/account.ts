import { z } from 'zod';
import { deleteAccountInput } from '../../services/account';
import { appEventInput } from '../../services/app-events';
import { trackInput } from '../../services/events';
import { MAX_PARAMETERS, parameterName, parameterSchema } from '../../services/parameters';
import { json, type Endpoint } from '../endpoint';
import * as r from '../responses';

// The signed-in person: who they are, their parameter memory, usage, export and deletion, and the
// events the app sends (docs/api.md, docs/account.md).

// The service checks the body entry by entry (parseMemory, so names like '__proto__' stay plain
// names) with these two schemas; as a whole it is this record.
const parametersBody = z.object({
  parameters: z.record(parameterName, parameterSchema).meta({ description: `By parameter name, at most ${MAX_PARAMETERS}: replaces the whole memory` }),
  merge: z.boolean().optional().meta({ description: 'A device’s merge of its own copy: a value forgotten everywhere since is not brought back (named in `forgotten`)' }),
});

export const tag = {
  name: 'Account',
  description: 'The signed-in person: their user record, parameter memory, usage, data export and account deletion, and the events the app records.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/api/user/sync',
    operationId: 'syncUser',
    summary: 'Read (and bring up to date) the signed-in user',
    description: 'A POST that reads: the user is made or brought up to date from the sign-in provider first.',
    access: 'signedIn',
    responses: { 200: json('The user, with the derived state and the onboarding state', r.user) },
  },
  {
    method: 'get',
    path: '/api/user/subscription',
    operationId: 'getSubscription',
    summary: 'Read the subscription',
    access: 'signedIn',
    responses: { 200: json('The subscription fields and derived state', r.subscription) },
  },
  {
    method: 'get',
    path: '/api/user/parameters',
    operationId: 'getParameters',
    summary: 'Read the parameter memory',
    access: 'signedIn',
    responses: { 200: json('The saved parameter memory; a value marked never to be sent to the caller’s surface (the extension, MCP) is blank', r.parameterMemory) },
  },
  {
    method: 'put',
    path: '/api/user/parameters',
    operationId: 'saveParameters',
    summary: 'Replace the parameter memory',
    access: 'signedIn',
    body: parametersBody,
    responses: { 200: json('The parameter memory as saved, core parameters always present', r.parametersSaved) },
  },
  {
    method: 'get',
    path: '/api/stats',
    operationId: 'getUsageStats',
    summary: 'Read my usage',
    access: 'signedIn',
    responses: { 200: json('Prompts written, prompts used, last activity', r.usageStats) },
  },
  {
    method: 'get',
    path: '/api/user/export',
    operationId: 'exportAccount',
    summary: 'Download my data',
    description: 'A JSON download (`content-disposition: attachment`): prompts in the schema of the prompt export (importable), custom categories, parameter memory, and the account’s email, name and plan.',
    access: 'signedIn',
    responses: {
      200: json('promptloom-export-YYYY-MM-DD.json', r.accountExport, {
        headers: z.object({ 'Content-Disposition': z.string().meta({ example: 'attachment; filename="promptloom-export-2026-01-31.json"' }) }),
      }),
    },
  },
  {
    method: 'delete',
    path: '/api/user',
    operationId: 'deleteAccount',
    summary: 'Delete my account',
    description: 'The account and everything of its own are deleted; an active subscription is cancelled at Paddle first.',
    access: 'signedIn',
    sessionOnly: true,
    body: deleteAccountInput,
    responses: { 200: json('Deleted', r.accountDeleted) },
    errors: { 400: '`confirmEmail` is not the account’s email (in any letter case).', 502: 'UNKNOWN_ERROR: the subscription could not be cancelled at Paddle; nothing was deleted.' },
  },
  {
    method: 'post',
    path: '/api/events/track',
    operationId: 'trackEvent',
    summary: 'Record the use of a prompt',
    description:
      'Sent after Copy Prompt: a `generate` raises the prompt’s popularity (limited per person and prompt). With `uses`, the values it filled with (by placeholder label, never the values) go in the usage trail, as `action` (copy by default) on the caller’s surface; `client` names the assistant it was opened in.',
    access: 'signedIn',
    body: trackInput,
    responses: { 200: json('Recorded', r.tracked) },
    errors: { 404: 'the prompt is not visible to the caller.' },
  },
  {
    method: 'post',
    path: '/api/events/app',
    operationId: 'trackAppEvent',
    summary: 'Record an app analytics event',
    description: 'Onboarding steps, home clicks and parameter actions, with at most 10 short properties.',
    access: 'signedIn',
    body: appEventInput,
    responses: { 200: json('Recorded', r.tracked) },
  },
];
