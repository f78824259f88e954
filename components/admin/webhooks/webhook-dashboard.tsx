'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import dynamic from 'next/dynamic';
import { AlertTriangle, X } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { useFailedWebhooks, useFlaggedPurchases, useRecoverWebhook, useWebhookEvents, useWebhookMetrics } from '@/hooks/queries/webhooks';
import type { FailedWebhookDTO, FlaggedPurchaseDTO, WebhookMetricDTO } from '@/lib/dto/webhooks';
import { notify } from '@/lib/notify';
import {
  formatSuccessRate,
  summarizeWebhookMetrics,
  TIME_RANGE_LABELS,
  WEBHOOK_TEXT,
  WEBHOOK_TIME_RANGES,
  type WebhookTimeRange,
} from '@/lib/webhook-monitoring';
import { AllEventsTable } from './all-events-table';
import { FailedWebhooksTable } from './failed-webhooks-table';
import { FlaggedPurchases } from './flagged-purchases';
import { PayloadDialog } from './payload-dialog';
import { EmptyState, FetchError, SkeletonRows } from './states';

// The admin webhook monitoring page (spec P2 §2, §4, §8, §9). Every list polls every
// 60 s; Retry calls the admin action recoverWebhookAction and every list reloads after it.

const WebhookCharts = dynamic(() => import('./webhook-charts'), {
  ssr: false,
  loading: () => <div className="h-80 animate-pulse rounded-lg border border-border bg-muted" role="status" aria-label="Loading the charts" />,
});

type Tab = 'failed' | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'failed', label: 'Failed' },
  { id: 'all', label: 'All events' },
];

export function WebhookDashboard({
  initial,
}: {
  initial: { timeRange: WebhookTimeRange; metrics: WebhookMetricDTO[]; failed: FailedWebhookDTO[]; flagged: FlaggedPurchaseDTO[] };
}) {
  const [timeRange, setTimeRange] = useState<WebhookTimeRange>(initial.timeRange);
  const [tab, setTab] = useState<Tab>('failed');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [recoveryError, setRecoveryError] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const metrics = useWebhookMetrics(timeRange, { timeRange: initial.timeRange, data: initial.metrics });
  const failed = useFailedWebhooks(initial.failed);
  const events = useWebhookEvents(page, tab === 'all');
  const flagged = useFlaggedPurchases(initial.flagged);
  const recover = useRecoverWebhook();

  const retry = (id: string) => {
    setRecoveryError(null);
    recover.mutate(id, {
      onSuccess: (answer) => notify.success(answer.duplicate ? WEBHOOK_TEXT.alreadyRecovered : WEBHOOK_TEXT.retried),
      onError: (error) => setRecoveryError(WEBHOOK_TEXT.recoveryFailed(error.message)),
    });
  };

  const selectTab = (index: number, focus: boolean) => {
    const next = TABS[index];
    if (!next) return;
    setTab(next.id);
    if (focus) tabRefs.current[index]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = TABS.findIndex((t) => t.id === tab);
    const target = { ArrowRight: (current + 1) % TABS.length, ArrowLeft: (current + TABS.length - 1) % TABS.length, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectTab(target, true);
  };

  const summary = metrics.data ? summarizeWebhookMetrics(metrics.data) : null;
  const hasEvents = Boolean(metrics.data?.some((m) => m.totalCount > 0));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{WEBHOOK_TEXT.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">Payment webhooks as received, in UTC. Refreshes every minute.</p>
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Time range
          <select
            value={timeRange}
            onChange={(e) => setTimeRange(e.target.value as WebhookTimeRange)}
            className="h-10 rounded-md border border-border bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {WEBHOOK_TIME_RANGES.map((r) => (
              <option key={r} value={r}>
                {TIME_RANGE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {/* A poll that failed over data already shown says so, and the last figures stay. */}
      {(metrics.isError || failed.isError || events.isError) && (metrics.data || failed.data || events.data) ? (
        <FetchError onRetry={() => void Promise.all([metrics.refetch(), failed.refetch(), events.refetch()])} />
      ) : null}
      {metrics.isError && !metrics.data ? (
        <FetchError onRetry={() => void metrics.refetch()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3" aria-busy={metrics.isFetching}>
            <StatCard label="Success rate" value={summary ? formatSuccessRate(summary.successRate) : null} />
            <StatCard label="Failed webhooks" value={summary ? summary.failed.toLocaleString('en-US') : null} tone={summary && summary.failed > 0 ? 'danger' : undefined} />
            <StatCard label="Average processing time" value={summary ? (summary.avgDuration === null ? '—' : `${Math.round(summary.avgDuration)} ms`) : null} />
          </div>
          {metrics.isPending ? (
            <SkeletonRows rows={4} label="Loading the charts" />
          ) : hasEvents ? (
            <WebhookCharts metrics={metrics.data ?? []} />
          ) : (
            <Card>
              <EmptyState />
            </Card>
          )}
        </>
      )}

      <section aria-labelledby="webhook-events-heading" className="space-y-3">
        <h2 id="webhook-events-heading" className="text-lg font-semibold">
          Webhook events
        </h2>
        <div role="tablist" aria-label="Webhook events" className="inline-flex gap-1 rounded-lg border border-border bg-muted p-1">
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`webhook-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={tab === t.id ? `webhook-panel-${t.id}` : undefined}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => selectTab(i, false)}
              onKeyDown={onTabKey}
              className={cn(
                'min-h-10 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                tab === t.id ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t.label}
              {t.id === 'failed' && failed.data ? ` (${failed.data.length})` : ''}
            </button>
          ))}
        </div>

        {recoveryError && (
          <div role="alert" className="flex items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">
            <span className="flex items-start gap-2">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {recoveryError}
            </span>
            <button type="button" aria-label="Dismiss" onClick={() => setRecoveryError(null)} className="rounded p-1 hover:bg-red-100 dark:hover:bg-red-500/20">
              <X aria-hidden className="size-4" />
            </button>
          </div>
        )}

        <div role="tabpanel" id={`webhook-panel-${tab}`} aria-labelledby={`webhook-tab-${tab}`}>
          {tab === 'failed' ? (
            failed.isError && !failed.data ? (
              <FetchError onRetry={() => void failed.refetch()} />
            ) : failed.isPending ? (
              <SkeletonRows label="Loading failed webhooks" />
            ) : failed.data.length === 0 ? (
              <Card>
                <EmptyState />
              </Card>
            ) : (
              <FailedWebhooksTable rows={failed.data} onOpen={setOpenId} onRetry={retry} retryingId={recover.isPending ? (recover.variables ?? null) : null} />
            )
          ) : events.isError && !events.data ? (
            <FetchError onRetry={() => void events.refetch()} />
          ) : events.isPending ? (
            <SkeletonRows rows={5} label="Loading webhook events" />
          ) : events.data.total === 0 ? (
            <Card>
              <EmptyState />
            </Card>
          ) : (
            <AllEventsTable data={events.data} onOpen={setOpenId} onPage={setPage} />
          )}
        </div>
      </section>

      <section aria-labelledby="flagged-heading" className="space-y-3">
        <div>
          <h2 id="flagged-heading" className="text-lg font-semibold">
            Purchases awaiting a refund
          </h2>
          <p className="text-sm text-muted-foreground">Lifetime payments that were not granted: past the 100 spots, or from someone who already holds lifetime.</p>
        </div>
        {flagged.isError && !flagged.data ? <FetchError onRetry={() => void flagged.refetch()} /> : flagged.isPending ? <SkeletonRows label="Loading flagged purchases" /> : <FlaggedPurchases rows={flagged.data} />}
      </section>

      <PayloadDialog eventId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function StatCard({ label, value, tone }: { label: string; value: string | null; tone?: 'danger' }) {
  return (
    <Card>
      <p className="text-sm text-muted-foreground">{label}</p>
      {value === null ? (
        <div className="mt-2 h-8 w-24 animate-pulse rounded bg-muted" />
      ) : (
        <p className={cn('mt-1 text-2xl font-semibold tabular-nums', tone === 'danger' && 'text-red-700 dark:text-red-300')}>{value}</p>
      )}
    </Card>
  );
}
