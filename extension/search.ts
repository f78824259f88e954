/**
 * The popup's search as the person types: run once typing pauses for `delayMs`. `settled()` is the
 * search for what is typed now: the one put off runs at once, else the last one run is awaited, so
 * Enter right after typing opens a result of these words, not of the words before.
 */
export function searchAsTyped(run: () => Promise<void>, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: Promise<void> = Promise.resolve();
  const now = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    last = run();
    return last;
  };
  return {
    /** The text changed: search when typing pauses. */
    typed() {
      clearTimeout(timer);
      timer = setTimeout(now, delayMs);
    },
    now,
    settled: (): Promise<void> => (timer === undefined ? last : now()),
  };
}
