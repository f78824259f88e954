import { describe, expect, it, vi } from 'vitest';

// lib/auth reports what happened through lib/auth/events.ts and calls no service. A call that finds
// nothing wired must fail, never skip: a reset that did not revoke the API tokens would be a hole.
describe('auth events', () => {
  it('refuses to run a reaction that the app has not wired', async () => {
    vi.resetModules();
    const events = await import('@/lib/auth/events');
    expect(() => events.authReactions()).toThrow(/not wired/);
  });

  it('hands the wired reactions to the adapter', async () => {
    vi.resetModules();
    const events = await import('@/lib/auth/events');
    const passwordReset = vi.fn(async () => undefined);
    events.wireAuthReactions({ passwordReset } as unknown as Parameters<typeof events.wireAuthReactions>[0]);
    await events.authReactions().passwordReset({ id: 'u1', email: 'a@b.test' });
    expect(passwordReset).toHaveBeenCalledWith({ id: 'u1', email: 'a@b.test' });
  });
});
