'use client';

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { WebhookMetricDTO } from '@/lib/dto/webhooks';
import { formatBucket } from '@/lib/webhook-monitoring';
import { ChartFigure } from '../chart-figure';
import { axisLine, axisTick, gridStroke, tooltipProps } from '../chart-theme';

// The two charts of spec P2 §2: success and failure counts per bucket (lines), average and max
// handling time per bucket (bars). Loaded on demand (recharts stays out of the page's first load);
// colours are CSS variables per theme so both read on light and dark backgrounds.

const NAMES: Record<string, string> = { success: 'Success', failure: 'Failure', avg: 'Average (ms)', max: 'Max (ms)' };
const CARD = 'min-w-0 overflow-hidden rounded-lg border border-border bg-card p-4';
const legend = (name: unknown) => <span className="text-sm text-foreground">{NAMES[String(name)] ?? String(name)}</span>;

export default function WebhookCharts({ metrics }: { metrics: WebhookMetricDTO[] }) {
  const data = metrics.map((m) => ({
    label: formatBucket(m._id),
    success: m.successCount,
    failure: m.failureCount,
    avg: m.avgDuration === null ? null : Math.round(m.avgDuration),
    max: m.maxDuration,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2 [--wh-success:#059669] [--wh-failure:#dc2626] [--wh-avg:#4f46e5] [--wh-max:#d97706] dark:[--wh-success:#34d399] dark:[--wh-failure:#f87171] dark:[--wh-avg:#818cf8] dark:[--wh-max:#fbbf24]">
      <ChartFigure id="webhook-counts-caption" caption="Success and failure counts" className={CARD}>
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={gridStroke} vertical={false} />
          <XAxis dataKey="label" tick={axisTick} axisLine={axisLine} tickLine={false} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axisTick} axisLine={false} tickLine={false} width={40} />
          <Tooltip {...tooltipProps} cursor={undefined} formatter={(value, name) => [value, NAMES[String(name)] ?? name]} />
          <Legend formatter={legend} />
          <Line type="monotone" dataKey="success" stroke="var(--wh-success)" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="failure" stroke="var(--wh-failure)" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartFigure>
      <ChartFigure id="webhook-durations-caption" caption="Average and max duration (ms)" className={CARD}>
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={gridStroke} vertical={false} />
          <XAxis dataKey="label" tick={axisTick} axisLine={axisLine} tickLine={false} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axisTick} axisLine={false} tickLine={false} width={48} />
          <Tooltip {...tooltipProps} formatter={(value, name) => [value ?? '—', NAMES[String(name)] ?? name]} />
          <Legend formatter={legend} />
          <Bar dataKey="avg" fill="var(--wh-avg)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="max" fill="var(--wh-max)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
