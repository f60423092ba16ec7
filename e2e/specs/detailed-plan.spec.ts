// Issue #25 "Done when" in Chromium: a founder adds a subscription, two roles (one from month 6), an oven
// and a launch fee, and 30 receivable days; sees revenue by stream and the team's cost on the results page
// and the full statements, the sources and uses table, the lender checklist with a failed check and its fix,
// two years month by month (months 12 and 24 end on the years' cash), and downloads the PDF. Laptop, then phone.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { lenderFixSentence, type LenderCheck, type SourcesAndUses } from '@trajectory/engine';
import { LAPTOP, PHONE, SCREENSHOTS } from '../support/env';
import { BAKERY, fillQuestionnaire, registerFromHome, RESULTS_URL, uniqueEmail } from '../support/journey';
import { buyFullReports } from '../support/seed';
import { downloadWorkbook, formulaRow } from '../support/excel';
import { shoot } from '../support/screens';
import { expectRow, money, waitForStatementLayout, type YearValues } from '../support/statements';

const detail = (page: Page) => page.getByTestId('detail-fields');

type ProfitLoss = {
  profitLoss: Record<string, YearValues>;
  revenueStreams: { name: string; revenue: YearValues; cost: YearValues }[];
  months: { month: number; cash: number }[];
};
type BalanceSheet = {
  balanceSheet: { assets: { accountsReceivable: YearValues } };
  sourcesAndUses: SourcesAndUses;
  lenderChecks: LenderCheck[];
};
type CashFlow = { cashFlow: { cashEndOfYear: YearValues } };

/** The P&L table on the page, whatever its years. */
const PL_TABLE = '3-year Profit & Loss projection';

async function describeTheBusiness(page: Page) {
  await page.getByRole('button', { name: 'What a lender will ask' }).click();
  await page.getByRole('button', { name: 'Your business in more detail' }).click();
  await detail(page).getByRole('button', { name: 'Add a product line' }).click();
  const stream = detail(page).getByRole('group', { name: 'Product line 1' });
  await stream.getByLabel('Name', { exact: true }).fill('Coffee club');
  await stream.getByLabel('How it is sold').selectOption('subscription');
  await stream.getByLabel('Price', { exact: true }).fill('25');
  await stream.getByLabel('First-month sales or new subscribers').fill('40');
  await stream.getByLabel('Subscribers lost each month').fill('5');
  for (const [index, [title, headcount, salary, start]] of [
    ['Baker', '2', '3200', ''],
    ['Counter assistant', '1', '2400', '5'],
  ].entries()) {
    await detail(page).getByRole('button', { name: 'Add a role' }).click();
    const role = detail(page).getByRole('group', { name: `Role ${index + 1}` });
    await role.getByLabel('Job title').fill(title!);
    await role.getByLabel('How many people').fill(headcount!);
    await role.getByLabel('Monthly salary each').fill(salary!);
    if (start) await role.getByLabel('First month').fill(start);
  }
  await page.locator('#payrollBurdenPct-choice').selectOption('10');
  for (const [index, [name, amount, kind]] of [
    ['Oven', '12000', 'asset'],
    ['Launch fee', '1500', 'expense'],
  ].entries()) {
    await detail(page).getByRole('button', { name: 'Add a purchase' }).click();
    const item = detail(page).getByRole('group', { name: `Purchase ${index + 1}` });
    await item.getByLabel('What it is').fill(name!);
    await item.getByLabel('Cost', { exact: true }).fill(amount!);
    await item.getByLabel('Kept or spent').selectOption(kind!);
  }
  await page.locator('#receivableDays').fill('30');
}

/** The P&L lists each stream by name under the revenue and cost lines, and the team's lines. */
async function expectProfitLoss(page: Page, pl: ProfitLoss) {
  const table = page.getByRole('table', { name: PL_TABLE }).filter({ visible: true });
  await expect(table).toBeVisible();
  for (const [i, stream] of pl.revenueStreams.entries()) {
    await expect(table.locator(`[data-row="revenueStreams.${i}.revenue"] th`)).toHaveText(stream.name);
    await expect(table.locator(`[data-row="revenueStreams.${i}.revenue"] td`).first()).toHaveText(
      money(stream.revenue.year1),
    );
    await expect(table.locator(`[data-row="revenueStreams.${i}.cost"] td`).first()).toHaveText(
      money(stream.cost.year1),
    );
  }
  await expectRow(page, PL_TABLE, 'Product/Service Revenue', pl.profitLoss.productServiceRevenue!);
  await expectRow(page, PL_TABLE, 'Staff Wages', pl.profitLoss.staffWages!);
  await expectRow(page, PL_TABLE, 'Payroll Taxes and Benefits', pl.profitLoss.payrollTaxesBenefits!);
  await expectRow(page, PL_TABLE, 'Start-up Expenses', pl.profitLoss.startupExpenses!);
}

/** Year 1 and Year 2 month by month: month 12 and month 24 end on the years' cash. */
async function expectTwoYearsByMonth(page: Page, cf: CashFlow) {
  const trigger = page
    .getByRole('button', { name: 'Month by month, Years 1 and 2' })
    .filter({ visible: true });
  await trigger.click();
  const cashOf = async (year: number, month: number) => {
    const table = page.getByRole('table', { name: `Year ${year}, month by month` }).filter({ visible: true });
    const header = await table.getByRole('columnheader').allTextContents();
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Cash at End of Month' }) });
    return {
      month: await row
        .getByRole('cell')
        .nth(header.indexOf(`Month ${month}`) - 1)
        .textContent(),
      year: await row
        .getByRole('cell')
        .nth(header.indexOf(`Year ${year}`) - 1)
        .textContent(),
    };
  };
  expect(await cashOf(1, 12)).toEqual({
    month: money(cf.cashFlow.cashEndOfYear.year1),
    year: money(cf.cashFlow.cashEndOfYear.year1),
  });
  await page.getByRole('tab', { name: 'Year 2' }).filter({ visible: true }).click();
  expect(await cashOf(2, 24)).toEqual({
    month: money(cf.cashFlow.cashEndOfYear.year2),
    year: money(cf.cashFlow.cashEndOfYear.year2),
  });
}

/** Sources and uses lists the oven and the launch fee; a failed check says how to fix it. */
async function expectLenderView(page: Page, bs: BalanceSheet) {
  const table = page.getByTestId('sources-and-uses').filter({ visible: true });
  await table.scrollIntoViewIfNeeded();
  await expect(table).toContainText('Oven');
  await expect(table).toContainText('Launch fee');
  await expect(page.getByTestId('uses-total').filter({ visible: true })).toHaveText(
    money(bs.sourcesAndUses.totalUses),
  );
  const failed = bs.lenderChecks.find((check) => check.passed === false && check.fixes.length > 0)!;
  expect(failed).toBeDefined();
  const item = page
    .locator(`[data-testid="lender-check"][data-code="${failed.code}"]`)
    .filter({ visible: true });
  await expect(item.getByText('Fails')).toBeVisible();
  await expect(item.getByTestId('lender-fix')).toHaveText(`${lenderFixSentence(failed)}.`);
}

test('a founder with product lines, a team, a start-up list and 30-day customers sees them everywhere', async ({
  page,
}) => {
  test.setTimeout(150_000);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize(LAPTOP);
  await registerFromHome(page, { email: uniqueEmail('detailed-plan'), businessName: 'Detailed Loaves' });
  await fillQuestionnaire(page, BAKERY);
  await describeTheBusiness(page);
  await page.getByRole('button', { name: 'Review answers' }).click();
  await page.getByRole('button', { name: 'Generate Reports' }).click();
  await page.waitForURL(RESULTS_URL, { timeout: 30_000 });
  const resultsUrl = page.url();
  const prospectId = new URL(resultsUrl).pathname.split('/').at(-1)!;

  // The results page: revenue by stream and the team's cost (year 1; no months there).
  const pl = (await (await page.request.get(`/api/profit-loss/${prospectId}`)).json()) as ProfitLoss;
  expect(pl.revenueStreams.map((s) => s.name)).toEqual([expect.any(String), 'Coffee club']);
  await expectProfitLoss(page, pl);
  await page.getByRole('table', { name: PL_TABLE }).scrollIntoViewIfNeeded();
  await shoot(page, 'detailed-results-laptop');

  // The full statements, once paid.
  await buyFullReports(page.request, prospectId);
  const bs = (await (await page.request.get(`/api/balance-sheet/${prospectId}`)).json()) as BalanceSheet;
  const cf = (await (await page.request.get(`/api/cash-flow/${prospectId}`)).json()) as CashFlow;
  await page.goto(`/full-statements/${prospectId}`);
  await waitForStatementLayout(page);
  await expectProfitLoss(page, pl);
  await expectTwoYearsByMonth(page, cf);
  await shoot(page, 'detailed-statements-pl-laptop');
  await page.getByRole('tab', { name: 'Balance Sheet' }).click();
  await expectRow(
    page,
    '3-year Balance Sheet projection',
    'Accounts Receivable',
    bs.balanceSheet.assets.accountsReceivable,
  );
  await expectLenderView(page, bs);
  await shoot(page, 'detailed-statements-bs-laptop');

  // The one PDF: the streams, the team, sources and uses, and Year 2 month by month.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF Report' }).filter({ visible: true }).click();
  const bytes = fs.readFileSync(await (await download).path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  for (const line of [
    'Coffee club',
    'Staff Wages',
    'Sources and Uses',
    'Lender Checklist',
    'Year 2, Month by Month: Months 19-24',
  ])
    expect(text).toContain(line);

  // The Excel live model: the business's detail as inputs, the new lines as formulas whose saved results
  // are the API's figures, and a Sources and Uses sheet.
  const workbook = await downloadWorkbook(page);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
    expect.arrayContaining(['Business Detail', 'Sources and Uses']),
  );
  for (const [key, label] of [
    ['staffWages', 'Staff Wages'],
    ['payrollTaxesBenefits', 'Payroll Taxes and Benefits'],
    ['totalRevenue', 'Total Revenue'],
  ] as const)
    expect(formulaRow(workbook, 'Profit & Loss', label, 3), label).toEqual(
      (['year1', 'year2', 'year3'] as const).map((y) => pl.profitLoss[key]![y]),
    );

  // A phone: the accordion, the same figures, the page never wider than the screen.
  await page.setViewportSize(PHONE);
  await page.goto(`/full-statements/${prospectId}`);
  await waitForStatementLayout(page);
  await expectProfitLoss(page, pl);
  await expectTwoYearsByMonth(page, cf);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'detailed-statements-pl-phone');
  // The P&L and the months up close, for a person to look at (full-page shots of a phone are long).
  await page
    .getByRole('table', { name: PL_TABLE })
    .filter({ visible: true })
    .screenshot({ path: `${SCREENSHOTS}/detailed-pl-table-phone.png` });
  await page
    .getByRole('table', { name: 'Year 2, month by month' })
    .filter({ visible: true })
    .screenshot({ path: `${SCREENSHOTS}/detailed-months-phone.png` });
  await page.getByTestId('statement-accordion').getByRole('button', { name: 'Balance Sheet' }).click();
  await expectLenderView(page, bs);
  await shoot(page, 'detailed-statements-bs-phone');
  await page.goto(resultsUrl);
  await expectProfitLoss(page, pl);
  await shoot(page, 'detailed-results-phone');
});
