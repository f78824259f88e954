import type { UseInput } from './dto/value-trail';
import { fieldStates, trailUses } from './placeholder-fields';
import { fillPlaceholders, isUserFacing, parsePlaceholders, uniquePlaceholders, valueFor } from './placeholders';

// Copy from a card: the prompt as the viewer would build it from the values it starts
// with (what the person typed for a placeholder before, else their parameter memory, else the prompt's
// default: the viewer's rule, lib/placeholder-fields.ts), or, when a placeholder has no value yet or
// one that does not fit its input, how many are missing, so the card opens the viewer.

export type CardCopy = { ok: true; text: string; uses: UseInput[] } | { ok: false; missing: number };

/** `fromProfile`: the values the active profile `profileId` gives, by placeholder key (for the usage trail). */
export function cardCopy(
  content: string,
  typed: Readonly<Record<string, string>>,
  memory: Readonly<Record<string, string>>,
  fromProfile: Readonly<Record<string, string>> = {},
  profileId: string | null = null,
): CardCopy {
  const list = parsePlaceholders(content);
  // The placeholders a person fills in (the viewer's default view): angle and pipe.
  const asked = uniquePlaceholders(list).filter((p) => isUserFacing(p, false));
  const { values, byKey } = fieldStates(asked, typed, memory);
  // Missing: no value, or one that does not fit its input.
  const missing = asked.filter((p) => byKey[p.key]!.error !== undefined || valueFor(p, values) === null).length;
  return missing > 0 ? { ok: false, missing } : { ok: true, text: fillPlaceholders(content, values, list), uses: trailUses(asked, byKey, fromProfile, profileId) };
}
