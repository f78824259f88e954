import { describe, expect, it } from 'vitest';
import { clerkFrontendApiFrom, pageContentSecurityPolicy } from '@/lib/security/headers';

// Paddle's and Clerk's origins are in the page policy only when they are configured.

const base = { nonce: 'abc', development: false, paddle: false, clerkFrontendApi: null, https: false };

describe('pageContentSecurityPolicy', () => {
  it('names no third party when none is configured, and never allows inline or eval scripts in production', () => {
    const csp = pageContentSecurityPolicy(base);
    expect(csp).not.toMatch(/paddle|clerk|cloudflare/);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds Paddle only with Paddle, Clerk only with Clerk', () => {
    const paddle = pageContentSecurityPolicy({ ...base, paddle: true });
    expect(paddle).toContain('https://cdn.paddle.com');
    expect(paddle).not.toMatch(/clerk/);
    const clerk = pageContentSecurityPolicy({ ...base, clerkFrontendApi: 'https://x.clerk.accounts.dev' });
    expect(clerk).toContain('https://x.clerk.accounts.dev');
    expect(clerk).not.toMatch(/paddle/);
  });

  it('allows eval and the dev websocket only in development, and upgrades requests over https', () => {
    expect(pageContentSecurityPolicy({ ...base, development: true })).toContain("'unsafe-eval'");
    expect(pageContentSecurityPolicy({ ...base, https: true })).toContain('upgrade-insecure-requests');
  });
});

describe('clerkFrontendApiFrom', () => {
  it('reads the Frontend API host from a publishable key, and nothing from a malformed one', () => {
    expect(clerkFrontendApiFrom(`pk_test_${btoa('clever-cat-1.clerk.accounts.dev$')}`)).toBe('https://clever-cat-1.clerk.accounts.dev');
    expect(clerkFrontendApiFrom(`pk_test_${btoa('evil.com/"; script-src *$')}`)).toBeNull();
    expect(clerkFrontendApiFrom(undefined)).toBeNull();
  });
});
