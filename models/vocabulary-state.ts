// When a search folds the typo vocabulary's pending counts (models/prompt-search.ts): after this process
// wrote prompts (every write drops the prompt counts, invalidatePromptCounts, which marks it here), and at
// most once a second otherwise, for the writes of other processes. Folding before every search cost a
// round trip each (about a third of a rare word's search under load; issue #28's bench).

let writtenSinceFold = true;
let lastFold = 0;
const EVERY_MS = 1000;

/** This process wrote prompts: the next search folds. */
export function noteVocabularyWrite(): void {
  writtenSinceFold = true;
}

/** Whether a search now should fold; if so, counted as folding from now. */
export function takeFoldTurn(now = Date.now()): boolean {
  if (!writtenSinceFold && now - lastFold < EVERY_MS) return false;
  writtenSinceFold = false;
  lastFold = now;
  return true;
}
