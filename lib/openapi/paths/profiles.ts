import { z } from 'zod';
import { MAX_PARAMETERS } from '../../services/parameters';
import { activeProfileInput, MAX_PROFILES, PROFILE_NAME_MAX } from '../../services/profiles';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// Profiles over the parameter memory (docs/memory.md#profiles): named sets of values a prompt fills
// from, one active per surface (the web app, each API token, a call's own `profile`).

export const tag = {
  name: 'Profiles',
  description:
    'Named sets of values over the parameter memory ("Me at Acme", "Client: Globex"). A value a profile lacks comes from the memory; the memory’s aliases apply in every profile. The web app fills from its active profile, a personal API token (and so its MCP client) from the profile set on it, and a call may name one.',
};

const id = pathParam('id', z.uuid(), "The profile's id");

// The service checks `values` entry by entry (so names like '__proto__' stay plain names); as a whole it is this record.
const values = z.record(z.string(), z.string().max(500)).meta({
  description: `By parameter name (or one of its aliases: kept under the parameter's own name), at most ${MAX_PARAMETERS}; blank values are left out, and a typed parameter's value must fit its type`,
});
const name = z.string().min(1).max(PROFILE_NAME_MAX).meta({ description: 'Unique among your profiles, whatever its case' });
const createBody = z.object({ name, values: values.optional(), duplicateOf: z.uuid().optional().meta({ description: 'Start from a copy of this profile’s values' }) });
const updateBody = z.object({ name: name.optional(), values: values.optional().meta({ description: 'Replaces the whole set' }) });
const rememberBody = z.object({ profileId: z.uuid().nullable().meta({ description: 'The profile that filled; null: the parameter memory' }), values });

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/user/profiles',
    operationId: 'listProfiles',
    summary: 'List my profiles',
    description: 'Oldest first, each with its values; `activeProfileId` is the web app’s (null: the memory alone).',
    access: 'signedIn',
    responses: { 200: json('The profiles', r.profileList) },
  },
  {
    method: 'post',
    path: '/api/user/profiles',
    operationId: 'createProfile',
    summary: 'Create a profile',
    description: 'Its values by parameter name (blank ones are not kept); `duplicateOf` starts from a copy of another profile’s values.',
    access: 'signedIn',
    body: createBody,
    responses: { 201: json('The new profile', r.profile) },
    errors: { 404: '`duplicateOf` is not one of your profiles.', 409: `CONFLICT: a profile of that name (in any case) exists, or you hold ${MAX_PROFILES} already.` },
  },
  {
    method: 'patch',
    path: '/api/user/profiles/{id}',
    operationId: 'updateProfile',
    summary: 'Rename a profile or replace its values',
    description: '`values` replaces the whole set. Another person’s profile is 404.',
    access: 'signedIn',
    params: id,
    body: updateBody,
    responses: { 200: json('The profile as saved', r.profile) },
    errors: { 409: 'CONFLICT: another of your profiles has that name.' },
  },
  {
    method: 'delete',
    path: '/api/user/profiles/{id}',
    operationId: 'deleteProfile',
    summary: 'Delete a profile',
    description: 'Its values go with it. The web app, and each token set to it, fill from the memory alone after.',
    access: 'signedIn',
    params: id,
    responses: { 200: json('Deleted', r.profileDeleted) },
  },
  {
    method: 'get',
    path: '/api/user/profiles/active',
    operationId: 'getFilledMemory',
    summary: 'Read the memory as my profile fills it',
    description:
      'The parameter memory with a profile’s values over it: the one `profile` names, else the calling token’s profile (a token without one: none), else the web app’s active profile. What the MCP server and the extension fill from.',
    access: 'signedIn',
    query: z.object({ profile: z.string().optional().meta({ description: 'A profile’s id or name (any case)' }) }),
    responses: { 200: json('The profile (null: none) and the filled memory', r.filledMemory) },
    errors: { 404: '`profile` names none of your profiles.' },
  },
  {
    method: 'put',
    path: '/api/user/profiles/active',
    operationId: 'setActiveProfile',
    summary: 'Choose the web app’s profile',
    access: 'signedIn',
    body: activeProfileInput,
    responses: { 200: json('The web app’s profile now', z.object({ activeProfileId: z.string().nullable() })) },
    errors: { 404: 'not one of your profiles.' },
  },
  {
    method: 'post',
    path: '/api/user/parameters/remember',
    operationId: 'rememberValues',
    summary: 'Keep values a fill asked for',
    description:
      'MCP’s “remember these values”: the values go into the profile that filled (`profileId`), else into the parameter memory, each under the parameter it answers to (a new parameter where none does), added to what is stored at that moment.',
    access: 'signedIn',
    body: rememberBody,
    responses: { 200: json('Where they were kept (null: the memory) and under which names', z.object({ profile: z.object({ _id: z.string(), name: z.string() }).nullable(), remembered: z.array(z.string()), values: z.record(z.string(), z.string()) })) },
    errors: { 404: '`profileId` is not one of your profiles.' },
  },
];
