// [ADMIN] The sample data editor's optional lender answers (issue #15): staff add a loan and a tax rate,
// preview and generate, see Interest Expense in the preview and the report, then remove them again.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';
import { SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

type Saved = {
  sampleData: { financing?: { loans?: unknown[] | null }; taxInfo?: { incomeTaxRatePct?: unknown } };
  profitLoss: Record<string, { year1: number; year2: number; year3: number }>;
};

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Sample Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sample Financial Data Editor' });
  await expect(dialog.getByLabel('Business name')).not.toHaveValue('');
  return dialog;
}

const lenderTrigger = (dialog: Locator) => dialog.getByRole('button', { name: /What a lender will ask/ });

async function openLender(dialog: Locator) {
  const trigger = lenderTrigger(dialog);
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  // Loans are a list: a sample without one shows "Add a loan".
  const add = dialog.getByRole('button', { name: 'Add a loan' });
  if ((await dialog.getByLabel('Loan 1 amount', { exact: true }).count()) === 0) await add.click();
  await expect(dialog.getByLabel('Loan 1 amount', { exact: true })).toBeVisible();
}

async function fillLoanAndTax(dialog: Locator) {
  await dialog.getByLabel('Loan 1 amount', { exact: true }).fill('40000');
  await dialog.getByLabel('Loan 1 annual rate', { exact: true }).fill('8');
  await dialog.getByLabel('Loan 1 term', { exact: true }).fill('60');
  await dialog.getByLabel('Loan 1 first month', { exact: true }).fill('0');
  await dialog.getByLabel('Income tax rate', { exact: true }).selectOption('21');
}

const previewRow = (page: Page, label: string) =>
  page
    .getByTestId('sample-pl-preview')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

async function generate(page: Page, dialog: Locator): Promise<Saved> {
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/admin/sample-reports'));
  await dialog.getByRole('button', { name: 'Generate Reports' }).click();
  const response = await posted;
  expect(response.status()).toBe(200);
  await expect(page.getByTestId('sample-pl-preview')).toContainText('The saved sample');
  return (await response.json()) as Saved;
}

test('[ADMIN] add a loan and a tax rate to the sample, see Interest Expense in the preview and the report', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page);
  const dialog = await openEditor(page);
  await openLender(dialog);

  // A loan without its rate and term is refused at the fields, with the model's messages.
  await dialog.getByLabel('Loan 1 amount', { exact: true }).fill('40000');
  await dialog.getByRole('button', { name: 'View P&L' }).click();
  await expect(dialog.getByText('Loan 1 annual rate is required')).toBeVisible();
  await expect(dialog.getByLabel('Loan 1 annual rate', { exact: true })).toBeFocused();
  await expect(page.getByTestId('sample-pl-preview')).toHaveCount(0);

  await fillLoanAndTax(dialog);
  await expect(dialog.getByText('Loan 1 annual rate is required')).toHaveCount(0);
  await dialog.getByLabel('Loan 1 amount', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-sample-lender-desktop.png` });

  await dialog.getByRole('button', { name: 'View P&L' }).click();
  await expect(page.getByTestId('sample-pl-preview')).toContainText('Nothing is saved');
  for (const label of ['Interest Expense', 'Profit Before Tax', 'Income Tax']) {
    await expect(previewRow(page, label)).toHaveCount(1);
  }
  // No useful life was given, so nothing is depreciated and the line stays hidden.
  await expect(previewRow(page, 'Depreciation')).toHaveCount(0);
  const previewInterest = (
    await previewRow(page, 'Interest Expense').getByRole('cell').first().textContent()
  )?.trim();
  await previewRow(page, 'Interest Expense').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-sample-lender-preview-desktop.png` });

  const saved = await generate(page, dialog);
  expect(saved.sampleData.financing?.loans).toEqual([
    { amount: 40000, annualRatePct: 8, termMonths: 60, startMonth: 0 },
  ]);
  expect(saved.sampleData.taxInfo?.incomeTaxRatePct).toBe(21);
  const interest = saved.profitLoss.interestExpense!;
  expect(interest.year1).toBeGreaterThan(0);
  // The browser's preview and the server's statement come from the same engine.
  expect(previewInterest).toBe(dollars(interest.year1));
  await expect(previewRow(page, 'Interest Expense')).toContainText(dollars(interest.year1));

  const [report] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: /Profit & Loss/ }).click(),
  ]);
  await report.waitForLoadState();
  const reportRow = report
    .getByRole('row')
    .filter({ has: report.getByRole('rowheader', { name: 'Interest Expense' }) });
  for (const year of ['year1', 'year2', 'year3'] as const) {
    await expect(reportRow).toContainText(dollars(interest[year]));
  }
  await expect(report.getByText(/Loan 1: \$40,000 at 8% a year over 60 months/)).toBeVisible();
  await report.setViewportSize({ width: 1280, height: 800 });
  await report.screenshot({ path: `${SHOTS}/admin-sample-lender-report-desktop.png`, fullPage: true });
  await report.setViewportSize({ width: 390, height: 844 });
  await report.screenshot({ path: `${SHOTS}/admin-sample-lender-report-phone.png`, fullPage: true });
  await report.close();

  // The editor opens with the saved answers; removing them takes the new lines away again.
  await page.reload();
  const again = await openEditor(page);
  await expect(lenderTrigger(again)).toHaveAttribute('aria-expanded', 'true');
  await expect(again.getByLabel('Loan 1 amount', { exact: true })).toHaveValue('40000');
  for (const label of ['Loan 1 amount', 'Loan 1 annual rate', 'Loan 1 term', 'Loan 1 first month']) {
    await again.getByLabel(label, { exact: true }).fill('');
  }
  await again.getByLabel('Income tax rate', { exact: true }).selectOption('');
  const cleared = await generate(page, again);
  expect(cleared.sampleData.financing?.loans ?? []).toEqual([]);
  expect(cleared.profitLoss.interestExpense).toEqual({ year1: 0, year2: 0, year3: 0 });
  await expect(previewRow(page, 'Interest Expense')).toHaveCount(0);
});

test('[ADMIN] the lender answers on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  const dialog = await openEditor(page);
  await openLender(dialog);
  await fillLoanAndTax(dialog);
  // A second loan on the phone, then removed: the list moves nothing else.
  await dialog.getByRole('button', { name: 'Add a loan' }).click();
  await dialog.getByLabel('Loan 2 amount', { exact: true }).fill('1000');
  await dialog.getByLabel('Loan 1 amount', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-sample-lender-phone.png` });
  await dialog.getByRole('button', { name: 'Remove loan 2' }).click();
  await expect(dialog.getByLabel('Loan 2 amount', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Loan 1 amount', { exact: true })).toHaveValue('40000');
  await dialog.getByRole('button', { name: 'View P&L' }).click();
  await expect(previewRow(page, 'Interest Expense')).toHaveCount(1);
  await previewRow(page, 'Interest Expense').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-sample-lender-preview-phone.png` });
});
