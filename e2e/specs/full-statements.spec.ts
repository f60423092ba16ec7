// The full statements page of a paying founder: figures equal the API's, the overdraft rule, tabs and the phone accordion.
import { expect, test, type Cookie, type Page } from '@playwright/test';
import {
  answerQuestionnaire,
  BAKERY,
  landOnResultsThenDashboard,
  registerFromHome,
  uniqueEmail,
  type Answers,
} from '../support/journey';
import { buyFullReports } from '../support/seed';
import { SCREENSHOTS } from '../support/env';
import { expectRow, waitForStatementLayout, type YearValues } from '../support/statements';

const SHOTS = SCREENSHOTS;

/** A bakery whose costs outrun its first months of sales, so Year 1 ends in an overdraft. */
const TIGHT_BAKERY: Answers = {
  ...BAKERY,
  monthly: { ...BAKERY.monthly, monthlyRent: '3000' },
  initialCash: '16000',
};

const YEARS = ['year1', 'year2', 'year3'] as const;

/** Registers, answers the questionnaire and buys Full Reports; returns the prospect's id. */
async function createPayingFounder(page: Page): Promise<string> {
  const email = uniqueEmail('statements');
  await registerFromHome(page, { email, businessName: 'Tight Crumb Bakery' });
  const prospectId = new URL(page.url()).pathname.split('/').at(-1)!;
  await answerQuestionnaire(page, TIGHT_BAKERY);
  await landOnResultsThenDashboard(page);
  await buyFullReports(page.request, prospectId);
  return prospectId;
}

test.describe.serial('full statements', () => {
  let prospectId = '';
  // The founder's visitor cookie: each test's browser is the founder's (issue #12).
  let founderCookies: Cookie[] = [];

  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(90_000);
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    prospectId = await createPayingFounder(page);
    founderCookies = await page.context().cookies();
    await page.close();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(founderCookies);
  });

  test('[CHECKOUT] the full statements page shows the API figures in tabs, with the overdraft rule', async ({
    page,
  }) => {
    const get = async (path: string) => {
      const res = await page.request.get(`${path}/${prospectId}`);
      expect(res.status()).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const pl = (await get('/api/profit-loss')).profitLoss as Record<string, YearValues>;
    const bs = (await get('/api/balance-sheet')).balanceSheet as {
      assets: Record<string, YearValues>;
      liabilities: Record<string, YearValues>;
      equity: Record<string, YearValues>;
      totalLiabilitiesAndEquity: YearValues;
    };
    const cf = (await get('/api/cash-flow')).cashFlow as {
      beginningCash: YearValues;
      operations: Record<string, YearValues>;
      investing: Record<string, YearValues>;
      cashEndOfYear: YearValues;
    };

    await page.goto(`/full-statements/${prospectId}`);
    await waitForStatementLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tight Crumb Bakery - Financial Statements',
    );
    const plTable = '3-year Profit & Loss projection';
    await expect(page.getByRole('table', { name: plTable })).toBeVisible();
    for (const [label, key] of [
      ['Total Revenue', 'totalRevenue'],
      ['Gross Margin', 'grossMargin'],
      ['Total Expenses', 'totalExpenses'],
      ['Net Profit', 'netProfit'],
    ] as const)
      await expectRow(page, plTable, label, pl[key]!);
    await page.screenshot({ path: `${SHOTS}/full-statements-desktop.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Balance Sheet' }).click();
    const bsTable = '3-year Balance Sheet projection';
    await expectRow(page, bsTable, 'Cash', bs.assets.cash!);
    await expectRow(page, bsTable, 'Total Assets', bs.assets.totalAssets!);
    await expectRow(page, bsTable, 'Retained Earnings', bs.equity.retainedEarnings!);
    await expectRow(page, bsTable, 'Total Liabilities and Equity', bs.totalLiabilitiesAndEquity);
    const overdraft = bs.liabilities.overdraft!;
    // This bakery was chosen to run short of cash; the row shows exactly when some year is above 0.
    expect(YEARS.some((year) => overdraft[year] > 0)).toBe(true);
    await expectRow(page, bsTable, 'Overdraft', overdraft);
    await page.screenshot({ path: `${SHOTS}/full-statements-balance-desktop.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Cash Flow' }).click();
    const cfTable = '3-year Cash Flow projection';
    await expectRow(page, cfTable, 'Beginning Cash', cf.beginningCash);
    await expectRow(page, cfTable, 'Net Cash from Operations', cf.operations.netCashFromOperations!);
    await expectRow(page, cfTable, 'Startup Cost', cf.investing.startupCost!);
    await expectRow(page, cfTable, 'Cash at End of Year', cf.cashEndOfYear);
    await expect(page.getByText(/taxes, depreciation and amortization are not considered/i)).toBeVisible();

    await page.getByRole('tab', { name: 'Financial Charts' }).click();
    // Drawn live in the page (e2e/specs/charts.spec.ts covers hover, tap and legends); the six and the
    // cash balance, which a plan with the cash flow holds (issue #24).
    await expect(page.locator('[data-chart-view]')).toHaveCount(7);
    for (const chart of await page.locator('[data-chart-view]').all()) {
      // The chart's place is replaced by the chart as it nears the screen (live-chart.tsx).
      await expect(() => chart.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
      await expect(chart.locator('svg text').first()).toBeAttached({ timeout: 15_000 });
    }
    await expect(page.getByText('Chart unavailable - questionnaire data not loaded')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/full-statements-charts-desktop.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Assumptions & Notes' }).click();
    await expect(page.getByTestId('input-row').filter({ hasText: 'Initial Cash' })).toContainText('$16,000');
    // Buying Full Reports queued an assessment; the built-in analyst writes it within seconds.
    await page.getByRole('tab', { name: 'AI Assessment' }).click();
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Questions to Explore' })).toBeVisible();
    const questionnaireId = new URL(page.url()).searchParams.get('questionnaireId');
    const assessment = await page.request.get(
      questionnaireId ? `/api/assessments/${questionnaireId}` : `/api/assessments/prospect/${prospectId}`,
    );
    const body = (await assessment.json()) as { status: string; writer: string; executiveSummary: string };
    expect(body).toMatchObject({ status: 'ready', writer: 'builtin' });
    await expect(page.getByText(body.executiveSummary.slice(0, 60)).first()).toBeVisible();
    const word = page.getByRole('link', { name: 'Download Word' });
    const docx = await page.request.get((await word.getAttribute('href'))!);
    expect(docx.headers()['content-type']).toContain('officedocument.wordprocessingml');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel Report' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('[CHECKOUT] the full statements page at phone width uses the accordion', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bs = (await (await page.request.get(`/api/balance-sheet/${prospectId}`)).json()) as {
      balanceSheet: { assets: { cash: YearValues } };
    };
    await page.goto(`/full-statements/${prospectId}`);
    const accordion = page.getByTestId('statement-accordion');
    await expect(accordion).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('table', { name: '3-year Profit & Loss projection' })).toBeVisible();
    await accordion.getByRole('button', { name: 'Balance Sheet' }).click();
    await expectRow(page, '3-year Balance Sheet projection', 'Cash', bs.balanceSheet.assets.cash);
    // The table scrolls inside its card; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/full-statements-phone.png`, fullPage: true });
    await accordion.getByRole('button', { name: 'Financial Charts' }).click();
    // A phone gets a chart laid out for its width, 300 px high (purchasing.md 2.9).
    const chart = page.locator('[data-chart="expenses"] [data-chart-view]');
    // The chart's place is replaced by the chart as it nears the screen (live-chart.tsx).
    await expect(() => chart.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
    await expect(chart.locator('svg text').first()).toBeAttached({ timeout: 15_000 });
    expect((await chart.boundingBox())?.height).toBe(300);
    await page.screenshot({ path: `${SHOTS}/full-statements-charts-phone.png`, fullPage: true });
  });
});
