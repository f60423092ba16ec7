// Issue #24 items 2 and 3 on screen: a seasonal plan that borrows, pays tax and draws. The key numbers say
// the break-even with its seasonal losses and the coverage after tax and draws; the month-by-month table
// shows every line the year has, each month adding up. Laptop and phone.
import { expect, test, type Page } from '@playwright/test';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { SCREENSHOTS } from '../support/env';

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Ada Bakes with the summer peak from March, a loan, 21% tax and a $500 draw. */
function seasonalBakery() {
  const base = bakerySections('Ada Seasons', 'Sourdough bakery');
  return {
    ...base,
    salesVolume: { firstMonthSales: 400 },
    financing: { loans: [{ amount: 60000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
    taxInfo: { incomeTaxRatePct: 21 },
    assetInfo: { ...base.assetInfo, usefulLifeYears: 5 },
    equityInfo: { ...base.equityInfo, ownerDrawMonthly: 500, ownerDrawStartMonth: 0 },
    seasonality: {
      monthlyWeights: [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
      firstCalendarMonth: 3,
    },
  };
}

async function openStatements(page: Page): Promise<{ prospectId: string; months: Record<string, number>[] }> {
  const { id: prospectId } = await registerFounderViaApi(page.request, { businessName: 'Ada Seasons' });
  await completeQuestionnaireViaApi(page.request, prospectId, seasonalBakery() as never);
  await buyFullReports(page.request, prospectId);
  const res = await page.request.get(`/api/profit-loss/${prospectId}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { months: Record<string, number>[] };
  await page.goto(`/full-statements/${prospectId}`);
  return { prospectId, months: body.months };
}

for (const size of SIZES) {
  test(`key numbers and the monthly table of a seasonal lender plan (${size.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const { months } = await openStatements(page);
    const metrics = page.getByTestId('metric').filter({ visible: true });
    const breakEven = metrics.first();
    await expect(breakEven).toContainText(/Break-even in Month \d+; expect losses in /);
    await expect(breakEven).not.toContainText(/late|third year/);
    await expect(metrics.filter({ hasText: 'Debt service coverage' })).toContainText(
      'after income tax and your draws',
    );
    const keyNumbers = page.locator('section[aria-labelledby="metrics-heading"]').filter({ visible: true });
    await keyNumbers.scrollIntoViewIfNeeded();
    await keyNumbers.screenshot({ path: `${SCREENSHOTS}/model-key-numbers-${size.name}.png` });

    const trigger = page
      .getByRole('button', { name: 'Month by month, Years 1 and 2' })
      .filter({ visible: true });
    if (await trigger.isVisible()) await trigger.click();
    const table = page.getByRole('table', { name: 'Year 1, month by month' }).filter({ visible: true });
    await expect(table).toBeVisible();
    // Year 1 is a loss before tax, so it has no income tax line; the other lines are there.
    for (const label of [
      'Depreciation',
      'Interest Expense',
      'Profit Before Tax',
      'Net Profit',
      'Loan Principal Repaid',
      "Owner's Draw",
    ])
      await expect(
        table
          .getByRole('rowheader', { name: label, exact: true })
          .or(table.getByText(label, { exact: true }))
          .first(),
      ).toBeVisible();
    // Every month of the API's view adds up: net profit is its rows' sum.
    for (const m of months)
      expect(m.netProfit).toBe(
        m.grossMargin! - m.totalExpenses! - m.depreciation! - m.interestExpense! - m.incomeTax!,
      );
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/model-monthly-${size.name}.png` });
  });
}
