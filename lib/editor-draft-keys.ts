// The storage keys of editor drafts (lib/editor-draft.ts), apart from it and free of zod: every page
// reads the parameter memory's storage, which removes the drafts on sign-out, and must not carry the
// schema library for that.

const DRAFT_PREFIX = 'promptloom:draft:';

/** The storage key of one person's draft of one prompt; `null` is the new prompt. */
export function draftKey(userId: string, promptId: string | null): string {
  return `${DRAFT_PREFIX}${userId}:${promptId ?? 'new'}`;
}

/** Every draft key, whoever wrote it: signing out removes them all from the device. */
export const isDraftKey = (key: string) => key.startsWith(DRAFT_PREFIX);
