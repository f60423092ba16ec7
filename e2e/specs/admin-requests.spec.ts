// [ADMIN] The Dashboard tab: stat cards, search and date filters, generate/regenerate an assessment, delete a request.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { uniqueEmail } from '../support/journey';

const SHOTS = 'e2e/screenshots';

/** The nine answers of a small bakery, as the wizard stores them. */
function bakerySections(name: string) {
  return {
    businessInfo: { name, description: 'Sourdough bakery selling loaves to neighbours and cafés' },
    productsServices: { type: 'Physical Products', unitPrice: 12 },
    revenueInfo: { startMonth: '0', growthRate: 0.2 },
    salesVolume: { firstMonthSales: 500 },
    growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
    operationalCosts: { costPerItem: 4 },
    expenseInfo: {
      ownerSalary: 2000,
      monthlyAdvertising: 300,
      monthlyRent: 1200,
      monthlyUtilities: 200,
      monthlyInsurance: 100,
    },
    assetInfo: { oneTimePurchases: 15000 },
    equityInfo: { initialCash: 20000 },
  };
}

/** Pays for Full Reports with the simulated card, through the API the checkout page uses. */
async function buyFullReports(request: APIRequestContext, prospectId: string) {
  const intentRes = await request.post('/api/stripe/create-payment-intent', {
    data: { prospectId, productCode: 'P02' },
  });
  expect(intentRes.status()).toBe(200);
  const intent = (await intentRes.json()) as { paymentIntentId: string; clientSecret: string };
  const confirm = await request.post('/api/payments/simulated/confirm', {
    data: {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada',
    },
  });
  expect(((await confirm.json()) as { status: string }).status).toBe('succeeded');
  const success = await request.post('/api/payment/success', {
    data: { prospectId, paymentMethod: 'credit_card', paymentIntentId: intent.paymentIntentId },
  });
  expect(success.status()).toBe(200);
}

/** A founder with one completed questionnaire, seeded through the visitor API; optionally on Full Reports. */
async function seedFounder(request: APIRequestContext, businessName: string, { paid = false } = {}) {
  const prospectRes = await request.post('/api/prospects', {
    data: {
      name: 'Ada Founder',
      email: uniqueEmail('requests'),
      businessName,
      phone: '(555) 010-0000',
      consentToContact: true,
    },
  });
  expect(prospectRes.status()).toBe(201);
  const prospectId = ((await prospectRes.json()) as { id: string }).id;
  const questionnaireRes = await request.post('/api/questionnaires', {
    data: { prospectId, isCompleted: true, ...bakerySections(businessName) },
  });
  expect(questionnaireRes.ok()).toBe(true);
  const questionnaireId = ((await questionnaireRes.json()) as { id: string }).id;
  const complete = await request.post('/api/questionnaire/complete', { data: { questionnaireId } });
  expect(complete.status()).toBe(200);
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
