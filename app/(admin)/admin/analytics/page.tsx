import { guardPage } from '@/lib/page-guard';
import { AnalyticsDashboard } from '@/components/admin/analytics/analytics-dashboard';

export const metadata = { title: 'Site analytics' };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.slice(0, 200) : '');

// spec P2 §2: the site analytics with the prompt grid below. The users list links here with
// ?author=…&authorId=… to show one person's prompts.
export default async function AnalyticsPage({ searchParams }: { searchParams: Search }) {
  await guardPage('admin');
  const search = await searchParams;
  return <AnalyticsDashboard initialGridFilters={{ author: one(search.author), authorId: one(search.authorId) }} />;
}
