// Share links (issue #26 item 1): a paying founder shares a plan from the full statements page, the link
// opens without cookies, its view is counted in the founder's list, revoking it makes it answer 410, and
// staff see it revoked among the prospect's links.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openDashboard } from '../support/admin';
import { LAPTOP, PHONE } from '../support/env';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { shoot } from '../support/screens';

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share with a lender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with a lender' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a founder shares a plan with a lender, sees its view and revokes it; staff see it revoked', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const tag = `Share${Date.now().toString(36)}`;
  const founder = await registerFounderViaApi(page.request, {
    name: `Ada ${tag}`,
    emailTag: 'share-links',
    businessName: `${tag} Bakery`,
  });
  const questionnaireId = await completeQuestionnaireViaApi(
    page.request,
    founder.id,
    bakerySections(`${tag} Bakery`),
  );
  await buyFullReports(page.request, founder.id);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The dashboard's card of a paid plan offers it too.
  await page.setViewportSize(PHONE);
  await page.goto('/reports');
  await expect(
    page.getByTestId('report-card').getByRole('button', { name: 'Share with a lender' }),
  ).toBeVisible();
  await shoot(page, 'share-report-card-phone');

  await page.setViewportSize(LAPTOP);
  await page.goto(`/full-statements/${founder.id}?questionnaireId=${questionnaireId}`);
  let dialog = await openShareDialog(page);
  await expect(dialog.getByText(/No links yet/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Shared with/ }).fill('First Bank');
  await dialog.getByRole('radio', { name: '90 days' }).check();
  await dialog.getByRole('checkbox', { name: 'Allow downloads of the PDF and Excel' }).check();
  await shoot(page, 'share-dialog-form-laptop', { fullPage: false });
  await dialog.getByRole('button', { name: 'Create link' }).click();

  // The full address, shown once, copied to the clipboard as shown.
  const address = dialog.getByRole('textbox', { name: 'Link for First Bank' });
  await expect(address).toHaveValue(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{22}$`));
  const url = await address.inputValue();
  await expect(dialog.getByText('This link is shown only this once.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const item = dialog.getByTestId('share-link');
  await expect(item).toContainText('First Bank');
  await expect(item).toContainText('Active');
  await expect(item).toContainText('Never opened');
  await expect(item).toContainText('PDF and Excel allowed');
  await shoot(page, 'share-dialog-created-laptop', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'share dialog with a new link');

  // The lender: no cookie, only the link.
  const token = new URL(url).pathname.split('/').at(-1)!;
  const lender = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const opened = await lender.get(`/api/shared/${token}`);
  expect(opened.status()).toBe(200);
  expect(((await opened.json()) as { link: { label: string } }).link.label).toBe('First Bank');

  // Reopened, the dialog reads the list again: one view, and the address is no longer shown.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  dialog = await openShareDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Link for First Bank' })).toHaveCount(0);
  await expect(dialog.getByTestId('share-link')).toContainText('1 view, last');

  await page.setViewportSize(PHONE);
  // The dialog fills the phone's screen and never scrolls sideways.
  expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await shoot(page, 'share-dialog-phone', { fullPage: false });

  // Revoke, confirmed in the row (on the phone: the keys and the screen's width both work there).
  await dialog.getByRole('button', { name: 'Revoke First Bank' }).click();
  const confirm = dialog.getByRole('group', { name: 'Confirm revoking First Bank' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.scrollIntoViewIfNeeded();
  await shoot(page, 'share-dialog-revoke-phone', { fullPage: false });
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Revoke link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('share-link')).toHaveAttribute('data-status', 'revoked');
  await expect(dialog.getByTestId('share-link')).toContainText('Revoked');
  await expect(dialog.getByRole('button', { name: 'Revoke First Bank' })).toHaveCount(0);
  await page.setViewportSize(LAPTOP);
  const gone = await lender.get(`/api/shared/${token}`);
  expect(gone.status()).toBe(410);
  await lender.dispose();

  // Staff: the prospect's links, this one revoked.
  const staff = await page.context().browser()!.newPage({ baseURL, viewport: LAPTOP });
  await openDashboard(staff, 'prospects');
  await staff.getByLabel('Search', { exact: true }).fill(founder.email);
  await staff.getByRole('button', { name: `Share links of ${founder.name}` }).click();
  const staffDialog = staff.getByRole('dialog', { name: 'Share Links' });
  const staffItem = staffDialog.getByTestId('share-link');
  await expect(staffItem).toHaveAttribute('data-status', 'revoked');
  await expect(staffItem).toContainText('First Bank');
  await expect(staffItem).toContainText('1 view, last');
  await shoot(staff, 'share-links-staff-laptop', { fullPage: false });
  // On a phone the tabs become an accordion (drawn anew): the dialog is opened again there.
  await staff.setViewportSize(PHONE);
  await staff.getByRole('button', { name: `Share links of ${founder.name}` }).click();
  await expect(staffItem).toHaveAttribute('data-status', 'revoked');
  await shoot(staff, 'share-links-staff-phone', { fullPage: false });
  await staff.close();
});
