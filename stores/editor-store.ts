import { create } from 'zustand';
import { PROMPT_FORM_MESSAGES, type PromptFormInput } from '@/lib/prompt-schema';

// The prompt editor's form (spec P1 §3 "Create/edit form", §4 "Editor submit"): a dirty flag set on
// any change and cleared on reset; one error for the red banner; field errors under their inputs.

export const EMPTY_PROMPT_FORM: PromptFormInput = {
  title: '',
  description: '',
  content: '',
  category: null,
  userCategoryId: null,
  accessLevel: 'free',
  approved: false,
  viewable: 'private',
};

type EditorStore = {
  form: PromptFormInput;
  dirty: boolean;
  fieldErrors: Record<string, string>;
  error: string | null;
  reset: (form?: PromptFormInput) => void;
  /** An unsaved draft taken back: its form, still to be saved. */
  restore: (form: PromptFormInput) => void;
  setField: <K extends keyof PromptFormInput>(key: K, value: PromptFormInput[K]) => void;
  /** spec P1 §3: choosing a system category clears the custom one and the other way round. */
  chooseCategory: (choice: { category: string } | { userCategoryId: string } | null) => void;
  setErrors: (fieldErrors: Record<string, string>, error: string | null) => void;
};

export const useEditorStore = create<EditorStore>((set) => ({
  form: EMPTY_PROMPT_FORM,
  dirty: false,
  fieldErrors: {},
  error: null,
  reset: (form = EMPTY_PROMPT_FORM) => set({ form, dirty: false, fieldErrors: {}, error: null }),
  restore: (form) => set({ form, dirty: true, fieldErrors: {}, error: null }),
  setField: (key, value) => set((s) => ({ form: { ...s.form, [key]: value }, dirty: true, ...clearing(s, key) })),
  chooseCategory: (choice) =>
    set((s) => ({
      form: {
        ...s.form,
        category: choice && 'category' in choice ? choice.category : null,
        userCategoryId: choice && 'userCategoryId' in choice ? choice.userCategoryId : null,
      },
      dirty: true,
      ...clearing(s, 'category', 'userCategoryId'),
    })),
  setErrors: (fieldErrors, error) => set({ fieldErrors, error }),
}));

/** A field's error goes as soon as it changes; the 'fill in all fields' banner goes with the last one. */
function clearing(s: { fieldErrors: Record<string, string>; error: string | null }, ...keys: string[]) {
  const fieldErrors = without(s.fieldErrors, ...keys);
  const error = s.error === PROMPT_FORM_MESSAGES.invalidForm && Object.keys(fieldErrors).length === 0 ? null : s.error;
  return { fieldErrors, error };
}

function without(errors: Record<string, string>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k)));
}
