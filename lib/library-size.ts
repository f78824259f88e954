// What the landing, pricing and FAQ say about the library's size (spec P1 §1, P2 §1: "600+ free
// prompts and 200+ pro prompts (about 800+ in total)"). Every figure comes from the database through
// `librarySize()` and is rounded down, so "800+" is said only while 800 prompts are really there.

export type LibrarySize = { free: number; pro: number };

/** `n` rounded down to a round figure, with a "+": 826 → "800+", 157 → "150+", 42 → "40+", 7 → "7". */
export function atLeast(n: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(n) ? n : 0));
  if (whole < 10) return String(whole);
  const step = whole < 100 ? 10 : whole < 1000 ? 50 : whole < 10_000 ? 100 : 10 ** (String(whole).length - 2);
  return `${(Math.floor(whole / step) * step).toLocaleString('en-US')}+`;
}

export type LibraryClaims = { total: string; free: string; pro: string };

export function libraryClaims(size: LibrarySize): LibraryClaims {
  return { total: atLeast(size.free + size.pro), free: atLeast(size.free), pro: atLeast(size.pro) };
}
