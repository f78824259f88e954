import { traced } from '@/lib/http';

// Liveness: the process answers, without touching the database (GET /api/health is the readiness check).
// The bench also uses it as the cost of a request through Next.js with no work in it.
export const GET = traced(async () => Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }));
