import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PROMPT_FORM, useEditorStore } from '@/stores/editor-store';
import { PROMPT_FORM_MESSAGES } from '@/lib/prompt-schema';

// The editor's form store (spec P1 §3 "Create/edit form", §4 "Editor submit").
const store = () => useEditorStore.getState();

describe('editor store', () => {
  beforeEach(() => store().reset());

  it('sets the dirty flag on any change and clears it on reset', () => {
    expect(store().dirty).toBe(false);
    store().setField('title', 'Weekly update');
    expect(store().dirty).toBe(true);
    store().reset({ ...EMPTY_PROMPT_FORM, title: 'Loaded' });
    expect(store()).toMatchObject({ dirty: false, form: { title: 'Loaded' } });
  });

  it('keeps exactly one category: choosing one clears the other', () => {
    store().chooseCategory({ category: 'sys-1' });
    expect(store().form).toMatchObject({ category: 'sys-1', userCategoryId: null });
    store().chooseCategory({ userCategoryId: 'mine-1' });
    expect(store().form).toMatchObject({ category: null, userCategoryId: 'mine-1' });
    store().chooseCategory(null);
    expect(store().form).toMatchObject({ category: null, userCategoryId: null });
  });

  it("clears a field's error when it changes, and the form banner with the last one", () => {
    store().setErrors({ title: 'Title is required', category: 'Either a system category or custom category is required' }, PROMPT_FORM_MESSAGES.invalidForm);
    store().setField('title', 'Fixed');
    expect(store().fieldErrors).toEqual({ category: 'Either a system category or custom category is required' });
    expect(store().error).toBe(PROMPT_FORM_MESSAGES.invalidForm);
    store().chooseCategory({ category: 'sys-1' });
    expect(store().fieldErrors).toEqual({});
    expect(store().error).toBeNull();
  });

  it('keeps a server error in the banner while the user edits', () => {
    store().setErrors({}, 'Failed to update prompt');
    store().setField('content', 'Something new to say here.');
    expect(store().error).toBe('Failed to update prompt');
  });
});
