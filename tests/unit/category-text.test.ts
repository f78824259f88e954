import { describe, expect, it } from 'vitest';
import { ACCOUNT_CATEGORY_TEXT, BROWSE_CATEGORY_TEXT, CATEGORY_MESSAGES, EDITOR_CATEGORY_TEXT } from '@/lib/category-text';

// The category texts live in one module and each screen's are built on the API's words; these are the
// spec's sentences as the screens must show them, so a change to a shared word shows up here.
describe('custom category texts', () => {
  it('the Browse sidebar speaks spec P1 §8', () => {
    expect(BROWSE_CATEGORY_TEXT.duplicate).toEqual({ title: 'Duplicate Name', message: 'A category with this name already exists. Please choose a different name.' });
    expect(BROWSE_CATEGORY_TEXT.premium).toEqual({ title: 'Premium Feature', message: 'Custom categories are only available for Pro users.' });
    expect(BROWSE_CATEGORY_TEXT.hasPrompts(CATEGORY_MESSAGES.hasPrompts('Drafts'))).toEqual({
      title: 'Cannot Delete Category',
      message: 'Cannot delete "Drafts" because it contains prompts. Please move or delete the prompts first.',
    });
    expect(BROWSE_CATEGORY_TEXT.updateFailed('boom').message).toBe('Failed to update category: boom');
    expect(BROWSE_CATEGORY_TEXT.deleteFailed('boom').message).toBe('Failed to delete category: boom');
  });

  it('the /account manager speaks spec P2 §8', () => {
    expect(ACCOUNT_CATEGORY_TEXT.duplicate.message).toBe('A category with this name already exists.');
    expect(ACCOUNT_CATEGORY_TEXT.createFailed('boom')).toEqual({ title: 'Creation Failed', message: 'Failed to create category: boom' });
    expect(ACCOUNT_CATEGORY_TEXT.createFailed().message).toBe('Failed to create category: Please try again.');
    expect(ACCOUNT_CATEGORY_TEXT.updateFailed.message).toBe('Failed to update category. Please try again.');
    expect(ACCOUNT_CATEGORY_TEXT.hasPrompts.message).toBe('Some categories contain prompts and cannot be deleted.');
    expect(ACCOUNT_CATEGORY_TEXT.deleteFailed.message).toBe('Failed to delete categories. Please try again.');
    expect(ACCOUNT_CATEGORY_TEXT.reorderFailed.message).toBe('Failed to save new category order. Please try again.');
    expect([ACCOUNT_CATEGORY_TEXT.created, ACCOUNT_CATEGORY_TEXT.updated, ACCOUNT_CATEGORY_TEXT.deleted]).toEqual(['Category Created', 'Category Updated', 'Categories Deleted']);
  });

  it("the editor's dialog keeps the API's words, which its error matching reads", () => {
    expect(EDITOR_CATEGORY_TEXT.duplicateInline).toBe('A category with this name already exists');
    // The dialog recognises a refusal by 'Pro users and Admins' (spec P1 §8), so the API must say it.
    expect(CATEGORY_MESSAGES.proOnly).toContain('Pro users and Admins');
    expect(EDITOR_CATEGORY_TEXT.proOnly).toMatch(/^Custom categories are only available for Pro users and Admins\. Upgrade to Pro/);
  });
});
