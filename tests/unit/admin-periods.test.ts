import { describe, expect, it } from 'vitest';
import { bucketLabels, bucketUnitOf, periodStart } from '@/lib/admin-periods';
import { isChartShown, readChartVisibility } from '@/components/admin/analytics/chart-visibility';
import { awaitingApproval, gridQueryString, INITIAL_GRID, toggleSort, withFilter } from '@/components/admin/analytics/grid-state';

// The analytics periods cover whole UTC buckets; the grid's state becomes its query.

const now = new Date('2026-03-02T05:30:00+09:00'); // 2026-03-01T20:30Z: still 1 March in UTC

describe('analytics periods', () => {
  it('start at UTC midnight whatever the local time, covering whole days or months', () => {
    expect(periodStart('today', now)?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStart('7days', now)?.toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(periodStart('30days', now)?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(periodStart('year', now)?.toISOString()).toBe('2025-04-01T00:00:00.000Z');
    expect(periodStart('all', now)).toBeNull();
  });

  it('bucket by day for the short periods and by month for year and all', () => {
    expect(['today', '7days', '30days', 'year', 'all'].map((p) => bucketUnitOf(p as never))).toEqual(['day', 'day', 'day', 'month', 'month']);
    expect(bucketLabels(periodStart('7days', now)!, now, 'day')).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
    expect(bucketLabels(periodStart('30days', now)!, now, 'day')).toHaveLength(30);
    const months = bucketLabels(periodStart('year', now)!, now, 'month');
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2025-04', '2026-03']);
  });
});

describe('the grid state', () => {
  it('sends only the filters that are set, with the sort and page', () => {
    expect(gridQueryString(INITIAL_GRID)).toBe('sort=createdAt&sortDirection=desc&page=1');
    const filtered = withFilter({ ...INITIAL_GRID, page: 4 }, { title: '50% off', approved: 'false' });
    expect(gridQueryString(filtered)).toBe('title=50%25+off&approved=false&sort=createdAt&sortDirection=desc&page=1');
  });

  it("carries the dashboard's period, so the grid shows the prompts of the charts' period", () => {
    expect(gridQueryString(INITIAL_GRID, '7days')).toBe('period=7days&sort=createdAt&sortDirection=desc&page=1');
  });

  it('toggles the direction of the active column and starts another ascending', () => {
    const byTitle = toggleSort(INITIAL_GRID, 'title');
    expect([byTitle.sort, byTitle.sortDirection]).toEqual(['title', 'asc']);
    expect(toggleSort(byTitle, 'title').sortDirection).toBe('desc');
    expect(toggleSort(toggleSort(byTitle, 'title'), 'usageCount').sortDirection).toBe('asc');
  });

  it('reads what awaits approval oldest first, and back to newest first when turned off', () => {
    const on = awaitingApproval(INITIAL_GRID, true);
    expect(gridQueryString(on)).toBe('awaitingApproval=true&sort=createdAt&sortDirection=asc&page=1');
    expect(gridQueryString(awaitingApproval(on, false))).toBe(gridQueryString(INITIAL_GRID));
  });
});

describe('the charts’ stored visibility', () => {
  it('hides only what was stored false; anything else stored shows every chart and never throws', () => {
    expect(isChartShown(readChartVisibility({ events: false, timeseries: true }), 'events')).toBe(false);
    expect(isChartShown(readChartVisibility({ events: false }), 'categories')).toBe(true);
    for (const stored of [null, 'false', 3, ['events'], { events: 'no' }]) expect(isChartShown(readChartVisibility(stored), 'events'), JSON.stringify(stored)).toBe(true);
  });
});
