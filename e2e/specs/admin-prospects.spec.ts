// [ADMIN] Prospects tab: search, status badges, inline remaining edit, contact status, granting the custom plan, delete.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { bakerySections, completeQuestionnaireViaApi, registerFounderViaApi } from '../support/seed';
import { SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;

type Seeded = { id: string; name: string; email: string };

/** Registers a prospect through the visitor API and completes `completed` questionnaires. */
async function seedProspect(
  request: APIRequestContext,
  name: string,
  businessName: string,
  completed: number,
) {
  const { id, email } = await registerFounderViaApi(request, {
    name,
    emailTag: 'prospects-tab',
    businessName,
  });
  for (let i = 0; i < completed; i += 1) {
    await completeQuestionnaireViaApi(request, id, bakerySections('Seed Bakery'));
  }
  return { id, name, email } satisfies Seeded;
}

type AdminProspect = {
  remaining: number;
  maxSubmissions: number;
  contactStatus: string;
  comments: string | null;
  selectedPlan: string;
};

async function findThroughApi(request: APIRequestContext, email: string): Promise<AdminProspect[]> {
  const res = await request.get(`/api/admin/prospects?search=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: AdminProspect[] }).items;
}

const rowOf = (page: Page, name: string) => page.getByTestId('prospect-row').filter({ hasText: name });

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search', { exact: true }).fill(text);
}

test.describe.serial('[ADMIN] prospects tab', () => {
  const tag = `Tab${Date.now().toString(36)}`;
  const business = `${tag} Crumbs`;
  let fresh: Seeded;
  let active: Seeded;
  let full: Seeded;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    fresh = await seedProspect(request, `Nia ${tag}`, business, 0);
    active = await seedProspect(request, `Ari ${tag}`, business, 1);
    full = await seedProspect(request, `Lou ${tag}`, business, 2);
    await request.dispose();
  });

  test('[ADMIN] search finds the seeded prospects with New, Active and Limit Reached badges', async ({
    page,
  }) => {
    await openDashboard(page, 'prospects');
    await searchFor(page, business);
    await expect(page.getByTestId('prospect-row')).toHaveCount(3);
    await expect(rowOf(page, fresh.name).getByText('New', { exact: true })).toBeVisible();
    await expect(rowOf(page, active.name).getByText('Active', { exact: true })).toBeVisible();
    await expect(rowOf(page, full.name).getByText('Limit Reached', { exact: true })).toBeVisible();
    await expect(rowOf(page, active.name).getByTestId('requests-of-max')).toHaveText('1 / 2');
    await expect(rowOf(page, full.name).getByTestId('requests-of-max')).toHaveText('2 / 2');
    await page.screenshot({ path: `${SHOTS}/admin-prospects-desktop.png`, fullPage: true });

    await searchFor(page, `no-such-prospect-${tag}`);
    await expect(page.getByText('No prospects match your search')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await searchFor(page, business);
    await expect(page.getByTestId('prospect-row')).toHaveCount(3);
    // The table scrolls inside its card; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/admin-prospects-phone.png`, fullPage: true });
  });

  test('[ADMIN] remaining reports are edited inline: bad input is refused, a number is saved', async ({
    page,
  }) => {
    await openDashboard(page, 'prospects');
    await searchFor(page, active.email);
    const row = rowOf(page, active.name);
    await row.getByRole('button', { name: /Remaining reports for/ }).click();
    const input = row.getByRole('textbox', { name: `Remaining reports for ${active.name}` });
    await input.fill('lots');
    await input.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('Please enter a valid number for remaining reports');
    await input.fill('-3');
    await row.getByRole('button', { name: 'Save remaining reports' }).click();
    await expect(row.getByRole('alert')).toHaveText('Remaining reports cannot be negative');
    await input.fill('9');
    await input.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Remaining reports for/ })).toHaveText('1');

    await row.getByRole('button', { name: /Remaining reports for/ }).click();
    await input.fill('5');
    await input.press('Enter');
    await expect(row.getByRole('button', { name: /Remaining reports for/ })).toHaveText('5');
    await expect(row.getByTestId('requests-of-max')).toHaveText('1 / 6');
    const [saved] = await findThroughApi(page.request, active.email);
    expect(saved).toMatchObject({ remaining: 5, maxSubmissions: 6 });
  });

  test('[ADMIN] the contact status dialog records status, comments and the date', async ({ page }) => {
    await openDashboard(page, 'prospects');
    await searchFor(page, fresh.email);
    await rowOf(page, fresh.name)
      .getByRole('button', { name: /Update contact status/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update Contact Status' });
    await dialog.getByRole('combobox', { name: 'Contact Status' }).click();
    await page.getByRole('option', { name: 'Follow Up' }).click();
    await dialog.getByLabel('Comments').fill('Wants the custom plan; call back Tuesday');
    await dialog.getByLabel('Last Contacted').fill('2026-03-04');
    await page.screenshot({ path: `${SHOTS}/admin-prospects-contact-dialog.png` });
    await dialog.getByRole('button', { name: 'Update Contact' }).click();
    await expect(dialog).toHaveCount(0);
    const row = rowOf(page, fresh.name);
    await expect(row.getByText('Follow Up')).toBeVisible();
    await expect(row.getByText('Mar 04, 2026')).toBeVisible();
    const [saved] = await findThroughApi(page.request, fresh.email);
    expect(saved).toMatchObject({
      contactStatus: 'follow_up',
      comments: 'Wants the custom plan; call back Tuesday',
    });
  });

  test('[ADMIN] granting the custom plan records a Manual payment in Payment History', async ({ page }) => {
    await openDashboard(page, 'prospects');
    await searchFor(page, fresh.email);
    await rowOf(page, fresh.name)
      .getByRole('button', { name: /Grant plan to/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Grant Plan' });
    await expect(dialog.getByRole('combobox', { name: 'Plan' })).toContainText('(P04)');
    await dialog.getByLabel('Agreed Amount (USD)').fill('350');
    await page.screenshot({ path: `${SHOTS}/admin-prospects-grant-dialog.png` });
    await dialog.getByRole('button', { name: 'Grant Plan' }).click();
    await expect(page.getByText('Plan Granted')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const [granted] = await findThroughApi(page.request, fresh.email);
    await expect(rowOf(page, fresh.name).getByRole('cell', { name: granted!.selectedPlan })).toBeVisible();
    expect(granted!.selectedPlan).not.toBe('Free Projection');

    await page.getByRole('tab', { name: 'Payment History' }).click();
    await page.getByLabel('Search', { exact: true }).fill(fresh.email);
    const payment = page.getByTestId('admin-payment-row');
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('Manual');
    await expect(payment).toContainText('$350.00');
    await expect(payment).toContainText('P04');
    await expect(page.getByRole('group', { name: 'Manual Revenue' })).toContainText('$350.00');
    await expect(page.getByRole('group', { name: 'Total Revenue' })).toContainText('$0.00');
  });

  test('[ADMIN] a prospect is deleted only after confirming', async ({ page }) => {
    await openDashboard(page, 'prospects');
    await searchFor(page, full.email);
    await rowOf(page, full.name)
      .getByRole('button', { name: `Delete ${full.name}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('questionnaires, reports and assessments');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, full.name)).toHaveCount(1);

    await rowOf(page, full.name)
      .getByRole('button', { name: `Delete ${full.name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Prospect Deleted')).toBeVisible();
    await expect(page.getByText('No prospects match your search')).toBeVisible();
    expect(await findThroughApi(page.request, full.email)).toHaveLength(0);
  });
});
