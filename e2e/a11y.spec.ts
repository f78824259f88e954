import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs, signUpAs } from './fixtures/session';
import { titleSettled } from './fixtures/axe';

// axe on the pages the security work touched (every page now carries a nonce CSP; the sign-in dialog shows
// our refusals), at desktop and phone widths, light and dark.

const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectNoViolations(page: Page, label: string) {
  await titleSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`sign-in and pricing pass axe (${size.name}, ${scheme})`, async ({ page, consoleGate }) => {
      consoleGate.allow(/status of 401 .*\/api\/auth\/sign-in\/email/, 'the wrong password below is refused on purpose');
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/sign-in?returnUrl=%2Fprompts');
      await expectNoViolations(page, 'sign-in');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(PERSONAS.trial.email);
      await dialog.getByLabel('Password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: `.e2e/results/look-sign-in-${size.name}-${scheme}.png` });
      await expectNoViolations(page, 'sign-in dialog with an error');
      await page.goto('/pricing');
      await expectNoViolations(page, 'pricing');
    });
  }
}

for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`signed-in pages pass axe under the CSP (${size.name}, ${scheme})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await signInAs(page, PERSONAS.trial.email, '/prompts');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'prompts');
      for (const path of ['/pricing', '/account']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({ path: `.e2e/results/look-${path.slice(1)}-${size.name}-${scheme}.png`, fullPage: true });
        await expectNoViolations(page, path);
      }
    });
  }
}

// The landing with its demo, the FAQ's tabs, and the short pages of our own.
for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`landing, FAQ, contact, terms and privacy pass axe (${size.name}, ${scheme})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/', '/pricing/faq', '/pricing/faq#security', '/contact', '/terms', '/privacy']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, path);
      }
    });
  }
}

// The parameter manager (with its All Parameters panel open) and the setup wizard's steps.
for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`parameter manager and setup wizard pass axe (${size.name}, ${scheme})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await signInAs(page, PERSONAS.trial.email, '/account/parameters');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'View All Parameters' }).click();
      await expect(page.getByRole('heading', { name: 'Orphaned Parameters' })).toBeVisible();
      await page.screenshot({ path: `.e2e/results/look-parameters-${size.name}-${scheme}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoViolations(page, '/account/parameters');
      await page.goto('/account/parameters/setup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'setup wizard, intro');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('region', { name: 'Live preview' })).toBeVisible();
      await page.screenshot({ path: `.e2e/results/look-parameters-setup-${size.name}-${scheme}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoViolations(page, 'setup wizard, form');
    });
  }
}

// The five onboarding steps of a new account, and the home of a returning one (the trial
// persona: trial banner, pricing) and of the admin (admin cards).
for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`onboarding steps and the home pass axe (${size.name}, ${scheme})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await signUpAs(page, 'Axel Axe', `axe-${size.name}-${scheme}-${Date.now()}@e2e.test`);
      await expectNoViolations(page, 'onboarding step 1');
      await page.getByRole('button', { name: "Let's Get Started" }).click();
      await page.getByRole('radio', { name: /Content/ }).check();
      await expectNoViolations(page, 'onboarding step 2');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Your name')).toHaveValue('Axel Axe');
      await expectNoViolations(page, 'onboarding step 3');
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(page.getByRole('list', { name: 'Curated prompts' })).toBeVisible();
      await page.screenshot({ path: `.e2e/results/look-onboarding-4-${size.name}-${scheme}.png`, fullPage: true });
      await expectNoViolations(page, 'onboarding step 4');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
      await expectNoViolations(page, 'onboarding step 5');

      await page.context().clearCookies();
      for (const persona of [PERSONAS.trial, PERSONAS.admin]) {
        await signInAs(page, persona.email, '/');
        await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
        await page.screenshot({ path: `.e2e/results/look-home-${persona.email.split('@')[0]}-${size.name}-${scheme}.png`, fullPage: true });
        await expectNoViolations(page, `home (${persona.email})`);
        await page.context().clearCookies();
      }
    });
  }
}

// Forgot password (the dialog's form and its answer), the reset page (a link that no
// longer works, and a usable one) and the local outbox.
for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`forgot password, reset page and outbox pass axe (${size.name}, ${scheme})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/sign-in');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await expectNoViolations(page, 'forgot password');
      await dialog.getByLabel('Email').fill(`nobody-${size.name}-${scheme}@e2e.test`);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expect(dialog.getByRole('status')).toBeVisible();
      await expectNoViolations(page, 'forgot password, sent');
      await page.goto('/reset-password?token=not-a-token');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'reset page, unusable link');
      // A usable link: ask for one for a persona (its password stays as it is) and open it.
      await page.goto('/sign-in');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('dialog').getByLabel('Email').fill(PERSONAS.free.email);
      await page.getByRole('dialog').getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('dialog').getByRole('status')).toBeVisible();
      await page.goto('/dev/outbox');
      await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
      await page.screenshot({ path: `.e2e/results/look-outbox-${size.name}-${scheme}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoViolations(page, '/dev/outbox');
      const link = page.getByTestId('outbox-mail').filter({ hasText: PERSONAS.free.email }).first().getByRole('link');
      await page.goto((await link.getAttribute('href'))!);
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
      await page.screenshot({ path: `.e2e/results/look-reset-password-${size.name}-${scheme}.png` });
      await expectNoViolations(page, 'reset page, usable link');
    });
  }
}

// Browse of a new paid user with no category of their own ('Create one in the editor', told
// apart by an underline), the viewer with a select placeholder (named by its options) and its ⋮ menu open, and
// the editor with its guided tour showing (desktop; the tour does not run on phones).
for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`a new user's Browse, the viewer with its menu and the editor with its tour pass axe (${size.name}, ${scheme})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await signUpAs(page, 'Vera Viewer', `viewer-${size.name}-${scheme}-${Date.now()}@e2e.test`);

      await page.goto('/prompts');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (size.name === 'phone') await page.getByRole('button', { name: /Categories/ }).first().click();
      await expect(page.getByRole('link', { name: 'Create one in the editor' })).toBeVisible();
      await expectNoViolations(page, 'prompts, no categories of my own');

      await page.goto('/prompts?search=Personalised+Cold+Email');
      await page.getByRole('link', { name: 'Personalised Cold Email' }).click();
      await expect(page.getByLabel('professional / friendly / persuasive / direct')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Run it here' })).toBeVisible();
      await expectNoViolations(page, 'viewer');
      await page.getByRole('button', { name: 'More options' }).click();
      await expect(page.getByRole('menuitem', { name: 'Clone Prompt' })).toBeVisible();
      await expectNoViolations(page, 'viewer, menu open');
      await page.keyboard.press('Escape');

      await page.goto('/unified-editor');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (size.name === 'desktop') await expect(page.getByTestId('button-primary')).toHaveText(/^Next \(1 of \d+\)$/);
      await page.screenshot({ path: `.e2e/results/look-editor-${size.name}-${scheme}.png` });
      await expectNoViolations(page, size.name === 'desktop' ? 'editor with its tour' : 'editor');
      // The AI Prompt Builder, open (the viewer's 'Run it here' box was checked above).
      if (size.name === 'desktop') await page.getByRole('button', { name: 'Skip tour' }).click();
      await page.getByRole('button', { name: 'AI Prompt Builder' }).click();
      await expect(page.getByTestId('ai-usage')).toBeVisible();
      await expectNoViolations(page, 'editor with the AI Prompt Builder open');
    });
  }
}
