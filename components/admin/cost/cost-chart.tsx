'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { YearProjection } from '@/lib/cost-model';
import { ChartFigure } from '../chart-figure';
import { axisLine, axisTick, gridStroke, tooltipProps } from '../chart-theme';
import { formatMoney } from './format';

// Yearly cost by year, database and hosting stacked. Colours are CSS variables set per theme on the
// wrapper (indigo and emerald, lighter in dark mode), so the chart reads on both backgrounds.
export default function CostChart({ rows }: { rows: YearProjection[] }) {
  const data = rows.map((r) => ({ name: `Year ${r.year}`, database: 12 * r.databaseMonthly, hosting: 12 * r.hostingMonthly }));
  return (
    <ChartFigure
      id="cost-chart-caption"
      caption={
        <>
          Yearly cost by year <span className="font-normal text-muted-foreground">(the figures are in the table above)</span>
        </>
      }
      heightClass="h-72"
      className="mt-6 [--cost-database:#4f46e5] [--cost-hosting:#059669] dark:[--cost-database:#818cf8] dark:[--cost-hosting:#34d399]"
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={gridStroke} vertical={false} />
        <XAxis dataKey="name" tick={axisTick} axisLine={axisLine} tickLine={false} />
        <YAxis
          tickFormatter={(v: number) => formatMoney(v)}
          tick={axisTick}
          axisLine={false}
          tickLine={false}
          width={64}
        />
        <Tooltip {...tooltipProps} formatter={(value, name) => [formatMoney(Number(value)), name === 'database' ? 'Database' : 'Hosting']} />
        <Legend formatter={(name) => <span className="text-sm text-foreground">{name === 'database' ? 'Database' : 'Hosting'}</span>} />
        <Bar dataKey="database" stackId="cost" fill="var(--cost-database)" isAnimationActive={false} />
        <Bar dataKey="hosting" stackId="cost" fill="var(--cost-hosting)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}
