// [ADMIN] The Dashboard tab: stat cards, search and date filters, generate/regenerate an assessment, delete a request.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;

/** A founder with one completed questionnaire, seeded through the visitor API; optionally on Full Reports. */
async function seedFounder(request: APIRequestContext, businessName: string, { paid = false } = {}) {
  const { id: prospectId } = await registerFounderViaApi(request, { emailTag: 'requests', businessName });
  const questionnaireId = await completeQuestionnaireViaApi(
    request,
    prospectId,
    bakerySections(businessName, 'Sourdough bakery selling loaves to neighbours and cafés'),
    { confirm: true },
  );
  if (paid) await buyFullReports(request, prospectId);
  return { prospectId, questionnaireId };
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
}

const rows = (page: Page) => page.getByTestId('request-row');

test.describe.serial('[ADMIN] requests tab', () => {
  const tag = `Rq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const bakery = `${tag} Bakery`;
  const studio = `${tag} Studio`;

  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(90_000);
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await seedFounder(page.request, bakery);
    await seedFounder(page.request, studio, { paid: true });
    await page.close();
  });

  test('[ADMIN] stat cards, search by business name and a date range that relabels the period card', async ({
    page,
  }) => {
    await openDashboard(page, 'dashboard');
    const stats = page.getByRole('region', { name: 'Request statistics' });
    for (const label of ['Total Requests', 'Reports Generated', 'This Month', 'Completion Rate'])
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    await expect(stats.getByText(/^\d+%$/)).toBeVisible();

    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);
    // Newest first by default: the studio was seeded last.
    await expect(rows(page).first()).toContainText(studio);
    await expect(rows(page).filter({ hasText: studio })).toContainText('Complete');
    await expect(rows(page).filter({ hasText: bakery })).toContainText('Simple');
    await page.getByLabel('Search').press('Tab');
    await page.screenshot({ path: `${SHOTS}/admin-requests-desktop.png`, fullPage: true });

    await search(page, bakery);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(bakery);

    // A range around today keeps the row and turns "This Month" into "Selected Period".
    await page.getByLabel('Start date').fill(day(-1));
    await page.getByLabel('End date').fill(day(1));
    await expect(stats.getByText('Selected Period', { exact: true })).toBeVisible();
    await expect(stats.getByText('This Month', { exact: true })).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);

    // A range long past has none of them.
    await page.getByLabel('Start date').fill('2001-01-01');
    await page.getByLabel('End date').fill('2001-01-31');
    await expect(page.getByText('No requests match your filters')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect(stats.getByText('This Month', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Search')).toHaveValue('');
  });

  test('[ADMIN] generate, then regenerate an assessment and read the report', async ({ page }) => {
    test.setTimeout(150_000);
    await openDashboard(page, 'dashboard');
    await search(page, bakery);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: `View assessment for ${bakery}` })).toBeDisabled();

    await page.getByRole('button', { name: `Generate assessment for ${bakery}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Business Assessment Report' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Questions to Explore' })).toBeVisible({
      timeout: 60_000,
    });
    for (const section of [
      'Executive Summary',
      'Profit & Loss Analysis',
      'Cash Flow Analysis',
      'Recommendations',
    ])
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download Word' })).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/admin-requests-assessment-desktop.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Word' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The list now knows the assessment is there.
    const view = page.getByRole('button', { name: `View assessment for ${bakery}` });
    await expect(view).toBeEnabled();

    await page.getByRole('button', { name: `Regenerate assessment for ${bakery}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Executive Summary' })).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await view.click();
    await expect(dialog.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  });

  test('[ADMIN] delete a request after confirming', async ({ page }) => {
    await openDashboard(page, 'dashboard');
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);
    const total = page.getByRole('region', { name: 'Request statistics' });
    await page.getByRole('button', { name: `Delete request for ${studio}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(studio);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole('button', { name: `Delete request for ${studio}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(bakery);
    await expect(total.getByText('Total Requests')).toBeVisible();
  });

  test('[ADMIN] on a phone the requests table scrolls inside the Dashboard section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, 'dashboard');
    const trigger = page.getByRole('button', { name: 'Dashboard', exact: true });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await search(page, tag);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByText('Total Requests')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-requests-phone.png`, fullPage: true });
    const actions = page.getByRole('button', { name: `Edit questionnaire for ${bakery}` });
    await actions.scrollIntoViewIfNeeded();
    await expect(actions).toBeVisible();
    // The page itself does not scroll sideways; the table does, inside its card.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The report fills the screen on a phone.
    await page.getByRole('button', { name: `View assessment for ${bakery}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Business Assessment Report' });
    await expect(dialog.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-requests-assessment-phone.png` });
  });
});
