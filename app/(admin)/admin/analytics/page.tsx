import { guardPage } from '@/lib/page-guard';
import { getAnalyticsSummary } from '@/lib/services/admin';
import { Card } from '@/components/ui/card';

export const metadata = { title: 'Site analytics' };

export default async function AnalyticsPage() {
  const viewer = await guardPage('admin');
  const summary = await getAnalyticsSummary(viewer);
  if (!summary.ok) throw new Error(summary.error);
  const cards = [
    ['Total Users', summary.data.totalUsers],
    ['Pro Prompts', summary.data.proPrompts],
    ['Free Prompts', summary.data.freePrompts],
    ['Total Creates', summary.data.totalCreates],
    ['Total Views', summary.data.totalViews],
  ] as const;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Site analytics</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map(([label, value]) => (
          <Card key={label}>
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
