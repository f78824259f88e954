// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, draftKey, draftTime, isDraftKey, parseDraft, sameForm } from '@/lib/editor-draft';
import { EMPTY_PROMPT_FORM } from '@/stores/editor-store';
import { useEditorDraft } from '@/hooks/use-editor-draft';
import { forgetLocalMemory } from '@/hooks/parameter-memory-storage';
import type { PromptFormInput } from '@/lib/prompt-schema';

// Editor drafts: kept per person and prompt, offered back, never overwritten unasked.

const form = (over: Partial<PromptFormInput> = {}): PromptFormInput => ({ ...EMPTY_PROMPT_FORM, ...over });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('editor draft helpers', () => {
  it('keys a draft by person and prompt, the new prompt as "new"', () => {
    expect(draftKey('u1', 'p1')).not.toBe(draftKey('u2', 'p1'));
    expect(draftKey('u1', null)).toBe('promptloom:draft:u1:new');
    expect(isDraftKey(draftKey('u1', 'p1'))).toBe(true);
    expect(isDraftKey('editorMode')).toBe(false);
  });

  it('reads back only a well-formed draft, with unknown fields dropped and bad ones defaulted', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('text')).toBeNull();
    expect(parseDraft({ savedAt: 'yesterday', form: {} })).toBeNull();
    const draft = parseDraft({ savedAt: 5, form: { title: 'T', accessLevel: 'gold', extra: 1 } });
    expect(draft?.form).toEqual({ ...EMPTY_PROMPT_FORM, title: 'T' });
  });

  it('compares forms field by field, a missing id the same as none', () => {
    expect(sameForm(form({ title: 'A' }), form({ title: 'A' }))).toBe(true);
    expect(sameForm(form({ title: 'A' }), form({ title: 'B' }))).toBe(false);
    expect(sameForm({ ...form(), category: undefined }, form())).toBe(true);
  });

  it("says today's draft by its time and an older one with its date", () => {
    const now = new Date(2026, 10, 26, 18, 0).getTime();
    expect(draftTime(new Date(2026, 10, 26, 14, 32).getTime(), now)).toBe('14:32');
    expect(draftTime(new Date(2026, 10, 25, 9, 5).getTime(), now)).toBe('25 Nov, 09:05');
    expect(draftTime(new Date(2025, 0, 3, 23, 59).getTime(), now)).toBe('3 Jan 2025, 23:59');
  });
});

describe('useEditorDraft', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const props = (over: Partial<Parameters<typeof useEditorDraft>[0]> = {}) => ({
    userId: 'u1',
    promptId: null,
    baseline: form(),
    form: form(),
    dirty: false,
    ready: true,
    ...over,
  });

  it('writes the form a moment after a change, and removes the draft once nothing is unsaved', () => {
    const key = draftKey('u1', null);
    const { rerender } = renderHook((p) => useEditorDraft(p), { initialProps: props() });
    rerender(props({ form: form({ title: 'Launch' }), dirty: true }));
    expect(localStorage.getItem(key)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored(key).form.title).toBe('Launch');
    rerender(props({ form: form({ title: 'Launch' }), dirty: false }));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('writes what the delay still held when the editor goes away', () => {
    const key = draftKey('u1', 'p1');
    const { rerender, unmount } = renderHook((p) => useEditorDraft(p), { initialProps: props({ promptId: 'p1' }) });
    rerender(props({ promptId: 'p1', form: form({ content: 'half a thought' }), dirty: true }));
    unmount();
    expect(stored(key).form.content).toBe('half a thought');
  });

  it('offers a draft that differs from the prompt as opened, and writes nothing until its owner chooses', () => {
    const key = draftKey('u1', 'p1');
    localStorage.setItem(key, JSON.stringify({ savedAt: 1000, form: form({ title: 'Older work' }) }));
    const { result, rerender } = renderHook((p) => useEditorDraft(p), { initialProps: props({ promptId: 'p1' }) });
    expect(result.current.offer?.form.title).toBe('Older work');
    rerender(props({ promptId: 'p1', form: form({ title: 'New typing' }), dirty: true }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 4));
    expect(stored(key).form.title).toBe('Older work');
    act(() => result.current.discard());
    expect(result.current.offer).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored(key).form.title).toBe('New typing');
  });

  it("neither offers nor keeps a draft equal to the prompt as opened, nor another person's", () => {
    localStorage.setItem(draftKey('u1', 'p1'), JSON.stringify({ savedAt: 1000, form: form({ title: 'Same' }) }));
    localStorage.setItem(draftKey('u2', 'p2'), JSON.stringify({ savedAt: 1000, form: form({ title: 'Theirs' }) }));
    const same = renderHook(() => useEditorDraft(props({ promptId: 'p1', baseline: form({ title: 'Same' }) })));
    expect(same.result.current.offer).toBeNull();
    expect(localStorage.getItem(draftKey('u1', 'p1'))).toBeNull();
    const other = renderHook(() => useEditorDraft(props({ promptId: 'p2' })));
    expect(other.result.current.offer).toBeNull();
  });

  it('waits for the editor to be ready before it looks', () => {
    localStorage.setItem(draftKey('u1', null), JSON.stringify({ savedAt: 1000, form: form({ title: 'Kept' }) }));
    const { result, rerender } = renderHook((p) => useEditorDraft(p), { initialProps: props({ ready: false }) });
    expect(result.current.offer).toBeNull();
    rerender(props());
    expect(result.current.offer?.form.title).toBe('Kept');
  });

  it('signing out forgets every draft on the device', () => {
    localStorage.setItem(draftKey('u1', null), '{}');
    localStorage.setItem('editorMode', '"simple"');
    forgetLocalMemory();
    expect(localStorage.getItem(draftKey('u1', null))).toBeNull();
    expect(localStorage.getItem('editorMode')).toBe('"simple"');
  });
});
