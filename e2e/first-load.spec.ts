import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { FIRST_LOAD_BUDGET_KB, firstLoad } from '../scripts/bench/first-load';

// Issue #28, pages on a real phone: the first-load JavaScript of the four pages people open most stays
// within the budget, measured as `npm run bench` measures it (scripts/bench/first-load.ts) on this
// production build. What a first paint does not need loads after it (components/islands.tsx).

// react-query's provider module (QueryClientProvider, useQueryClient) carries this message.
const QUERY_PROVIDER = 'No QueryClient set';

test('the first load of /, /pricing, /prompts and /prompts/[id] stays within 150 KB gzipped, signed in and signed out', async ({ page, baseURL }) => {
  const base = baseURL!;
  const figures: Record<string, number> = {};
  for (const path of ['/', '/pricing']) figures[`${path} signed out`] = (await firstLoad(base, path)).kb;
  await signInAs(page, PERSONAS.pro.email);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const list = (await (await page.request.get('/api/prompts')).json()) as { prompts: { _id: string }[] };
  const id = list.prompts[0]!._id;
  for (const path of ['/', '/pricing', '/prompts', `/prompts/${id}`]) figures[`${path.replace(id, '[id]')} signed in`] = (await firstLoad(base, path, cookie)).kb;
  console.log(`first-load JS gzipped (budget ${FIRST_LOAD_BUDGET_KB} KB):`, figures);
  for (const [page, kb] of Object.entries(figures)) expect(kb, `${page}: ${kb} KB`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
});

test('no first load carries the query provider: it comes with the parts of a page that read through it', async ({ page, baseURL }) => {
  await signInAs(page, PERSONAS.pro.email);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const [path, signedIn] of [['/', false], ['/pricing', false], ['/', true], ['/pricing', true], ['/prompts', true]] as const) {
    const { scripts } = await firstLoad(baseURL!, path, signedIn ? cookie : '');
    expect(scripts.filter((s) => s.text.includes(QUERY_PROVIDER)).map((s) => s.src), `${path} ${signedIn ? 'signed in' : 'signed out'}`).toEqual([]);
  }
  // Browse still reads through it once its code has come: a search asks the API and shows its answer.
  await page.goto('/prompts');
  const answer = page.waitForResponse((r) => r.url().includes('/api/prompts?') && r.url().includes('search=email') && r.ok());
  await page.getByLabel('Search prompts').fill('email');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await answer;
  await expect(page).toHaveURL(/search=email/);
  await expect(page.locator('main a[href^="/prompts/"]').first()).toBeVisible();
});
