// The AI prompt generator's modes (spec P2 §5): one list for the wire types, the texts and the server.

export const AI_MODES = ['create-scratch', 'improve-existing', 'make-specific', 'add-examples', 'template'] as const;
export type AiMode = (typeof AI_MODES)[number];
