'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { ChevronDown } from 'lucide-react';
import { useAnalytics } from '@/hooks/queries/admin';
import { useStoredState } from '@/hooks/use-stored-state';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, PERIOD_LABELS, type AnalyticsPeriod } from '@/lib/admin-periods';
import { ADMIN_TEXT } from '@/lib/admin-text';
import type { AnalyticsKind, AnalyticsReads } from '@/lib/dto/admin';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { cn } from '@/components/ui/cn';
import { isChartShown, readChartVisibility } from './chart-visibility';
import { PromptGrid } from './prompt-grid';
import type { GridFilters } from './grid-state';

// Site analytics (spec P2 §2): period, five stat cards, four collapsible charts, and the prompt grid.

const skeleton = <div className="h-[280px] w-full animate-pulse rounded-md bg-muted" />;
// recharts comes with the charts, after the page is up.
const load = <N extends 'EventTypesChart' | 'TopUsersChart' | 'PromptsOverTimeChart' | 'CategoryChart'>(name: N) =>
  dynamic(() => import('./charts').then((m) => m[name] as React.ComponentType<never>), { ssr: false, loading: () => skeleton });
const Charts = {
  events: load('EventTypesChart'),
  'users-activity': load('TopUsersChart'),
  timeseries: load('PromptsOverTimeChart'),
  categories: load('CategoryChart'),
};

type ChartKind = keyof typeof Charts;
const CHARTS: { kind: ChartKind; title: string; empty: string; isEmpty: (data: never) => boolean }[] = [
  { kind: 'events', title: 'Event Types Summary', empty: ADMIN_TEXT.noEvents, isEmpty: (d: AnalyticsReads['events']) => d.every((p) => p.events.length === 0) },
  { kind: 'users-activity', title: 'Top Active Users', empty: ADMIN_TEXT.noUserActivity, isEmpty: (d: AnalyticsReads['users-activity']) => d.length === 0 },
  { kind: 'timeseries', title: 'Prompts Over Time', empty: ADMIN_TEXT.noData, isEmpty: (d: AnalyticsReads['timeseries']) => d.every((p) => p.count === 0) },
  { kind: 'categories', title: 'Category Distribution', empty: ADMIN_TEXT.noData, isEmpty: (d: AnalyticsReads['categories']) => d.length === 0 },
];

/** spec P2 §3: the charts' visibility flags, stored locally, shown by default. */
export const CHART_VISIBILITY_KEY = 'analyticsChartVisibility';

const STAT_CARDS: { key: keyof AnalyticsReads['summary']; label: string }[] = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'proPrompts', label: 'Pro Prompts' },
  { key: 'freePrompts', label: 'Free Prompts' },
  { key: 'totalCreates', label: 'Total Creates' },
  { key: 'totalViews', label: 'Total Views' },
];

function StatCards({ period }: { period: AnalyticsPeriod }) {
  const summary = useAnalytics('summary', period);
  if (summary.isError) return <ErrorAlert>{ADMIN_TEXT.analyticsError(summary.error.message)}</ErrorAlert>;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {STAT_CARDS.map(({ key, label }) => (
        <Card key={key}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">
            {summary.data ? summary.data[key].toLocaleString('en-US') : <span className="inline-block h-7 w-16 animate-pulse rounded bg-muted" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

function ChartPanel({ kind, title, empty, isEmpty, period, shown, onToggle }: (typeof CHARTS)[number] & { period: AnalyticsPeriod; shown: boolean; onToggle: () => void }) {
  // A hidden chart asks for nothing.
  const query = useAnalytics(kind as AnalyticsKind, period, shown);
  const Chart = Charts[kind] as React.ComponentType<{ data: unknown }>;
  const id = `chart-${kind}`;
  return (
    <Card className="p-0">
      {/* The page's sections under its h1 (axe heading-order). */}
      <h2>
        <button type="button" className="flex w-full items-center justify-between gap-2 px-5 py-3 text-left font-medium" aria-expanded={shown} aria-controls={id} onClick={onToggle}>
          {title}
          <ChevronDown className={cn('size-4 transition-transform', shown && 'rotate-180')} aria-hidden />
        </button>
      </h2>
      {shown && (
        <div id={id} className="border-t border-border px-3 py-4 sm:px-5">
          {query.isError ? (
            <ErrorAlert>{ADMIN_TEXT.analyticsError(query.error.message)}</ErrorAlert>
          ) : !query.data ? (
            skeleton
          ) : isEmpty(query.data as never) ? (
            <p className="py-12 text-center text-sm text-muted-foreground">{empty}</p>
          ) : (
            <Chart data={query.data} />
          )}
        </div>
      )}
    </Card>
  );
}

export function AnalyticsDashboard({ initialGridFilters }: { initialGridFilters?: Partial<GridFilters> }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [stored, setVisibility, loaded] = useStoredState<unknown>(CHART_VISIBILITY_KEY, {});
  // Whatever the browser kept under that key, only its true/false flags count.
  const visibility = readChartVisibility(stored);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Site analytics</h1>
          <p className="mt-1 text-sm text-muted-foreground">Counts within the period; days and months in UTC.</p>
        </div>
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-muted-foreground">Period</span>
          <select className="rounded-md border border-border bg-background px-3 py-2" value={period} onChange={(e) => setPeriod(e.target.value as AnalyticsPeriod)}>
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <StatCards period={period} />
      <div className="grid gap-4 lg:grid-cols-2">
        {CHARTS.map((chart) => (
          <ChartPanel
            key={chart.kind}
            {...chart}
            period={period}
            // Drawn once the stored flags are read: a hidden chart never flashes open.
            shown={loaded && isChartShown(visibility, chart.kind)}
            onToggle={() => setVisibility({ ...visibility, [chart.kind]: !isChartShown(visibility, chart.kind) })}
          />
        ))}
      </div>
      <PromptGrid initialFilters={initialGridFilters} period={period} />
    </div>
  );
}
