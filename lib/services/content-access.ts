import type { PromptWithRefs } from '../../models/prompt-rows';
import { MESSAGES } from '../constants';
import type { PromptDTO } from '../dto/prompts';
import { denied, type Failure } from '../errors';
import { canReadPromptContent, type PromptAccessFacts, type Viewer } from '../permissions';
import { toPromptDTO } from './prompt-dto';

// The one content-access rule: a prompt's text
// leaves for a viewer only where canReadPromptContent (lib/permissions.ts) allows it. A locked prompt
// leaves as its card preview in lists and searches, is refused when asked for by id, and is left out of
// every export. Every way out goes through these three: the list and search (the app, the extension,
// MCP's search_prompts and prompts/list), a prompt by id (the viewer, MCP's get_prompt, fill_prompt and
// prompts/get), its versions, the prompt export and the account export.
// tests/integration/content-exits.test.ts lists each way out and fails when a new one skips this rule.

/** A prompt in a list or a search: its text, or only the card preview when locked for this viewer. */
export const promptSeenBy = (viewer: Viewer, row: PromptWithRefs): PromptDTO => toPromptDTO(row, { locked: !canReadPromptContent(viewer, row) });

/** A prompt's whole text asked for (by id, its versions): null when readable, else the refusal, without the text. */
export const lockedContentRefusal = (viewer: Viewer, row: Pick<PromptAccessFacts, 'accessLevel'>): Failure | null =>
  canReadPromptContent(viewer, row) ? null : denied(MESSAGES.proContentBody, 'PRO_CONTENT');

/** The prompts of an export: those whose text this viewer may read, the others left out. */
export const readablePrompts = <T extends Pick<PromptAccessFacts, 'accessLevel'>>(viewer: Viewer, rows: T[]): T[] =>
  rows.filter((row) => canReadPromptContent(viewer, row));
