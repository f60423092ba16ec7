// [ADMIN] Payment History tab: card and manual payments, revenue cards, inclusive date filter and the CSV export.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { E2E_ADMIN, SCREENSHOTS } from '../support/env';
import { uniqueEmail } from '../support/journey';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';

const SHOTS = SCREENSHOTS;

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
    const { id } = await registerFounderViaApi(request, {
      name: 'Pia Ledger',
      email,
      businessName: 'Ledger Loaves',
    });
    await completeQuestionnaireViaApi(request, id, bakerySections('Ledger Bakery'));
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
      'Date,Order Number,Customer Name,Email,Plan,Product Code,Amount,Payment Method,Transaction ID,Transaction Type,Previous Plan,Status',
    );
    // The export follows the filters on screen: only this prospect's manual payment.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain('Manual');
  });
});
