import { PROMPT_MESSAGES } from './constants';

// The editor's texts: the spec's (P1 §4, §8, §9) verbatim, and our own where the spec is silent.

export const EDITOR_TEXT = {
  clearConfirm: 'Are you sure you want to clear all content? This action cannot be undone.',
  updated: 'Prompt updated successfully!',
  createFailed: PROMPT_MESSAGES.createFailed,
  updateFailed: PROMPT_MESSAGES.updateFailed,
  accessDenied: "You don't have permission to edit this prompt.",
  contentPlaceholder: 'Write your prompt. Placeholders: !<Your name>! for text, !|formal, friendly|! for a list.',
  emptyPreview: 'The preview appears as you write.',
  replaceWithTemplate: (name: string) => `Replace the current content with the ${name} template? Your text will be lost.`,
  listParameterHelp: 'Enter the options separated by commas, e.g. formal, friendly, playful.',
  listParameterEmpty: 'Enter at least one option',
  typedInputLabelRequired: 'Enter a label',
  typedInputMinOverMax: 'Max must be at least min',
  typedInputStepPositive: 'Step must be more than 0',
  typedInputMultiDefault: 'Any of the options, separated by commas.',
  typedInputCheckboxDefault: 'yes or no',
  inputWarnings: 'Some placeholders have settings that are not understood; they are ignored:',
  renameOffer: (from: string, to: string) => `You renamed “${from}” to “${to}”. Values people remembered for “${from}” can still fill it.`,
  renameKeep: 'Keep remembered values',
  unsavedChanges: 'Unsaved changes',
  restored: (version: number) => `Version ${version} restored`,
  // Drafts and leaving with unsaved changes.
  restoreDraft: (time: string) => `Restore your unsaved draft from ${time}?`,
  draftRegion: 'Unsaved draft',
  draftRestored: 'Draft restored. Save to keep it.',
  draftDiscarded: 'Draft discarded',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'Your changes are not saved. They stay on this device as a draft, and the editor offers them back when you return.',
  leaveConfirm: 'Leave',
} as const;

// spec P1 §9: redirect after editing; the success note after creating a custom category.
export const EDIT_REDIRECT_MS = 1500;
export const CATEGORY_SUCCESS_CLOSE_MS = 500;

// Local storage keys (spec P1 §3).
export const EDITOR_STORAGE = {
  mode: 'editorMode',
  layout: 'advEditorLayout',
  // P2 §3 lists the preview's visibility among the stored editor settings.
  preview: 'advEditorShowPreview',
  tourDone: (userId: string, mode: 'simple' | 'advanced') => `editorTourCompleted:${userId}:${mode}`,
} as const;
