// [ADMIN] Refunds that revoke (issue #22 item 9): staff refund a card payment from the Payment History tab;
// the confirmation names the amount and what is revoked, the row then shows Refunded, and the founder's
// plan is back to the free plan.
import { expect, test } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { SCREENSHOTS } from '../support/env';
import { uniqueEmail } from '../support/journey';
import { buyFullReports, registerFounderViaApi } from '../support/seed';

const SHOTS = SCREENSHOTS;

test('[ADMIN] staff refund a card payment: the row shows Refunded and the founder is back on the free plan', async ({
  page,
  playwright,
}, testInfo) => {
  const email = uniqueEmail('refund');
  // The founder's own browser: registers, pays, and later reads its plan.
  const founder = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { id } = await registerFounderViaApi(founder, {
    name: 'Rita Refund',
    email,
    businessName: 'Rita Rolls',
  });
  await buyFullReports(founder, id);
  const planOf = async () =>
    ((await (await founder.get(`/api/prospects/${id}`)).json()) as { selectedPlan: string }).selectedPlan;
  expect(await planOf()).toBe('Full Reports');

  const row = page.getByTestId('admin-payment-row');
  const dialog = page.getByRole('alertdialog');
  const openRefund = async () => {
    await page.getByLabel('Search', { exact: true }).fill(email);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Refund 29\.99 USD/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Refund $29.99?' })).toBeVisible();
  };

  // On a phone (the dashboard's accordion layout): the confirmation fits; cancelled, nothing changes.
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, 'payments');
  await openRefund();
  await expect(dialog.getByRole('button', { name: 'Refund $29.99' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/admin-refund-dialog-phone.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await planOf()).toBe('Full Reports');

  // On a laptop: the confirmation names the amount and what is revoked, then refunds.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page, 'payments');
  await openRefund();
  const revokes = dialog.getByRole('list', { name: 'What the refund revokes' });
  await expect(revokes).toContainText('Plan: Full Reports → Free Projection');
  await expect(revokes).toContainText('Report limit:');
  await expect(dialog).toContainText('simulated card payment is marked refunded');
  await page.screenshot({ path: `${SHOTS}/admin-refund-dialog-desktop.png` });

  await dialog.getByRole('button', { name: 'Refund $29.99' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment refunded')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(email);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(7)).toContainText(/refunded/i);
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-refund-row-desktop.png`, fullPage: true });

  expect(await planOf()).toBe('Free Projection');
  await founder.dispose();
});
