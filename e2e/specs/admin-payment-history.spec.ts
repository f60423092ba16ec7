// [ADMIN] Payment History tab: card and manual payments, revenue cards, inclusive date filter and the CSV export.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { E2E_ADMIN } from '../support/env';
import { uniqueEmail } from '../support/journey';

const SHOTS = 'e2e/screenshots';

const BAKERY_SECTIONS = {
  businessInfo: { name: 'Ledger Bakery', description: 'Sourdough bakery' },
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

/** A local calendar day, `offset` days from today, as a date input takes it. */
function day(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const rows = (page: Page) => page.getByTestId('admin-payment-row');
const card = (page: Page, name: string) => page.getByRole('group', { name }).getByTestId('summary-value');

test.describe.serial('[ADMIN] payment history tab', () => {
  const email = uniqueEmail('payments-tab');

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(60_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const res = await request.post('/api/prospects', {
      data: {
        name: 'Pia Ledger',
        email,
        businessName: 'Ledger Loaves',
        phone: '(555) 010-0000',
        consentToContact: true,
      },
    });
    const { id } = (await res.json()) as { id: string };
    const q = await request.post('/api/questionnaires', {
      data: { prospectId: id, isCompleted: true, ...BAKERY_SECTIONS },
    });
    expect([200, 201]).toContain(q.status());
    await buyFullReports(request, id);
    // After the card payment, staff grant the custom plan agreed on a call.
    expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    const grant = await request.post(`/api/admin/prospects/${id}/grant-plan`, {
      data: { productCode: 'P04', amount: '350.00' },
    });
    expect(grant.status()).toBe(200);
    await request.dispose();
  });

  test('[ADMIN] the card and the manual payment are listed, with revenue counting only the card', async ({
    page,
  }) => {
    await openDashboard(page, 'payments');
    await page.getByLabel('Search', { exact: true }).fill(email);
    await expect(rows(page)).toHaveCount(2);
    const cardRow = rows(page).filter({ hasText: 'Credit Card' });
    await expect(cardRow).toContainText('Full Reports');
    await expect(cardRow).toContainText('$29.99');
    await expect(cardRow).toContainText('New Purchase');
    const manualRow = rows(page).filter({ hasText: 'Manual' });
    await expect(manualRow).toContainText('Custom Financial Proforma');
    await expect(manualRow).toContainText('$350.00');
    await expect(manualRow).toContainText('Upgrade');
    await expect(manualRow).toContainText('Full Reports');
    // Dates read 'MMM dd, yyyy' with 'h:mm a'.
    await expect(cardRow.getByRole('cell').first()).toHaveText(
      /^[A-Z][a-z]{2} \d{2}, \d{4}\d{1,2}:\d{2} (AM|PM)$/,
    );
    // The summary follows the filter: the card payment is revenue, the grant is manual revenue.
    await expect(card(page, 'Total Revenue')).toHaveText('$29.99');
    await expect(card(page, 'Manual Revenue')).toHaveText('$350.00');
    await expect(card(page, 'Payments')).toHaveText('2');
    await page.screenshot({ path: `${SHOTS}/admin-payment-history-desktop.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    // The dashboard swaps its tab bar for the accordion here, which mounts the tab afresh.
    await page.getByLabel('Search', { exact: true }).fill(email);
    await expect(rows(page)).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/admin-payment-history-phone.png`, fullPage: true });
  });

  test('[ADMIN] the date filter includes its end day, and Export CSV downloads payment-history-{date}.csv', async ({
    page,
  }) => {
    await openDashboard(page, 'payments');
    await page.getByLabel('Search', { exact: true }).fill(email);
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel('Start Date').fill(day(0));
    await page.getByLabel('End Date').fill(day(0));
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel('Start Date').fill(day(-7));
    await page.getByLabel('End Date').fill(day(-1));
    await expect(page.getByText('No transactions match your search')).toBeVisible();
    await page.getByLabel('End Date').fill(day(0));
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'Manual' }).click();
    await expect(rows(page)).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payment-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,Customer Name,Email,Plan,Product Code,Amount,Payment Method,Transaction Type,Previous Plan,Status',
    );
    // The export follows the filters on screen: only this prospect's manual payment.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain('Manual');
  });
});
