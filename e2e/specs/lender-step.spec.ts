// A founder with a funding gap adds a loan in the questionnaire: the gap closes, and the interest, the
// repayments and the balance owed reach the P&L, the cash flow and the balance sheet (issue #15).
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  BAKERY,
  fillQuestionnaire,
  landOnResultsThenDashboard,
  registerFromHome,
  reviewAndGenerate,
  uniqueEmail,
  type Answers,
} from '../support/journey';
import { downloadWorkbook, formulaRow as excelFormulaRow } from '../support/excel';
import { buyFullReports } from '../support/seed';
import { SCREENSHOTS } from '../support/env';
import { expectRow, waitForStatementLayout, type YearValues } from '../support/statements';

const SHOTS = SCREENSHOTS;

/** A bakery with a costly fit-out and little cash: the bank balance goes below zero. */
const GAP_BAKERY: Answers = { ...BAKERY, oneTimePurchases: '90000', initialCash: '20000' };

const YEARS = ['year1', 'year2', 'year3'] as const;

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a founder with a funding gap adds a loan and sees it in every statement', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerFromHome(page, { email: uniqueEmail('lender'), businessName: 'Oven Loan Bakery' });
  const prospectId = new URL(page.url()).pathname.split('/').at(-1)!;
  await fillQuestionnaire(page, GAP_BAKERY);

  const preview = page.getByTestId('live-preview');
  await expect(preview).toContainText('Funding gap ≈');
  // Question 9 goes straight to the review; the lender step is entered on purpose.
  await expect(page.getByRole('button', { name: 'Review answers' })).toBeVisible();
  await preview.getByRole('button', { name: 'Add a loan' }).click();

  await expect(page.getByRole('heading', { name: 'What a lender will ask' })).toBeVisible();
  await expect(page.getByText('Optional step after question 9')).toBeVisible();
  const amount = page.locator('#loans-0-amount');
  await expect(amount).not.toHaveValue('');
  await expect(page.locator('#loans-0-annualRatePct')).toHaveValue('8');
  await expect(page.locator('#loans-0-termMonths')).toHaveValue('60');
  await expect(preview).not.toContainText('Funding gap');
  const loanAmount = Number(await amount.inputValue());
  expect(loanAmount).toBeGreaterThan(0);
  await shot(page, 'lender-step-desktop');

  // The model's rule where it is typed: a term over 360 months holds the step.
  await page.locator('#loans-0-termMonths').fill('400');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.locator('#loans-0-termMonths-error')).toHaveText(
    'Loan 1 term must be a whole number of months from 1 to 360',
  );
  await page.locator('#loans-0-termMonths').fill('60');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Skip this step' })).toBeVisible();
  await shot(page, 'lender-step-phone');

  // A second loan, on the phone: the list adds it, the model names its messages by its place.
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Add a loan' }).click();
  const second = form.getByRole('group', { name: 'Loan 2' });
  await expect(second).toBeVisible();
  await second.getByLabel('Amount borrowed').fill('5000');
  await second.getByLabel('Annual interest rate').fill('6');
  await second.getByLabel('Term in months').fill('400');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.locator('#loans-1-termMonths-error')).toHaveText(
    'Loan 2 term must be a whole number of months from 1 to 360',
  );
  await second.getByLabel('Term in months').fill('12');
  // Received in month 25 (year 3), so the first year's figures are the first loan's alone.
  await second.getByLabel('Month received').fill('24');
  await expect(page.locator('#loans-1-termMonths-error')).toHaveCount(0);
  await second.scrollIntoViewIfNeeded();
  await shot(page, 'lender-step-two-loans-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'lender-step-two-loans-desktop');

  await reviewAndGenerate(page);
  await landOnResultsThenDashboard(page, 30_000);
  await buyFullReports(page.request, prospectId);

  const get = async (path: string) => {
    const res = await page.request.get(`${path}/${prospectId}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const plBody = await get('/api/profit-loss');
  expect((plBody.metrics as { fundingGap: number }).fundingGap).toBe(0);
  const pl = plBody.profitLoss as Record<string, YearValues>;
  const cf = (await get('/api/cash-flow')).cashFlow as { financing: Record<string, YearValues> };
  const bs = (await get('/api/balance-sheet')).balanceSheet as { liabilities: Record<string, YearValues> };
  expect(pl.interestExpense!.year1).toBeGreaterThan(0);
  expect(cf.financing.loanProceeds!.year1).toBe(loanAmount);
  expect(cf.financing.loanProceeds!.year3).toBe(5000);

  await page.goto(`/full-statements/${prospectId}`);
  await waitForStatementLayout(page);
  const plTable = '3-year Profit & Loss projection';
  await expect(page.getByRole('table', { name: plTable })).toBeVisible();
  await expectRow(page, plTable, 'Interest Expense', pl.interestExpense!);
  await expectRow(page, plTable, 'Profit Before Tax', pl.profitBeforeTax!);
  // The laptop layout (tabs); until the script knows the screen the phone layout is in the page too, hidden.
  await expect(
    page.getByTestId('statement-tabs').getByText(/^Debt service coverage \(Year \d\)$/),
  ).toBeVisible();
  await shot(page, 'profit-loss-with-loan-desktop');
  await page.getByRole('tab', { name: 'Cash Flow' }).click();
  await expectRow(page, '3-year Cash Flow projection', 'Loan Proceeds', cf.financing.loanProceeds!);
  await expectRow(page, '3-year Cash Flow projection', 'Loan Repayments', cf.financing.loanRepayments!);
  await page.getByRole('tab', { name: 'Balance Sheet' }).click();
  await expectRow(page, '3-year Balance Sheet projection', 'Loans', bs.liabilities.loans!);
  expect(bs.liabilities.loans!.year1).toBeLessThan(loanAmount);
  await shot(page, 'balance-sheet-with-loan-desktop');

  // The Excel live model from the page's button: the loan has its schedule, and the new lines are
  // formulas whose results equal the API's (apps/server/test/excel-export.test.ts recomputes every formula).
  const workbook = await downloadWorkbook(page);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Loan Schedule');
  const formulaRow = (sheetName: string, label: string) =>
    excelFormulaRow(workbook, sheetName, label, YEARS.length);
  expect(formulaRow('Profit & Loss', 'Interest Expense')).toEqual(YEARS.map((y) => pl.interestExpense![y]));
  expect(formulaRow('Cash Flow', 'Loan Repayments')).toEqual(
    YEARS.map((y) => cf.financing.loanRepayments![y]),
  );
  expect(formulaRow('Balance Sheet', 'Loans')).toEqual(YEARS.map((y) => bs.liabilities.loans![y]));
});
