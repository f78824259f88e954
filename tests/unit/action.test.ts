import { describe, expect, it, vi } from 'vitest';
import { runAction, type ActionDefinition } from '@/lib/action';
import { ok } from '@/lib/errors';
import type { Viewer } from '@/lib/permissions';

const viewer = { id: 'u1', email: 'u1@example.com', role: 'user', isAdmin: false } as Viewer;
const echo: ActionDefinition<string, string> = { name: 'test.echo', run: async (v, input) => ok(`${v.id}:${input}`) };

describe('runAction (the server action wrapper)', () => {
  it('answers 401 in the one error shape when nobody is signed in, without running the body', async () => {
    const run = vi.fn();
    expect(await runAction({ name: 'test.none', run }, async () => null, 'x')).toEqual({
      ok: false,
      error: 'Authentication required',
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('answers 403 to a non-admin calling an admin action', async () => {
    const run = vi.fn();
    expect(await runAction({ name: 'test.admin', access: 'admin', run }, async () => viewer, 'x')).toMatchObject({ ok: false, status: 403 });
    expect(run).not.toHaveBeenCalled();
  });

  it("passes the signed-in viewer and the input to the body and returns the body's Result", async () => {
    expect(await runAction(echo, async () => viewer, 'hello')).toEqual({ ok: true, data: 'u1:hello' });
  });

  it('turns a thrown bug into a 500 without its message or stack', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await runAction(
      {
        name: 'test.throws',
        run: async () => {
          throw new Error('secret connection string postgres://u:p@db');
        },
      },
      async () => viewer,
      null,
    );
    expect(result).toEqual({ ok: false, error: 'Internal server error', code: 'UNKNOWN_ERROR', status: 500 });
    spy.mockRestore();
  });

  it('turns a session lookup that cannot reach the database into a 503, never a 401', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const result = await runAction(echo, async () => Promise.reject(refused), 'x');
    expect(result).toMatchObject({ ok: false, status: 503, code: 'SERVICE_UNAVAILABLE' });
    spy.mockRestore();
  });
});
