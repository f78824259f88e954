import { countEventsByType } from '../../models/events';
import { countPromptsByAccess } from '../../models/prompts';
import { countUsers } from '../../models/users';
import { listRecentWebhookEvents } from '../../models/webhook-events';
import { denied, ok, type Result } from '../errors';
import type { Viewer } from '../permissions';

// spec P2 §3 "Analytics summary".
export type AnalyticsSummary = { totalUsers: number; proPrompts: number; freePrompts: number; totalCreates: number; totalViews: number };

export async function getAnalyticsSummary(viewer: Viewer): Promise<Result<AnalyticsSummary>> {
  if (!viewer.isAdmin) return denied();
  const [totalUsers, prompts, events] = await Promise.all([countUsers(), countPromptsByAccess(), countEventsByType()]);
  return ok({
    totalUsers,
    proPrompts: prompts.pro,
    freePrompts: prompts.free,
    totalCreates: events.create ?? 0,
    totalViews: (events.view ?? 0) + (events.generate ?? 0),
  });
}

export type WebhookEventDTO = {
  _id: string;
  eventType: string;
  status: string;
  attempts: number;
  error: string | null;
  lastAttempt: string | null;
  processingTimeMs: number | null;
  createdAt: string;
};

export async function listWebhookEvents(viewer: Viewer): Promise<Result<WebhookEventDTO[]>> {
  if (!viewer.isAdmin) return denied();
  const rows = await listRecentWebhookEvents();
  return ok(
    rows.map((r) => ({
      _id: r.id,
      eventType: r.eventType,
      status: r.status,
      attempts: r.attempts,
      error: r.error,
      lastAttempt: r.lastAttempt?.toISOString() ?? null,
      processingTimeMs: r.processingTimeMs,
      createdAt: r.createdAt.toISOString(),
    })),
  );
}
