import { describe, expect, it } from 'vitest';
import { guardRedirect, safeReturnUrl, signUpWithReturn } from '@/lib/guards';
import { canCreatePrompt, canManagePrompt, canReadPromptContent, canSeePrompt } from '@/lib/permissions';
import { testViewer } from '../viewers';

const viewer = testViewer;
const free = viewer();
const trial = viewer({ trialDaysRemaining: 5, isTrialActive: true, canAccessProFeatures: true });
const pro = viewer({ subscriptionTier: 'pro', subscriptionStatus: 'active', isCurrent: true, canAccessProFeatures: true });
const admin = viewer({ role: 'admin', isAdmin: true, isCurrent: true, canAccessProFeatures: true });

describe('guardRedirect (spec P1 §2)', () => {
  it('sends a signed-out visitor of any protected page to /signup', () => {
    expect(guardRedirect(null, 'signedIn')).toBe('/signup');
    expect(guardRedirect(null, 'pro')).toBe('/signup');
    expect(guardRedirect(null, 'admin')).toBe('/signup');
  });
  it('sends a free user without a trial away from pro pages to /#pricing', () => {
    expect(guardRedirect(free, 'pro')).toBe('/#pricing');
  });
  it('lets trial, pro and admin users into pro pages', () => {
    for (const v of [trial, pro, admin]) expect(guardRedirect(v, 'pro')).toBeNull();
  });
  it('sends everyone but admins away from admin pages to /', () => {
    for (const v of [free, trial, pro]) expect(guardRedirect(v, 'admin')).toBe('/');
    expect(guardRedirect(admin, 'admin')).toBeNull();
  });
  it('lets anyone see public pages', () => {
    expect(guardRedirect(null, 'public')).toBeNull();
  });
});

describe('safeReturnUrl', () => {
  it('keeps same-site paths and defaults to /', () => {
    expect(safeReturnUrl('/prompts?page=2')).toBe('/prompts?page=2');
    expect(safeReturnUrl(undefined)).toBe('/');
  });
  it('refuses other sites and scheme tricks', () => {
    for (const bad of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) expect(safeReturnUrl(bad)).toBe('/');
  });
  it('refuses what a browser would read as another site: tabs, newlines, backslashes, schemes', () => {
    const bad = [
      '/\t/evil.example',
      decodeURIComponent('%2F%09%2Fevil.example'),
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'https:evil.example',
      'https:/evil.example',
      'https://evil.example/prompts',
      'HTTPS://evil.example',
      'http:\\\\evil.example',
      'data:text/html,hi',
      'javascript:alert(1)',
      '//evil.example@localhost',
      '/..//evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E//evil.example',
      '/./\\evil.example',
      '/../\\evil.example',
      '/.//%5Cevil.example',
    ];
    for (const raw of bad) expect(safeReturnUrl(raw), JSON.stringify(raw)).toBe('/');
  });
  it('keeps a same-site path normalised, with its query and hash', () => {
    expect(safeReturnUrl('/prompts/abc?x=1#top')).toBe('/prompts/abc?x=1#top');
    expect(safeReturnUrl('/a/../prompts')).toBe('/prompts');
  });
});

describe('permissions (spec P1 §6)', () => {
  const own = { authorId: 'u1', accessLevel: 'free' as const, approved: false, viewable: 'private' as const };
  const someoneElses = { ...own, authorId: 'u2' };
  const proLibrary = { authorId: null, accessLevel: 'pro' as const, approved: true, viewable: 'public' as const };

  it('create: admin, current subscriber or trial user', () => {
    expect([free, trial, pro, admin].map(canCreatePrompt)).toEqual([false, true, true, true]);
  });
  it('edit/delete: the author with pro tier or trial days, or an admin', () => {
    expect(canManagePrompt(free, own)).toBe(false);
    expect(canManagePrompt(trial, own)).toBe(true);
    expect(canManagePrompt(pro, own)).toBe(true);
    expect(canManagePrompt(pro, someoneElses)).toBe(false);
    expect(canManagePrompt(admin, someoneElses)).toBe(true);
  });
  it("a private prompt is visible to its author and admins only", () => {
    expect(canSeePrompt(free, own)).toBe(true);
    expect(canSeePrompt(pro, someoneElses)).toBe(false);
    expect(canSeePrompt(admin, someoneElses)).toBe(true);
  });
  it('pro content is for users with pro access', () => {
    expect(canReadPromptContent(free, proLibrary)).toBe(false);
    expect(canReadPromptContent(trial, proLibrary)).toBe(true);
  });
});

describe('signUpWithReturn (spec P1 §8: a 401 sends the user to /signup)', () => {
  it('carries the page and its query as returnUrl', () => {
    expect(signUpWithReturn('/prompts?search=email&page=2')).toBe('/signup?returnUrl=%2Fprompts%3Fsearch%3Demail%26page%3D2');
    expect(signUpWithReturn('/account')).toBe('/signup?returnUrl=%2Faccount');
  });
  it('drops a return address that is home, missing, or leaves the site', () => {
    for (const raw of ['/', '', null, undefined, '//evil.example/x', 'https://evil.example/prompts', '/\\evil.example']) {
      expect(signUpWithReturn(raw)).toBe('/signup');
    }
  });
  it('never returns to a sign-in screen: it stands for the page that screen would return to, so returnUrl never nests', () => {
    expect(signUpWithReturn('/signup?returnUrl=%2Fprompts%3Fpage%3D2')).toBe('/signup?returnUrl=%2Fprompts%3Fpage%3D2');
    expect(signUpWithReturn('/sign-in?returnUrl=%2Fsignup%3FreturnUrl%3D%252Faccount')).toBe('/signup?returnUrl=%2Faccount');
    expect(signUpWithReturn('/signup')).toBe('/signup');
    expect(signUpWithReturn('/sign-in?returnUrl=https%3A%2F%2Fevil.example')).toBe('/signup');
    let nested = '/prompts';
    for (let i = 0; i < 20; i++) nested = `/signup?returnUrl=${encodeURIComponent(nested)}`;
    expect(signUpWithReturn(nested)).toBe('/signup');
  });
});
