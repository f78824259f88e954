import type { ReactNode } from 'react';
import type { ProjectionSummary, YearProjection } from '@/lib/cost-model';
import { cn } from '@/components/ui/cn';
import { formatCount, formatGB, formatMoney } from './format';

// The year stays in view while a phone scrolls the table sideways.
const STICKY = 'sticky left-0 z-10 bg-card';
const COLUMNS = ['Year', 'Customers', 'Daily transactions', 'Storage (GB)', 'Database plan', 'Database / month', 'Hosting plan', 'Hosting / month', 'Total / month', 'Yearly cost'];

/** Cost Projections (spec P2 §2): the summary, then the five-year table with database and hosting apart. */
export function CostProjections({ rows, summary, chart }: { rows: YearProjection[]; summary: ProjectionSummary; chart: ReactNode }) {
  const last = rows[rows.length - 1];
  return (
    <section aria-labelledby="projections-heading" className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id="projections-heading" className="text-lg font-semibold">
        Cost Projections
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label={`${rows.length}-year total`} value={formatMoney(summary.totalCost)}>
          Database {formatMoney(summary.databaseTotal)} · Hosting {formatMoney(summary.hostingTotal)}
        </Stat>
        <Stat label="Average a month" value={formatMoney(summary.averageMonthly)}>
          Yearly cost = 12 × the month&apos;s total
        </Stat>
        <Stat label={`Year ${last?.year ?? ''}`} value={`${formatMoney(summary.finalMonthly)} / month`}>
          {formatCount(summary.finalCustomers)} customers on {last?.databasePlan} + {last?.hostingPlan}
        </Stat>
      </dl>
      {summary.yearsOverCapacity.length > 0 && (
        <p role="status" className="mt-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          {summary.yearsOverCapacity.length === 1 ? 'Year' : 'Years'} {summary.yearsOverCapacity.join(', ')}: no database plan holds that much storage
          and that many daily transactions, so the table shows the last plan ({last?.databasePlan}) and its price understates the cost.
        </p>
      )}
      <p className="mt-4 text-xs text-muted-foreground sm:hidden">Scroll the table sideways for every column.</p>
      <div
        role="region"
        aria-labelledby="projections-table-caption"
        tabIndex={0}
        className="relative mt-2 overflow-x-auto rounded-md border border-border sm:mt-4"
      >
        <table className="w-full min-w-[46rem] text-left text-sm">
          <caption id="projections-table-caption" className="sr-only">
            Five-year cost projection
          </caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className={cn('px-2.5 py-2 align-bottom font-medium', c === 'Year' && STICKY, c === 'Year' && 'bg-muted')}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((r) => (
              <tr key={r.year} className="border-t border-border">
                <th scope="row" className={cn('px-2.5 py-2 font-medium', STICKY)}>
                  {r.year}
                </th>
                <td className="px-2.5 py-2">{formatCount(r.customers)}</td>
                <td className="px-2.5 py-2">{formatCount(r.dailyTransactions)}</td>
                <td className="px-2.5 py-2">{formatGB(r.storageGB)}</td>
                <td className="px-2.5 py-2 whitespace-nowrap">
                  {r.databasePlan}
                  {!r.fitsDatabasePlan && <span className="ml-1 text-amber-700 dark:text-amber-300">(over limits)</span>}
                </td>
                <td className="px-2.5 py-2">{formatMoney(r.databaseMonthly)}</td>
                <td className="px-2.5 py-2">{r.hostingPlan}</td>
                <td className="px-2.5 py-2">{formatMoney(r.hostingMonthly)}</td>
                <td className="px-2.5 py-2 font-medium">{formatMoney(r.monthlyTotal)}</td>
                <td className="px-2.5 py-2 font-medium">{formatMoney(r.yearlyCost)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border bg-muted font-semibold">
              <th scope="row" className={cn('px-2.5 py-2 text-left', STICKY, 'bg-muted')}>
                Total
              </th>
              <td colSpan={COLUMNS.length - 2} className="px-2.5 py-2 text-right text-xs font-normal text-muted-foreground">
                {rows.length} years
              </td>
              <td className="px-2.5 py-2 tabular-nums">{formatMoney(summary.totalCost)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {chart}
    </section>
  );
}

function Stat({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{children}</dd>
    </div>
  );
}
