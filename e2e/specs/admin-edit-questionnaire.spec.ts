// Staff edit a founder's questionnaire from the Dashboard tab and see the regenerated P&L in the statements viewer.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { bakerySections, completeQuestionnaireViaApi, registerFounderViaApi } from '../support/seed';
import { SCREENSHOTS } from '../support/env';
import { money } from '../support/statements';

const SHOTS = SCREENSHOTS;

type YearValues = { year1: number; year2: number; year3: number };
const YEARS = ['year1', 'year2', 'year3'] as const;

/** A founder who registered and completed the nine questions, seeded through the visitor API. */
async function seedFounder(request: APIRequestContext, businessName: string) {
  const { id: prospectId } = await registerFounderViaApi(request, {
    name: 'Edit Founder',
    emailTag: 'admin-edit',
    businessName,
  });
  const questionnaireId = await completeQuestionnaireViaApi(
    request,
    prospectId,
    bakerySections(businessName, 'Sourdough loaves for cafés'),
    { confirm: true },
  );
  return { prospectId, questionnaireId };
}

async function revenue(request: APIRequestContext, questionnaireId: string): Promise<YearValues> {
  const res = await request.get(`/api/profit-loss/questionnaire/${questionnaireId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { profitLoss: { productServiceRevenue: YearValues } }).profitLoss
    .productServiceRevenue;
}

async function searchRequests(page: Page, businessName: string) {
  const search = page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /search/i }))
    .first();
  await search.fill(businessName);
}

test('[ADMIN] editing a questionnaire regenerates its P&L, shown in the statements viewer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const businessName = `Edit Crumb ${Date.now()}`;
  const { questionnaireId } = await seedFounder(page.request, businessName);

  await openDashboard(page, 'dashboard');
  const before = await revenue(page.request, questionnaireId);
  await searchRequests(page, businessName);

  await page.getByRole('button', { name: `Edit questionnaire for ${businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Questionnaire' });
  await expect(dialog.getByText('Questions 1–4')).toBeVisible();
  await expect(dialog.getByText('Questions 5–9')).toBeVisible();
  const unitPrice = dialog.getByLabel(/^2\. Unit price/);
  await expect(unitPrice).toHaveValue('12');
  await expect(dialog.getByRole('radio', { name: '20%' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/admin-edit-questionnaire-desktop.png`, fullPage: true });
  await dialog.getByText('Questions 5–9').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-edit-questionnaire-part2-desktop.png`, fullPage: true });
  // The optional lender answers follow question 9, from the questionnaire model (issue #15).
  await dialog.getByText('What a lender will ask').scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: 'Add a loan' }).click();
  await expect(dialog.getByLabel('Loan 1 amount')).toHaveValue('');
  // Loans are a list: a second one, refused by the model at its own place, then the blank first removed.
  await dialog.getByRole('button', { name: 'Add a loan' }).click();
  await dialog.getByLabel('Loan 2 amount').fill('5000');
  await dialog.getByLabel('Loan 2 annual rate').fill('6');
  await dialog.getByLabel('Loan 2 term').fill('400');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.locator('#edit-loans-1-termMonths-error')).toHaveText(
    'Loan 2 term must be a whole number of months from 1 to 360',
  );
  await expect(dialog.getByLabel('Loan 2 term')).toBeFocused();
  await dialog.getByLabel('Loan 2 term').fill('12');
  await dialog.getByRole('group', { name: 'Loan 2' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-edit-lender-desktop.png` });
  await dialog.getByRole('button', { name: 'Remove loan 1' }).click();
  await expect(dialog.getByLabel('Loan 1 amount')).toHaveValue('5000');
  await expect(dialog.getByLabel('Loan 2 amount')).toHaveCount(0);

  // The wizard's rule: an emptied first-month sales is an error, not 0.
  const sales = dialog.getByLabel(/^4\. First-month sales/);
  await sales.fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('First-month sales is required')).toBeVisible();
  await sales.pressSequentially('5x00');
  await expect(sales).toHaveValue('500');

  await unitPrice.fill('18');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Questionnaire Updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await revenue(page.request, questionnaireId);
  expect(after.year1).not.toBe(before.year1);
  // The loan the list kept was saved: its interest is in the regenerated P&L.
  const pl = await page.request.get(`/api/profit-loss/questionnaire/${questionnaireId}`);
  const interest = ((await pl.json()) as { profitLoss: { interestExpense: YearValues } }).profitLoss
    .interestExpense;
  expect(interest.year1).toBeGreaterThan(0);

  await page.getByRole('button', { name: `View statements for ${businessName}` }).click();
  const viewer = page.getByRole('dialog', { name: 'Financial Statements' });
  const row = viewer
    .getByRole('table', { name: '3-year Profit & Loss projection' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Product/Service Revenue', exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(YEARS.map((year) => money(after[year])));
  await page.screenshot({ path: `${SHOTS}/admin-statements-viewer-desktop.png`, fullPage: true });
  // Staff see all seven charts, drawn live in the dialog.
  await expect(viewer.locator('[data-chart-view]')).toHaveCount(7);
  for (const chart of await viewer.locator('[data-chart-view]').all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg text').first()).toBeAttached({ timeout: 15_000 });
  }
  await viewer.getByText('Calculation assumptions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-statements-viewer-notes-desktop.png`, fullPage: true });

  await viewer.getByRole('tab', { name: 'Balance Sheet' }).click();
  await expect(viewer.getByRole('table', { name: '3-year Balance Sheet projection' })).toBeVisible();
  await viewer.getByRole('tab', { name: 'Cash Flow' }).click();
  await expect(viewer.getByRole('table', { name: '3-year Cash Flow projection' })).toBeVisible();
});

test('[ADMIN] on a phone the dialogs fill the screen and the statements are an accordion', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const businessName = `Phone Crumb ${Date.now()}`;
  await seedFounder(page.request, businessName);
  await openDashboard(page, 'dashboard');
  // The Dashboard section of the phone accordion opens from the tab query.
  await searchRequests(page, businessName);

  await page.getByRole('button', { name: `Edit questionnaire for ${businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Questionnaire' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await page.screenshot({ path: `${SHOTS}/admin-edit-questionnaire-phone.png`, fullPage: true });
  await dialog.getByText('Questions 5–9').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-edit-questionnaire-part2-phone.png`, fullPage: true });
  // The one form on a phone: the lender answers' loans are added as a list, one column.
  await dialog.getByText('What a lender will ask').scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: 'Add a loan' }).click();
  await dialog.getByRole('button', { name: 'Add a loan' }).click();
  await expect(dialog.getByRole('group', { name: 'Loan 2' })).toBeVisible();
  await dialog.getByLabel('Loan 2 amount').fill('5000');
  await dialog.getByLabel('Loan 1 amount').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-edit-lender-phone.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `View statements for ${businessName}` }).click();
  const viewer = page.getByRole('dialog', { name: 'Financial Statements' });
  await expect(viewer.getByRole('tab')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Profit & Loss' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(viewer.getByRole('table', { name: '3-year Profit & Loss projection' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-statements-viewer-phone.png`, fullPage: true });
  const firstChart = viewer.locator('[data-chart-view]').first();
  await firstChart.scrollIntoViewIfNeeded();
  await expect(firstChart.locator('svg text').first()).toBeAttached({ timeout: 15_000 });
  expect((await firstChart.boundingBox())?.height).toBe(300);
  await page.screenshot({ path: `${SHOTS}/admin-statements-viewer-charts-phone.png`, fullPage: true });
  await viewer.getByRole('button', { name: 'Balance Sheet' }).click();
  await expect(viewer.getByRole('table', { name: '3-year Balance Sheet projection' })).toBeVisible();
});
