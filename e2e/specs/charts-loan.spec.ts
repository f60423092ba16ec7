// The cash-balance chart of a plan that borrows (issue #15): a "Loan balance" line beside the cash, drawn
// live in the staff statements viewer, named in the legend and the tooltip, on desktop and phone.
import { expect, test, type Page } from '@playwright/test';
import { formatDollars, loanBalancesOf, type ChartDataResponse } from '@trajectory/charts';
import { openCashChart } from '../support/admin';
import { bakerySections, completeQuestionnaireViaApi, registerFounderViaApi } from '../support/seed';
import { SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;

async function seedBorrower(page: Page, businessName: string) {
  const { id } = await registerFounderViaApi(page.request, { businessName, emailTag: 'loan-chart' });
  const sections = {
    ...bakerySections(businessName),
    financing: { loans: [{ amount: 40000, annualRatePct: 8, termMonths: 48, startMonth: 0 }] },
  };
  return completeQuestionnaireViaApi(page.request, id, sections, { confirm: true });
}

test('[CHARTS] the cash chart of a plan with a loan draws the loan balance, on desktop and phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const businessName = `Loan Crumb ${Date.now()}`;
  const questionnaireId = await seedBorrower(page, businessName);
  await page.setViewportSize({ width: 1280, height: 800 });
  const chart = await openCashChart(page, businessName);
  const data = (await (
    await page.request.get(`/api/questionnaires/${questionnaireId}/charts/cash-balance?format=json`)
  ).json()) as ChartDataResponse;
  const balances = loanBalancesOf(data.data.roundedMonths)!;

  await expect(chart.locator('svg text', { hasText: /^Loan balance$/ })).toBeAttached();
  await expect(chart.locator('svg text', { hasText: /^Cash$/ })).toBeAttached();
  // The keyboard steps through the months: Month 1 holds the whole loan, received at opening.
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  const tooltip = chart
    .locator('div')
    .filter({ hasText: /Loan balance:/ })
    .last();
  await expect(tooltip).toContainText('M1');
  await expect(tooltip).toContainText(`Loan balance: ${formatDollars(balances[0]!)}`);
  await expect(tooltip).toContainText(`Cash: ${formatDollars(data.data.roundedMonths[0]!.cash)}`);
  await chart.screenshot({ path: `${SHOTS}/cash-loan-tooltip-desktop.png` });
  // Leaving the chart hides the tooltip (Escape would also close the dialog).
  await chart.blur();
  await page.waitForTimeout(500);
  await chart.screenshot({ path: `${SHOTS}/cash-loan-desktop.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const phoneChart = await openCashChart(page, businessName);
  expect((await phoneChart.boundingBox())!.width).toBeLessThanOrEqual(390);
  await expect(phoneChart.locator('svg text', { hasText: /^Loan balance$/ })).toBeAttached();
  await phoneChart.screenshot({ path: `${SHOTS}/cash-loan-phone.png` });
  await page.screenshot({ path: `${SHOTS}/cash-loan-phone-page.png` });
});
