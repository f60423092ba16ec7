// The results and full statements pages arrive drawn with the founder's figures (issue #16 item 5): they
// read without any script, hydrate without a mismatch, work as before, and do not fetch again the reads
// their HTML carries; a button pressed before the script ran is pressed again once it has.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/env';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';

/** Console errors and warnings, page errors and the API reads the page sent. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  return { problems, reads };
}

const hydrated = (page: Page) => page.waitForFunction(() => '__trajectoryHydrated' in window);

async function founderWithProjection(page: Page, name: string) {
  const { id: prospectId } = await registerFounderViaApi(page.request, { businessName: name });
  const questionnaireId = await completeQuestionnaireViaApi(page.request, prospectId, bakerySections(name), {
    confirm: true,
  });
  return { prospectId, questionnaireId };
}

test('[VISITOR] the results page reads without JavaScript, hydrates cleanly and works', async ({ page }) => {
  const { prospectId, questionnaireId } = await founderWithProjection(page, 'Server Bakery');

  // No script at all: the page is in the HTML.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`/results/${prospectId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your 3-Year Profit & Loss Projection' }),
  ).toBeVisible();
  await expect(page.getByText('What your business is projected to earn and spend')).toBeVisible();
  await expect(page.getByRole('table', { name: '3-year Profit & Loss projection' })).toBeVisible();
  await expect(page.getByText('Projected results for Server Bakery.')).toBeVisible();
  await page.unrouteAll();

  // With its script: hydrated without any console error, and the reads it came with are not read again.
  const { problems, reads } = watch(page);
  await page.goto(`/results/${prospectId}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  for (const url of [
    `/api/profit-loss/${prospectId}`,
    `/api/prospects/${prospectId}`,
    '/api/products',
    `/api/questionnaires/${questionnaireId}`,
  ]) {
    expect(reads, url).not.toContain(url);
  }
  // The what-if panel answers the keyboard.
  const units = page.getByTestId('what-if').getByRole('group', { name: 'Base case' }).getByRole('slider', {
    name: 'Units sold',
  });
  await units.focus();
  await page.keyboard.press('ArrowRight');
  await expect(units).toHaveValue('1');
  // The upgrade offer leads to checkout.
  await page
    .getByRole('link', { name: /^Upgrade to / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout/);
  expect(problems).toEqual([]);
});

test('[VISITOR] full statements: drawn on the server, a tab pressed before the script ran opens once it has', async ({
  page,
}) => {
  const { prospectId } = await founderWithProjection(page, 'Tabs Bakery');
  await buyFullReports(page.request, prospectId);
  const { problems } = watch(page);
  // A slow phone: the app's entry arrives a second after the page has painted.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`/full-statements/${prospectId}`, { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tabs Bakery - Financial Statements' }),
  ).toBeVisible();
  await page.waitForFunction(() => '__trajectoryEarlyClick' in window);
  expect(await page.evaluate(() => '__trajectoryHydrated' in window)).toBe(false);
  await page.getByRole('tab', { name: 'Balance Sheet' }).click();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Balance Sheet' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: /Balance Sheet/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('[ADMIN] staff open a founder’s full statements, drawn on the server with the founder’s figures', async ({
  page,
  browser,
}) => {
  const { prospectId } = await founderWithProjection(page, 'Staff View Bakery');
  await buyFullReports(page.request, prospectId);
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  expect((await staffPage.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const html = await (await staffPage.request.get(`/full-statements/${prospectId}`)).text();
  expect(html).toContain('Staff View Bakery - Financial Statements');
  expect(html).toContain('id="ssr-state"');
  const { problems } = watch(staffPage);
  await staffPage.goto(`/full-statements/${prospectId}`);
  await hydrated(staffPage);
  await expect(staffPage.getByRole('table', { name: /Profit & Loss/i }).first()).toBeVisible();
  await staffPage.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await staff.close();
});
