// Export Data (spec P2 §2): the projection as CSV for a spreadsheet, everything as JSON to keep or share.
import { summarizeProjection, type YearProjection } from '@/lib/cost-model';
import { saveFile } from '@/lib/save-file';
import type { CostInputs } from './cost-storage';

const CSV_COLUMNS: [string, (r: YearProjection) => string | number][] = [
  ['Year', (r) => r.year],
  ['Customers', (r) => r.customers],
  ['Daily transactions', (r) => r.dailyTransactions],
  ['Storage (GB)', (r) => Number(r.storageGB.toFixed(6))],
  ['Database plan', (r) => r.databasePlan],
  ['Within plan limits', (r) => (r.fitsDatabasePlan ? 'yes' : 'no')],
  ['Database monthly (USD)', (r) => r.databaseMonthly],
  ['Hosting plan', (r) => r.hostingPlan],
  ['Hosting monthly (USD)', (r) => r.hostingMonthly],
  ['Monthly total (USD)', (r) => r.monthlyTotal],
  ['Yearly cost (USD)', (r) => r.yearlyCost],
];

/** One CSV cell: quoted when it holds a separator, and a leading = + - @ defused so no spreadsheet runs it. */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function projectionCsv(rows: YearProjection[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => cell(name)), ...rows.map((r) => CSV_COLUMNS.map(([, get]) => cell(get(r))))];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

export function projectionJson(inputs: CostInputs, rows: YearProjection[], exportedAt = new Date()): string {
  return JSON.stringify(
    { exportedAt: exportedAt.toISOString(), ...inputs, projection: rows, summary: summarizeProjection(rows) },
    null,
    2,
  );
}

/** Hands the browser a file to save. Throws when the browser cannot (the caller shows the spec's message). */
export function downloadFile(name: string, content: string, type: string): void {
  saveFile(new Blob([content], { type }), name);
}
