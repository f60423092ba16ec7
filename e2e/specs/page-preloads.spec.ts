// The statements pages start their data with the HTML (issue #16 item 5): every API read the server
// preloads is the one the page makes (used, never fetched twice), and the page still shows real figures.
import { expect, test, type Page } from '@playwright/test';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';

/** Opens a page and returns the API reads the browser sent, with how often, and the console warnings. */
async function openCounting(page: Page, url: string) {
  const sent = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (req) => {
    const { pathname, search } = new URL(req.url());
    if (pathname.startsWith('/api/')) sent.set(pathname + search, (sent.get(pathname + search) ?? 0) + 1);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
  });
  const res = await page.goto(url);
  const html = (await res?.text()) ?? '';
  const preloaded = [
    ...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g),
  ].map((m) => m[1]!);
  return { sent, warnings, preloaded, html };
}

test('results and full statements preload their reads, and each is fetched once', async ({ page }) => {
  test.setTimeout(60_000);
  const { id: prospectId } = await registerFounderViaApi(page.request, { emailTag: 'preloads' });
  const questionnaireId = await completeQuestionnaireViaApi(
    page.request,
    prospectId,
    bakerySections('Preload Bakery'),
    {
      confirm: true,
    },
  );

  const results = await openCounting(page, `/results/${prospectId}?questionnaireId=${questionnaireId}`);
  await expect(page.getByRole('table', { name: /Profit & Loss/i }).first()).toBeVisible();
  expect(results.preloaded).toEqual(
    expect.arrayContaining([
      `/api/profit-loss/questionnaire/${questionnaireId}`,
      `/api/prospects/${prospectId}`,
      '/api/products',
    ]),
  );
  expect(results.html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/results-page-[^"]+\.js">/,
  );
  // Wait until the page has settled, then check every preload was the page's own read, made once.
  await page.waitForLoadState('networkidle');
  for (const url of results.preloaded) expect(results.sent.get(url), url).toBe(1);
  expect(results.warnings.filter((w) => /preload/i.test(w))).toEqual([]);

  await buyFullReports(page.request, prospectId);
  const full = await openCounting(page, `/full-statements/${prospectId}`);
  await expect(page.getByRole('table', { name: /Profit & Loss/i }).first()).toBeVisible();
  expect(full.preloaded).toEqual(
    expect.arrayContaining([`/api/balance-sheet/${prospectId}`, `/api/cash-flow/${prospectId}`]),
  );
  await page.waitForLoadState('networkidle');
  for (const url of full.preloaded) expect(full.sent.get(url), url).toBe(1);
  expect(full.warnings.filter((w) => /preload/i.test(w))).toEqual([]);

  // A browser without a session gets the page's code early, but no data preloads.
  await page.context().clearCookies();
  const stranger = await openCounting(page, `/results/${prospectId}`);
  expect(stranger.preloaded).toEqual([]);
  expect(stranger.html).toContain('rel="modulepreload"');
});
