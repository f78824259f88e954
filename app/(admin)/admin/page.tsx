import Link from 'next/link';
import { guardPage } from '@/lib/page-guard';
import { getAdminToday } from '@/lib/services/admin-analytics';
import { ADMIN_DASHBOARDS, ADMIN_USERS_LINK } from '@/components/admin/dashboards';
import { Card } from '@/components/ui/card';

export const metadata = { title: 'Admin' };

// The admin's start page, today's key figures and the way to each dashboard.
export default async function AdminHomePage() {
  const viewer = await guardPage('admin');
  const today = await getAdminToday(viewer);
  if (!today.ok) throw new Error(today.error);
  const figures = [
    ['New users today', today.data.newUsers, '/admin/users'],
    ['Active subscriptions', today.data.activeSubscriptions, '/admin/users'],
    ['AI generations today', today.data.generations, '/admin/analytics'],
    ['Failed webhooks (24 h)', today.data.failedWebhooks, '/admin/webhooks'],
  ] as const;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Admin</h1>
        <p className="mt-1 text-sm text-muted-foreground">Today in UTC, from midnight; failed webhooks over the last 24 hours.</p>
      </div>
      <section aria-labelledby="today-title">
        <h2 id="today-title" className="sr-only">
          Today
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map(([label, value, href]) => (
            <Card key={label} className="relative hover:border-accent">
              <dt className="text-sm text-muted-foreground">
                <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {label}
                </Link>
              </dt>
              <dd className={`mt-1 text-3xl font-semibold tabular-nums ${label.startsWith('Failed') && value > 0 ? 'text-red-600 dark:text-red-400' : ''}`}>
                {value.toLocaleString('en-US')}
              </dd>
            </Card>
          ))}
        </dl>
      </section>
      <section aria-labelledby="dashboards-title">
        <h2 id="dashboards-title" className="mb-3 text-lg font-semibold">
          Dashboards
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {[...ADMIN_DASHBOARDS, ADMIN_USERS_LINK].map(({ href, icon: Icon, title, text }) => (
            <li key={href}>
              <Link href={href} className="block h-full rounded-lg border border-border bg-card p-5 transition-colors hover:border-accent">
                <Icon className="size-5 text-accent" aria-hidden />
                <span className="mt-2 block font-medium">{title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
