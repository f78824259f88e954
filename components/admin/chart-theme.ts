// One look for the admin dashboards' recharts: axes, grid and tooltip read the theme's CSS variables,
// so the charts follow light and dark mode without a re-render.

export const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const axisLine = { stroke: 'var(--border)' };
export const gridStroke = 'var(--border)';
export const tooltipProps = {
  contentStyle: { background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 6, color: 'var(--foreground)' },
  labelStyle: { color: 'var(--foreground)' },
  itemStyle: { color: 'var(--foreground)' },
  cursor: { fill: 'var(--muted)' },
};
export const legendStyle = { color: 'var(--muted-foreground)', fontSize: 12 };

/** spec P2 §3: each charted event type in its own colour (readable on both backgrounds). */
export const EVENT_COLORS = { generate: '#6366f1', create: '#10b981', update: '#f59e0b', clone: '#0ea5e9', delete: '#ef4444' } as const;
export const ACCESS_COLORS = { pro: '#8b5cf6', free: '#14b8a6' } as const;
