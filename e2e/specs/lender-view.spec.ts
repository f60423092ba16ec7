// A paying founder with a loan sees the lender's view under the balance sheet (issue #25): the Sources and
// Uses table (two columns on a laptop, stacked on a phone; totals equal the API's) and the Lender checklist
// with a failed check's fix in the engine's words.
import { expect, test, type Page } from '@playwright/test';
import { lenderFixSentence, type LenderCheck, type SourcesAndUses } from '@trajectory/engine';
import { LAPTOP, PHONE, SCREENSHOTS } from '../support/env';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { shoot } from '../support/screens';
import { money, waitForStatementLayout } from '../support/statements';

type LenderResponse = { sourcesAndUses: SourcesAndUses; lenderChecks: LenderCheck[] };

async function expectLenderView(page: Page, api: LenderResponse) {
  const table = page.getByTestId('sources-and-uses');
  await table.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('sources-total')).toHaveText(money(api.sourcesAndUses.totalSources));
  await expect(page.getByTestId('uses-total')).toHaveText(money(api.sourcesAndUses.totalUses));
  const equity = api.lenderChecks.find((check) => check.code === 'EQUITY_INJECTION')!;
  expect(equity.passed).toBe(false);
  const item = page.locator('[data-testid="lender-check"][data-code="EQUITY_INJECTION"]');
  await expect(item.getByText('Fails')).toBeVisible();
  await expect(item.getByTestId('lender-fix')).toHaveText(`${lenderFixSentence(equity)}.`);
  await expect(page.getByTestId('lender-check')).toHaveCount(6);
}

test('[LENDER] a founder with a loan sees sources and uses and the lender checklist, laptop and phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id: prospectId } = await registerFounderViaApi(page.request, {
    emailTag: 'lender-view',
    businessName: 'Lender Loaves',
  });
  const base = bakerySections('Lender Loaves');
  await completeQuestionnaireViaApi(page.request, prospectId, {
    ...base,
    equityInfo: { ...base.equityInfo, initialCash: 8000 },
    financing: { loans: [{ amount: 92000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
  } as typeof base);
  await buyFullReports(page.request, prospectId);
  const res = await page.request.get(`/api/balance-sheet/${prospectId}`);
  expect(res.status()).toBe(200);
  const api = (await res.json()) as LenderResponse;
  expect(api.sourcesAndUses.totalSources).toBe(100_000);

  await page.setViewportSize(LAPTOP);
  await page.goto(`/full-statements/${prospectId}`);
  await waitForStatementLayout(page);
  await page.getByRole('tab', { name: 'Balance Sheet' }).click();
  await expectLenderView(page, api);
  // Two columns side by side on a laptop.
  const sources = (await page.getByTestId('sources').boundingBox())!;
  const uses = (await page.getByTestId('uses').boundingBox())!;
  expect(uses.x).toBeGreaterThan(sources.x + sources.width - 1);
  await shoot(page, 'lender-view-laptop');

  await page.setViewportSize(PHONE);
  await page.goto(`/full-statements/${prospectId}`);
  await waitForStatementLayout(page);
  await page.getByTestId('statement-accordion').getByRole('button', { name: 'Balance Sheet' }).click();
  await expectLenderView(page, api);
  // Stacked on a phone, and the page never scrolls sideways.
  const phoneSources = (await page.getByTestId('sources').boundingBox())!;
  const phoneUses = (await page.getByTestId('uses').boundingBox())!;
  expect(phoneUses.y).toBeGreaterThan(phoneSources.y + phoneSources.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'lender-view-phone');
  await page.getByTestId('sources-and-uses').screenshot({ path: `${SCREENSHOTS}/lender-sources-phone.png` });
  await page
    .getByTestId('lender-checklist')
    .screenshot({ path: `${SCREENSHOTS}/lender-checklist-phone.png` });
});
