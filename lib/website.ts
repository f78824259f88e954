// A website as people type it: 'northwind.example' is as much a website as
// 'https://northwind.example', so a bare domain is taken and kept with https:// in front. Anything
// else is kept as typed: the memory's values are text that fills prompts, not links the app opens.

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
// A host with at least one dot and a two-letter end (or an IPv4 address), then an optional port and path.
const BARE_DOMAIN = /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|\d{1,3})(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The website to keep: trimmed, and a bare domain ('www.example.com/about') with https:// in front. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || HAS_SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//') && BARE_DOMAIN.test(trimmed.slice(2))) return `https:${trimmed}`;
  return BARE_DOMAIN.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** Whether a parameter holds the website (its name, as the memory stores names). */
export const isWebsiteParameter = (name: string) => name.trim().toLowerCase() === 'website';
