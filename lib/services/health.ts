import { ok, fail, type Result } from '../errors';
import { pingDatabase } from '../../models/health';

export async function checkHealth(): Promise<Result<{ status: 'ok'; database: string }>> {
  try {
    return ok({ status: 'ok', database: await pingDatabase() });
  } catch {
    return fail(503, 'SERVICE_UNAVAILABLE', 'Database unavailable');
  }
}

/** Whether the database answers now (a failed request asks, to tell an outage from a bug). */
export async function isDatabaseReachable(): Promise<boolean> {
  return (await checkHealth()).ok;
}
