// Issue #14 items 1 and 5 in a real browser: a returning paid founder downloads one PDF from the dashboard,
// and its text holds the three statements and the answers to the cent.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { SCREENSHOTS } from '../support/env';

// PDF_SHOTS points the screenshots elsewhere (a reviewer's folder); by default the ignored e2e folder.
const SHOTS = process.env.PDF_SHOTS ?? SCREENSHOTS;

/** The bakery at $5.50 a loaf costing $1.60: answers with cents the PDF must not round. */
function cafeSections() {
  const sections = bakerySections('Ada Café', 'Sourdough bakery');
  return {
    ...sections,
    productsServices: { ...sections.productsServices, unitPrice: 5.5 },
    operationalCosts: { costPerItem: 1.6 },
  };
}

test('[VISITOR] a returning paid founder downloads one PDF with the three statements and the answers to the cent', async ({
  page,
}) => {
  const founder = await registerFounderViaApi(page.request, {
    emailTag: 'pdf-paid',
    businessName: 'Ada Café',
  });
  // The questionnaire was completed on the free plan; the founder paid for Full Reports afterwards.
  await completeQuestionnaireViaApi(page.request, founder.id, cafeSections(), { confirm: true });
  await buyFullReports(page.request, founder.id);

  await page.goto('/reports');
  const card = page.getByTestId('report-card').first();
  await expect(card).toContainText('Ada Café');
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/reports-dashboard-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/reports-dashboard-phone.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Trajectory_Ada_Café_financial_report.pdf');
  const bytes = fs.readFileSync(await file.path());
  const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: false,
  });
  const text = pages.join('\n');
  for (const statement of ['Profit & Loss Statement', 'Balance Sheet', 'Cash Flow Statement']) {
    expect(text).toContain(statement);
  }
  expect(text).toContain('Plan: Full Reports');
  expect(text).toContain('Unit price: $5.50 · Unit cost: $1.60');
  expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  await expect(card.getByRole('button', { name: 'Download Report' })).toBeEnabled();
});
