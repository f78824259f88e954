// spec P2 §3: the analytics charts' visibility flags, stored locally, shown by default. Whatever the
// browser kept under the key (null, a string, an array from another version), only false hides a chart.

export type ChartVisibility = Record<string, boolean>;

export function readChartVisibility(stored: unknown): ChartVisibility {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

export const isChartShown = (visibility: ChartVisibility, chart: string): boolean => visibility[chart] !== false;
