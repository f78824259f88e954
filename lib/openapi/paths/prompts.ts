import { z } from 'zod';
import { promptFormSchema } from '../../prompt-schema';
import { moderationInput } from '../../services/prompt-grid';
import { cloneInput, promptListQuery } from '../../services/prompts';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// The library: prompts, their versions, and the admin's inline moderation (docs/api.md, spec P1 §7).

const promptId = pathParam('id', z.uuid(), "The prompt's id");
const versionIds = promptId.extend({ versionId: z.uuid().meta({ description: "The version's id (`_id` of a version)" }) });

/**
 * The prompt form of POST and PUT, described once (components.schemas.PromptInput). The content's
 * length is checked by refinements JSON Schema cannot show, so the rendered limits are written in.
 */
export const promptInput = promptFormSchema.meta({
  description:
    'The prompt form (spec P1 §5). Exactly one of `category` and `userCategoryId`, each an id or the `{_id}` object the answers carry. Only admins set `accessLevel` and `approved`.',
  override: ({ jsonSchema }) => {
    const content = (jsonSchema.properties as Record<string, Record<string, unknown>> | undefined)?.content;
    if (!content) return;
    Object.assign(content, { minLength: 10, maxLength: 10_000, description: 'The template, placeholders included; at least 10 characters besides surrounding spaces' });
  },
});

const PRO_CREATE = 'SUBSCRIPTION_ERROR: creating, editing, cloning and deleting take pro access (a subscription, lifetime, an active trial, or admin).';

export const tag = {
  name: 'Prompts',
  description: 'Browse, read, create, edit, clone and delete prompts, and their version history. Pro content is refused (403 PRO_CONTENT) to callers without pro access.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/prompts',
    operationId: 'listPrompts',
    summary: 'List and search prompts',
    description:
      'Approved public prompts, the caller’s own, and everything for admins; twelve a page unless `limit` asks for up to 100, the page clamped to the last. A personal token pays a page without `search` from its listing budget. Without pro access a pro prompt comes `locked: true` with only its card preview, and a search matches it on title and description only.',
    access: 'signedIn',
    query: promptListQuery,
    queryNotes: {
      userId: 'Accepted and ignored (the spec’s clients send it); `showOnlyMyPrompts` filters by the caller.',
      showOnlyMyPrompts: 'Only the caller’s own prompts (`true` or `1`).',
      showOnlyProPrompts: 'Only pro prompts; not together with `hideProPrompts`.',
      hideProPrompts: 'No pro prompts.',
      showOnlyMyCategories: 'Only prompts in the caller’s custom categories (ignored without pro access).',
      categories: 'A comma list of library category ids (at most 100).',
      userCategories: 'A comma list of the caller’s custom category ids (at most 100).',
      search: 'Words to search for: ranked, typo-tolerant; the first 200 characters count.',
      page: 'The page, from 1; past the last page answers the last.',
      limit: 'Prompts a page, 1 to 100 (default 12): a client that pages through the whole library (the MCP server asks for 100).',
      forOnboard: 'Only the prompts curated for this onboarding role.',
      favourites: 'Only the prompts the caller starred (`true` or `1`).',
      sort: 'The order: `relevance` (the default for a search: title matches first), `popular` (most used; the default without a search), `newest`, or `title` (A–Z).',
    },
    responses: { 200: json('A page of prompts', r.promptList) },
  },
  {
    method: 'post',
    path: '/api/prompts',
    operationId: 'createPrompt',
    summary: 'Create a prompt',
    description: 'Exactly one of `category` (a library category) and `userCategoryId` (a custom category). Non-admins get `accessLevel: free` and `approved: false` whatever they send.',
    access: 'signedIn',
    idempotent: true,
    body: promptInput,
    responses: { 201: json('The new prompt', r.prompt) },
    errors: { 403: PRO_CREATE },
  },
  {
    method: 'get',
    path: '/api/prompts/{id}',
    operationId: 'getPrompt',
    summary: 'Read a prompt',
    access: 'signedIn',
    params: promptId,
    responses: { 200: json('The prompt', r.prompt) },
    errors: { 403: 'PRO_CONTENT: a pro prompt and no pro access (no content is sent).' },
  },
  {
    method: 'put',
    path: '/api/prompts/{id}',
    operationId: 'updatePrompt',
    summary: 'Edit a prompt',
    description: 'Admins edit any prompt; the author while pro or on trial. A non-admin keeps the prompt’s access level. The state it replaces is kept as a version.',
    access: 'signedIn',
    params: promptId,
    body: promptInput,
    responses: { 200: json('The updated prompt', r.prompt) },
    errors: { 403: `${PRO_CREATE} PERMISSION_DENIED: someone else’s prompt.` },
  },
  {
    method: 'patch',
    path: '/api/prompts/{id}',
    operationId: 'moderatePrompt',
    summary: 'Approve or change the access level (admin)',
    description: 'The admin grid’s inline edit: `approved` and `accessLevel`, nothing else. The replaced state is kept as a version.',
    access: 'admin',
    params: promptId,
    body: moderationInput,
    responses: { 200: json('What the prompt is now', r.moderationAnswer) },
  },
  {
    method: 'delete',
    path: '/api/prompts/{id}',
    operationId: 'deletePrompt',
    summary: 'Delete a prompt',
    access: 'signedIn',
    params: promptId,
    responses: { 200: json('Deleted', r.deletion) },
    errors: { 403: `${PRO_CREATE} PERMISSION_DENIED: someone else’s prompt.` },
  },
  {
    method: 'post',
    path: '/api/prompts/{id}/clone',
    operationId: 'clonePrompt',
    summary: 'Clone a prompt',
    description: 'A private, unapproved copy owned by the caller, at the access level of its source.',
    access: 'signedIn',
    idempotent: true,
    params: promptId,
    body: cloneInput,
    responses: { 201: json('The copy', r.prompt) },
    errors: { 403: `${PRO_CREATE} PRO_CONTENT: a pro prompt and no pro access.` },
  },
  {
    method: 'get',
    path: '/api/prompts/{id}/versions',
    operationId: 'listPromptVersions',
    summary: 'List earlier versions',
    description: 'The states earlier saves replaced, newest first; the latest 50 are kept.',
    access: 'signedIn',
    params: promptId,
    responses: { 200: json('Versions, newest first', z.array(r.promptVersion)) },
    errors: { 403: 'PERMISSION_DENIED: the caller may not edit this prompt.' },
  },
  {
    method: 'post',
    path: '/api/prompts/{id}/versions/{versionId}/restore',
    operationId: 'restorePromptVersion',
    summary: 'Restore an earlier version',
    description: 'A save like `PUT`: same validation, and the state it replaces is kept, so it can be undone.',
    access: 'signedIn',
    params: versionIds,
    responses: { 200: json('The prompt, restored', r.prompt) },
    errors: { 400: 'the version’s category no longer exists.', 403: 'PERMISSION_DENIED: the caller may not edit this prompt.' },
  },
];
