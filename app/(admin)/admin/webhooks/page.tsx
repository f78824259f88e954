import { guardPage } from '@/lib/page-guard';
import { listWebhookEvents } from '@/lib/services/admin';

export const metadata = { title: 'Webhook monitoring' };

export default async function WebhooksPage() {
  const viewer = await guardPage('admin');
  const events = await listWebhookEvents(viewer);
  if (!events.ok) throw new Error(events.error);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Webhook monitoring</h1>
      {events.data.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-8 text-center text-muted-foreground">No data available</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th className="px-4 py-2 font-medium">Event type</th>
                <th className="px-4 py-2 font-medium">Status</th>
                <th className="px-4 py-2 font-medium">Attempts</th>
                <th className="px-4 py-2 font-medium">Error</th>
                <th className="px-4 py-2 font-medium">Received</th>
              </tr>
            </thead>
            <tbody>
              {events.data.map((e) => (
                <tr key={e._id} className="border-t border-border">
                  <td className="px-4 py-2 font-mono text-xs">{e.eventType}</td>
                  <td className="px-4 py-2">{['pending', 'processing', 'recovered'].includes(e.status) ? e.status : 'failed'}</td>
                  <td className="px-4 py-2 tabular-nums">{e.attempts}</td>
                  <td className="px-4 py-2 text-red-600">{e.error ?? '—'}</td>
                  <td className="px-4 py-2 text-muted-foreground">{new Date(e.createdAt).toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
