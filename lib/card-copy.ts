import { ownValue } from './own';
import { countFilled, fillPlaceholders, isUserFacing, parsePlaceholders, uniquePlaceholders } from './placeholders';

// Copy from a card: the prompt as the viewer would build it from the values it starts
// with (what the person typed for a placeholder before, else their parameter memory: the viewer's
// rule), or, when a placeholder has no value yet, how many are missing, so the card opens the viewer.

export type CardCopy = { ok: true; text: string } | { ok: false; missing: number };

export function cardCopy(content: string, typed: Readonly<Record<string, string>>, memory: Readonly<Record<string, string>>): CardCopy {
  const list = parsePlaceholders(content);
  // The placeholders a person fills in (the viewer's default view): angle and pipe.
  const asked = uniquePlaceholders(list).filter((p) => isUserFacing(p, false));
  const values = Object.fromEntries(asked.map((p) => [p.key, ownValue(typed, p.key) ?? ownValue(memory, p.key) ?? '']));
  const { filled, total } = countFilled(asked, values);
  return filled < total ? { ok: false, missing: total - filled } : { ok: true, text: fillPlaceholders(content, values, list) };
}
