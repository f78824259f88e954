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

const changeListeners = new Set<() => void>();

/**
 * Called whenever the words' counts may have changed: on every prompt write of this process, and when a
 * fold here added changes up (what was read before the fold is out of date: models/search-bounds.ts and
 * the viewer's own words in models/prompt-search.ts drop what they kept).
 */
export function onVocabularyChange(listener: () => void): void {
  changeListeners.add(listener);
}

/** This process wrote prompts (invalidatePromptCounts): the next search folds, and what counted words is dropped. */
export function promptsWritten(): void {
  noteVocabularyWrite();
  vocabularyChanged();
}

/** A fold added changes up: what counted words is dropped. */
export function vocabularyFolded(): void {
  vocabularyChanged();
}

function vocabularyChanged(): void {
  for (const listener of changeListeners) listener();
}

/**
 * Whether a search now should fold, counted as folding from now if so: 'wait' after this process wrote
 * (its search counts its own writes), 'behind' for the second's turn (other processes' writes, a second
 * late at most already: the search goes on without waiting for it), null when neither.
 */
export function takeFoldTurn(now = Date.now()): 'wait' | 'behind' | null {
  if (writtenSinceFold) {
    writtenSinceFold = false;
    lastFold = now;
    return 'wait';
  }
  if (now - lastFold < EVERY_MS) return null;
  lastFold = now;
  return 'behind';
}
