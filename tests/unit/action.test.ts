import { describe, expect, it, vi } from 'vitest';
import { withViewer } from '@/lib/action';
import { ok } from '@/lib/errors';
import type { Viewer } from '@/lib/permissions';

const viewer = { id: 'u1', email: 'u1@example.com', role: 'user', isAdmin: false } as Viewer;

describe('withViewer (the server action wrapper)', () => {
  it('answers 401 in the one error shape when nobody is signed in, without running the body', async () => {
    const body = vi.fn();
    expect(await withViewer(body, async () => null)).toEqual({ ok: false, error: 'Authentication required', code: 'UNAUTHORIZED', status: 401 });
    expect(body).not.toHaveBeenCalled();
  });

  it("passes the signed-in viewer to the body and returns the body's Result", async () => {
    expect(await withViewer(async (v) => ok(v.id), async () => viewer)).toEqual({ ok: true, data: 'u1' });
  });

  it('turns a thrown bug into a 500 without its message or stack', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await withViewer(async () => {
      throw new Error('secret connection string postgres://u:p@db');
    }, async () => viewer);
    expect(result).toEqual({ ok: false, error: 'Internal server error', code: 'UNKNOWN_ERROR', status: 500 });
    spy.mockRestore();
  });
});
