import { describe, expect, it, vi } from 'vitest';
import { promptForm } from '@/extension/fill';
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
