import { describe, expect, it, vi } from 'vitest';
import { formState, promptForm } from '@/extension/fill';
import { searchAsTyped } from '@/extension/search';
import { defaultMemory, normalizeMemory, valuesFromMemory } from '@/lib/parameter-memory';

// The popup's pure parts (docs/extension.md): the form a prompt's placeholders become, and when it
// searches.

describe("the popup's form", () => {
  const memory = valuesFromMemory(normalizeMemory({ ...defaultMemory(), company: { value: 'Globex', aliases: ['Prospect company'], isCore: false } }));

  it('fills free-text fields from the memory by alias, and a select only with one of its options', () => {
    const { fields, values } = promptForm('Write to !<Prospect company>! about !<Topic>! in a !|formal, casual|! tone.', { ...memory, 'formal,casual': 'shouty' });
    expect(fields.map((p) => p.key)).toEqual(['prospectcompany', 'topic', 'formal,casual']);
    expect(values).toEqual({ prospectcompany: 'Globex' });
    expect(promptForm('A !|formal, casual|! tone.', { 'formal,casual': 'casual' }).values).toEqual({ 'formal,casual': 'casual' });
  });

  it("never takes a value from Object.prototype: '!<constructor>!' starts empty", () => {
    const { fields, values } = promptForm('Explain the !<constructor>! and the !<toString>!.', memory);
    expect(fields).toHaveLength(2);
    expect(values).toEqual({});
    expect(Object.hasOwn(values, 'constructor')).toBe(false);
  });
});

describe("the popup's typed inputs", () => {
  const content = 'By !<Deadline | date>!, !<Word count | number min=50 default=300>! words, !<Sources | checkbox yes="with sources">!, !<Extra | optional>!';

  it('prefills defaults, takes a remembered value only where it fits, and builds as the viewer does', () => {
    const { fields, values } = promptForm(content, { deadline: 'next week', wordcount: '120' });
    expect(fields.map((p) => p.input.type)).toEqual(['date', 'number', 'checkbox', 'text']);
    // 'next week' is no date: not used; 120 fits the number and wins over its default.
    expect(values).toEqual({ wordcount: '120' });
    const typed = { ...values, deadline: '2027-02-01', sources: 'true' };
    expect(formState(content, fields, typed)).toMatchObject({ ready: true, text: 'By 2027-02-01, 120 words, with sources,' });
  });

  it('is not ready while a value does not fit, and says why under the field', () => {
    const { fields } = promptForm(content, {});
    const form = formState(content, fields, { deadline: '2027-02-01', wordcount: '10' });
    expect(form.ready).toBe(false);
    expect(form.states.byKey.wordcount!.error).toBe('Word count must be at least 50');
  });
});

describe("the popup's search as the person types", () => {
  // A search whose answer comes when the test says, as a server's does.
  function searches() {
    const asked: { done: () => void }[] = [];
    const run = () => new Promise<void>((resolve) => asked.push({ done: resolve }));
    return { asked, search: searchAsTyped(run, 250) };
  }

  it('searches once typing pauses', () => {
    vi.useFakeTimers();
    try {
      const { asked, search } = searches();
      search.typed();
      vi.advanceTimersByTime(200);
      search.typed();
      vi.advanceTimersByTime(200);
      expect(asked).toHaveLength(0);
      vi.advanceTimersByTime(50);
      expect(asked).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles on what is typed now: Enter right after typing waits for that search, not the one before', async () => {
    const { asked, search } = searches();
    void search.now();
    asked[0]!.done();
    search.typed();
    let settled = false;
    const waiting = search.settled().then(() => (settled = true));
    // The search put off ran at once, and Enter waits for its answer.
    expect(asked).toHaveLength(2);
    await Promise.resolve();
    expect(settled).toBe(false);
    asked[1]!.done();
    await waiting;
    expect(settled).toBe(true);
    // Nothing put off: the last search is the one to wait for, and none is run again.
    await search.settled();
    expect(asked).toHaveLength(2);
  });
});
