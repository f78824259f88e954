import { describe, expect, it } from 'vitest';
import { noteVocabularyWrite, takeFoldTurn } from '@/models/vocabulary-state';

// When a search folds the typo vocabulary's pending counts (models/vocabulary-state.ts): it waits for
// the fold after this process wrote prompts; for other processes' writes, once a second, it starts one
// and goes on (a search that waited for it was the slowest of issue #28's typo suite under load).
describe('takeFoldTurn', () => {
  it('waits after a write, starts one behind the search once a second, and nothing between', () => {
    const t = 1_000_000;
    noteVocabularyWrite();
    expect(takeFoldTurn(t)).toBe('wait');
    expect(takeFoldTurn(t + 10)).toBeNull();
    expect(takeFoldTurn(t + 999)).toBeNull();
    expect(takeFoldTurn(t + 1000)).toBe('behind');
    expect(takeFoldTurn(t + 1500)).toBeNull();
    // A write within the second: the next search waits for its fold, whatever the second's turn.
    noteVocabularyWrite();
    expect(takeFoldTurn(t + 1600)).toBe('wait');
    expect(takeFoldTurn(t + 1700)).toBeNull();
  });
});
