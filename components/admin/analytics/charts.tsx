'use client';

import { categoryTextLabel } from '@/lib/constants';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_EVENT_TYPES, type AnalyticsReads } from '@/lib/dto/admin';
import { ACCESS_COLORS, axisLine, axisTick, EVENT_COLORS, gridStroke, legendStyle, tooltipProps } from '../chart-theme';

// The four analytics charts (spec P2 §2), loaded with recharts only when the dashboard shows them.

const HEIGHT = 280;
const frame = (chart: React.ReactElement) => (
  <div style={{ height: HEIGHT }} className="w-full">
    <ResponsiveContainer width="100%" height="100%">
      {chart}
    </ResponsiveContainer>
  </div>
);
const axes = (xKey: string) => [
  <CartesianGrid key="grid" stroke={gridStroke} vertical={false} />,
  <XAxis key="x" dataKey={xKey} tick={axisTick} axisLine={axisLine} tickLine={false} minTickGap={12} />,
  <YAxis key="y" allowDecimals={false} tick={axisTick} axisLine={axisLine} tickLine={false} width={36} />,
  <Tooltip key="tooltip" {...tooltipProps} />,
  <Legend key="legend" wrapperStyle={legendStyle} />,
];

/** Event Types Summary: one bar per event type per bucket, each type in its colour. */
export function EventTypesChart({ data }: { data: AnalyticsReads['events'] }) {
  const rows = data.map((p) => ({ _id: p._id, ...Object.fromEntries(p.events.map((e) => [e.eventType, e.count])) }));
  return frame(
    <BarChart data={rows}>
      {axes('_id')}
      {ANALYTICS_EVENT_TYPES.map((type) => (
        <Bar key={type} dataKey={type} name={type} stackId="events" fill={EVENT_COLORS[type]} isAnimationActive={false} />
      ))}
    </BarChart>,
  );
}

/** Top Active Users: a stacked bar per person, by event type. */
export function TopUsersChart({ data }: { data: AnalyticsReads['users-activity'] }) {
  const rows = data.map((u) => ({ name: u.userName, email: u.userEmail, ...Object.fromEntries(u.events.map((e) => [e.eventType, e.count])) }));
  return frame(
    <BarChart data={rows} layout="vertical" margin={{ left: 8 }}>
      <CartesianGrid stroke={gridStroke} horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={axisTick} axisLine={axisLine} tickLine={false} />
      <YAxis type="category" dataKey="name" tick={axisTick} axisLine={axisLine} tickLine={false} width={110} />
      <Tooltip {...tooltipProps} />
      <Legend wrapperStyle={legendStyle} />
      {ANALYTICS_EVENT_TYPES.map((type) => (
        <Bar key={type} dataKey={type} name={type} stackId="user" fill={EVENT_COLORS[type]} isAnimationActive={false} />
      ))}
    </BarChart>,
  );
}

/** Prompts Over Time: pro and free prompts created per bucket. */
export function PromptsOverTimeChart({ data }: { data: AnalyticsReads['timeseries'] }) {
  // One bucket ('today', or everything in one month) is a point, not a line: draw the dots then.
  const dot = data.length < 2;
  return frame(
    <LineChart data={data}>
      {axes('_id')}
      <Line type="monotone" dataKey="proCount" name="Pro" stroke={ACCESS_COLORS.pro} strokeWidth={2} dot={dot} isAnimationActive={false} />
      <Line type="monotone" dataKey="freeCount" name="Free" stroke={ACCESS_COLORS.free} strokeWidth={2} dot={dot} isAnimationActive={false} />
    </LineChart>,
  );
}

/** Category Distribution: pro and free prompts by category. */
export function CategoryChart({ data }: { data: AnalyticsReads['categories'] }) {
  // A pro category's name without its '*', with the star, as in the grid below (spec P1 §3).
  const rows = data.map((p) => ({ ...p, _id: categoryTextLabel(p._id) }));
  return frame(
    <BarChart data={rows}>
      {axes('_id')}
      <Bar dataKey="proCount" name="Pro" stackId="c" fill={ACCESS_COLORS.pro} isAnimationActive={false} />
      <Bar dataKey="freeCount" name="Free" stackId="c" fill={ACCESS_COLORS.free} isAnimationActive={false} />
    </BarChart>,
  );
}
