import { currentViewer } from './auth';
import { fail, normalizeError, unauthorized, type Result } from './errors';
import type { Viewer } from './permissions';

/**
 * Run a server action's body with the signed-in viewer: a 401 Result when signed out, and any
 * thrown bug becomes a 500 Result without its stack. Every server action goes through here.
 */
export async function withViewer<T>(
  body: (viewer: Viewer) => Promise<Result<T>>,
  resolveViewer: () => Promise<Viewer | null> = currentViewer,
): Promise<Result<T>> {
  try {
    const viewer = await resolveViewer();
    if (!viewer) return unauthorized();
    return await body(viewer);
  } catch (error) {
    console.error('[action] failed:', error);
    const normalized = normalizeError(error);
    return fail(normalized.status, normalized.code, normalized.status >= 500 ? 'Internal server error' : normalized.error);
  }
}
