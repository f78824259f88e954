import { z } from 'zod';
import { TRAIL_ACTIONS, TRAIL_SOURCES, TRAIL_SURFACES } from '../../dto/value-trail';
import { keepDaysInput, TRAIL_DAYS_MAX, trailRecordInput, valueFlagsInput } from '../../services/value-trail';
import { json, pathParam, type Endpoint } from '../endpoint';
import { id as uuid, isoTime } from '../responses';

// The usage trail and each value's flags (docs/memory.md#the-usage-trail).

export const tag = {
  name: 'Usage trail',
  description:
    'Which prompt (and version) used which of your values, where each came from (profile, memory, typed, default, asked) and on which surface (web, extension, MCP with its client’s name, API). Values are named by their parameter, never held. Each value can be marked never to be sent to the extension or over MCP, and forgotten everywhere.',
};

const key = pathParam('key', z.string().min(1).max(100), "The value's parameter name (any case; a placeholder's alias is not resolved here)");
const flags = z.object({ key: z.string(), neverExtension: z.boolean(), neverMcp: z.boolean() });
const trail = z.object({
  keepDays: z.number().int().meta({ description: 'How many days uses are kept (0: none are recorded)' }),
  values: z.array(flags.extend({ uses: z.number().int(), lastUsedAt: isoTime })).meta({ description: 'Each value the trail names, most recently used first' }),
  flagged: z.array(flags).meta({ description: 'Every value with a flag set, used or not' }),
});
const use = z.object({
  _id: uuid,
  promptId: uuid.nullable().meta({ description: 'null once the prompt was deleted' }),
  promptTitle: z.string(),
  promptVersion: z.number().int(),
  source: z.enum(TRAIL_SOURCES),
  profile: z.object({ _id: uuid.nullable(), name: z.string() }).nullable(),
  action: z.enum(TRAIL_ACTIONS),
  surface: z.enum(TRAIL_SURFACES),
  client: z.string().nullable().meta({ description: 'The MCP client’s name, or the assistant the prompt was opened in' }),
  usedAt: isoTime,
});
const valueTrail = z.object({
  key: z.string(),
  memory: z.object({ value: z.string(), aliases: z.array(z.string()), isCore: z.boolean() }).nullable(),
  profiles: z.array(z.object({ _id: uuid, name: z.string(), value: z.string() })),
  neverExtension: z.boolean(),
  neverMcp: z.boolean(),
  forgottenAt: isoTime.nullable(),
  keepDays: z.number().int(),
  total: z.number().int().meta({ description: 'Uses within the keeping time; `uses` holds the latest 100' }),
  uses: z.array(use),
});

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/user/trail',
    operationId: 'getTrail',
    summary: 'Read my usage trail',
    access: 'signedIn',
    responses: { 200: json('How long it is kept, and each value it names', trail) },
  },
  {
    method: 'put',
    path: '/api/user/trail',
    operationId: 'setTrailKeepDays',
    summary: 'Choose how long the trail is kept',
    description: `0 to ${TRAIL_DAYS_MAX} days (90 by default); 0 records nothing. Uses older than the new time go at once.`,
    access: 'signedIn',
    sessionOnly: true,
    body: keepDaysInput,
    responses: { 200: json('The keeping time now', z.object({ keepDays: z.number().int() })) },
  },
  {
    method: 'post',
    path: '/api/user/trail',
    operationId: 'recordUses',
    summary: 'Record a use of a prompt’s values',
    description:
      'For a client that fills prompts itself (the stdio MCP server records its fills through this). Each value is named by the placeholder’s label or the parameter’s name, and kept under the parameter it answers to. The surface is the caller’s: `promptloom-mcp` as user agent is MCP, a token from the extension’s origin the extension, another token the API.',
    access: 'signedIn',
    body: trailRecordInput,
    responses: { 201: json('How many values were recorded (0 while you keep no trail)', z.object({ recorded: z.number().int() })) },
    errors: { 404: 'The prompt is not there, or not one you may see.' },
  },
  {
    method: 'get',
    path: '/api/user/values/{key}',
    operationId: 'getValueTrail',
    summary: 'One value: where it is kept and where it was used',
    description: 'A value marked never to be sent to the calling surface (the extension, MCP) reads blank.',
    access: 'signedIn',
    params: key,
    responses: { 200: json('The value’s page', valueTrail) },
    errors: { 404: 'No value, use or flag of that name.' },
  },
  {
    method: 'patch',
    path: '/api/user/values/{key}',
    operationId: 'setValueFlags',
    summary: 'Never send a value to the extension, or over MCP',
    description: 'Every route and MCP tool honours them: the value is blank there, and a fill asks for it instead.',
    access: 'signedIn',
    sessionOnly: true,
    params: key,
    body: valueFlagsInput,
    responses: { 200: json('The flags now', flags) },
  },
  {
    method: 'delete',
    path: '/api/user/values/{key}',
    operationId: 'forgetValue',
    summary: 'Forget a value everywhere',
    description:
      'The memory’s value goes blank (the parameter and its aliases stay), every profile’s value for it is deleted, and its trail with them. A device’s older copy of the memory drops it at its next sign-in.',
    access: 'signedIn',
    params: key,
    responses: { 200: json('What was removed', z.object({ key: z.string(), memory: z.number().int(), profiles: z.number().int(), uses: z.number().int() })) },
  },
];
