// [ADMIN] Activity tab (issue #22): a product's new price appears as a row with its price before and
// after; the filters narrow the list; Export CSV downloads the filtered rows.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { E2E_ADMIN, SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;
const rows = (page: Page) => page.getByTestId('audit-row');

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[ADMIN] a repriced product shows in Activity with before and after, filters and the CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const code = `ACT${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  const name = `Activity Plan ${code}`;
  await openDashboard(page, 'products');
  // Inactive, so the shared home page never offers it to other specs' visitors.
  const created = await page.request.post('/api/admin/products', {
    data: { code, name, type: 'Paid', price: '12.50', isActive: false },
  });
  expect(created.status()).toBe(201);
  await page.reload();

  // Change the price in the Products tab.
  const row = page.getByTestId('product-row').filter({ hasText: code });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Price (USD)').fill('15.75');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(`${name} updated`)).toBeVisible();
  // The toast goes by itself; clicking its close button could land on the table under it as it leaves.
  await expect(page.getByText(`${name} updated`)).toBeHidden({ timeout: 15_000 });

  // Activity: the newest row is the change, by this admin; opening it shows the price before and after.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Activity' });
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/admin/audit-log?') && r.url().includes(`search=${code}`),
  );
  await panel.getByLabel('Search', { exact: true }).fill(code);
  await searched;
  await expect(rows(page)).toHaveCount(2);
  const change = rows(page).first();
  await expect(change).toContainText('Product changed');
  await expect(change).toContainText(E2E_ADMIN.username);
  await expect(change).toContainText(`Changed product ${name} (${code}): price`);
  await change.getByRole('button', { name: 'Show the changed fields' }).click();
  const field = page.getByTestId('audit-field').filter({ hasText: 'price' });
  await expect(field.getByTestId('audit-before')).toHaveText(/12\.50$/);
  await expect(field.getByTestId('audit-after')).toHaveText(/15\.75$/);
  await expect(rows(page)).toHaveCount(2);
  await expect(field).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-activity-desktop.png`, fullPage: true });

  // Filters: the area and the staff user keep the row; another area has none of it.
  await chooseFilter(page, 'Area', 'Products');
  await expect(rows(page)).toHaveCount(2);
  await chooseFilter(page, 'Staff User', E2E_ADMIN.username);
  await expect(rows(page)).toHaveCount(2);
  await chooseFilter(page, 'Area', 'Promo codes');
  await expect(panel.getByText('No activity matches your search')).toBeVisible();
  await chooseFilter(page, 'Area', 'Products');
  await chooseFilter(page, 'Order', 'Oldest first');
  await expect(rows(page).first()).toContainText('Product created');

  // The CSV holds the filtered rows, with the labels and the fields before and after.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Date,Staff User,Action,Target,Target Id,Summary,Before,After');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('Product created');
  expect(lines[2]).toContain('Product changed');
  expect(lines[2]).toContain('"{""price"": ""12.50""}","{""price"": ""15.75""}"');

  // A phone: the accordion holds Activity too, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Search', { exact: true }).fill(code);
  await expect(rows(page)).toHaveCount(2);
  await rows(page).first().getByRole('button', { name: 'Show the changed fields' }).click();
  await expect(page.getByTestId('audit-field').filter({ hasText: 'price' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/admin-activity-phone.png`, fullPage: true });
});
