// The statements pages start their data with the HTML (issue #16 item 5): with a session the page arrives
// drawn with its reads' answers and reads none of them again; without one it preloads its code.
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
  const scripts = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (req) => {
    const { pathname, search } = new URL(req.url());
    if (pathname.startsWith('/api/')) sent.set(pathname + search, (sent.get(pathname + search) ?? 0) + 1);
    if (/^\/assets\/.*\.js$/.test(pathname)) scripts.set(pathname, (scripts.get(pathname) ?? 0) + 1);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
  });
  const res = await page.goto(url);
  const html = (await res?.text()) ?? '';
  const preloaded = [
    ...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g),
  ].map((m) => m[1]!);
  return { sent, scripts, warnings, preloaded, html };
}

test('results and full statements carry their reads in the HTML, and nothing is fetched twice', async ({
  page,
}) => {
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

  // With a session the page comes drawn with its reads' answers (page-render.ts): nothing is preloaded,
  // the reads it carries are not fetched, and whatever the page reads later is read once.
  const carried = (html: string) => {
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
    const queries = (JSON.parse(state?.[1] ?? '{"queries":[]}') as { queries: { queryKey: string[] }[] })
      .queries;
    return queries.map(({ queryKey }) => queryKey.join('/'));
  };
  const results = await openCounting(page, `/results/${prospectId}?questionnaireId=${questionnaireId}`);
  await expect(page.getByRole('table', { name: /Profit & Loss/i }).first()).toBeVisible();
  expect(results.preloaded).toEqual([]);
  expect(results.html).not.toContain('rel="modulepreload"');
  expect(carried(results.html)).toEqual(
    expect.arrayContaining([
      `/api/profit-loss/questionnaire/${questionnaireId}`,
      `/api/prospects/${prospectId}`,
      '/api/products',
      `/api/questionnaires/${questionnaireId}`,
    ]),
  );
  await page.waitForLoadState('networkidle');
  for (const url of carried(results.html)) expect(results.sent.get(url), url).toBeUndefined();
  for (const [url, times] of results.sent) expect(times, url).toBe(1);
  expect(results.warnings.filter((w) => /preload/i.test(w))).toEqual([]);

  await buyFullReports(page.request, prospectId);
  const full = await openCounting(page, `/full-statements/${prospectId}`);
  await expect(page.getByRole('table', { name: /Profit & Loss/i }).first()).toBeVisible();
  expect(carried(full.html)).toEqual(
    expect.arrayContaining([`/api/balance-sheet/${prospectId}`, `/api/cash-flow/${prospectId}`]),
  );
  await page.waitForLoadState('networkidle');
  for (const url of carried(full.html)) expect(full.sent.get(url), url).toBeUndefined();
  for (const [url, times] of full.sent) expect(times, url).toBe(1);
  expect(full.warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  // The drawn page names its route's chunks for the boot script, which fetches them after the entry's:
  // each script is fetched once, and the router's loader finds their links there and adds none again.
  const pageChunks = / data-page-preload="([^"]+)"/.exec(full.html)?.[1]?.split(' ') ?? [];
  expect(pageChunks.some((file) => /\/full-statements-page-[\w-]+\.js$/.test(file))).toBe(true);
  for (const file of pageChunks) expect(full.scripts.get(file), file).toBe(1);
  for (const [file, times] of full.scripts) expect(times, file).toBe(1);
  const links = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((all) => all.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(links.length).toBe(new Set(links).size);

  // A browser without a session gets the page's code early, but no data preloads and no data.
  await page.context().clearCookies();
  const stranger = await openCounting(page, `/results/${prospectId}`);
  expect(stranger.preloaded).toEqual([]);
  expect(stranger.html).toContain('rel="modulepreload"');
  expect(stranger.html).not.toContain('ssr-state');
});
