// Issue #26 item 3: every accepted save of a plan is a version. A paying founder saves a change, opens the
// plan's versions from the full statements, compares the two (the changed answer, the revenue difference
// the API computes), opens the first read-only, restores it as version 3, and the full statements show the
// first version's figures again.
import { expect, test } from '@playwright/test';
import { formatMoneySigned, YEAR_KEYS } from '@trajectory/engine';
import type { TVersionComparison } from '@trajectory/contracts/versions';
import { paths } from '@trajectory/contracts/paths';
import { shootBothWidths } from '../support/access';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { LAPTOP } from '../support/env';
import { shoot } from '../support/screens';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { expectRow, waitForStatementLayout } from '../support/statements';

/** A difference as the comparison writes it: "+$1,200", "−$1,200". */
const change = (value: number) => `${Math.round(value) > 0 ? '+' : ''}${formatMoneySigned(value)}`;

test('[VISITOR] a founder compares two versions of a plan and restores the first', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(LAPTOP);
  const founder = await registerFounderViaApi(page.request, { emailTag: 'versions' });
  await buyFullReports(page.request, founder.id);
  const questionnaireId = await completeQuestionnaireViaApi(page.request, founder.id, bakerySections(), {
    confirm: true,
  });
  // The one request "Save changes" sends: version 2.
  const saved = await page.request.put(`/api/questionnaires/${questionnaireId}/answers`, {
    data: { salesVolume: { firstMonthSales: 900 } },
  });
  expect(saved.status()).toBe(200);

  // From the full statements to the versions: two, the newest current.
  await page.goto(paths.fullStatements(founder.id, questionnaireId));
  await waitForStatementLayout(page);
  await page.getByRole('link', { name: 'Versions', exact: true }).click();
  await expect(page).toHaveURL(paths.versions(founder.id, questionnaireId));
  const rows = page.getByTestId('version-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Version 2');
  await expect(rows.nth(0)).toContainText('Current');
  await expect(rows.nth(0)).toContainText('You');
  await expect(rows.nth(1)).toContainText('Version 1');

  // The comparison of the two newest: the answer that changed, and the revenue difference the API gives.
  const res = await page.request.get(`/api/questionnaires/${questionnaireId}/versions/compare?a=1&b=2`);
  expect(res.status()).toBe(200);
  const compared = (await res.json()) as TVersionComparison;
  const answers = page.getByRole('table', { name: 'Answers that changed' });
  await expect(answers.getByRole('row', { name: /First-month sales/ }).getByRole('cell')).toHaveText([
    '500',
    '900',
  ]);
  for (const year of YEAR_KEYS.slice(0, 3)) {
    await expect(page.getByTestId(`figure-revenue.${year}`).getByRole('cell').last()).toHaveText(
      change(compared.difference.revenue[year]!),
    );
  }
  await expect(page.getByTestId('figure-cash.year1')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'versions');
  await shootBothWidths(page, 'plan-versions');

  // Version 1 read-only: its figures computed today from its answers.
  await page.getByRole('link', { name: 'Open version 1' }).click();
  await expect(page.getByTestId('computed-today')).toContainText(
    'Figures as computed today from the answers of',
  );
  await expectRow(page, '3-year Profit & Loss projection', 'Total Revenue', compared.a.figures.revenue);
  await shootBothWidths(page, 'plan-version-1');
  await page.getByRole('link', { name: 'All versions' }).click();

  // Restore version 1 after the confirmation: version 3, made by the restore, now current.
  await page.getByRole('button', { name: 'Restore this version (version 1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(dialog).toContainText('saved as a new version');
  await shoot(page, 'plan-versions-restore-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Version 3');
  await expect(rows.nth(0)).toContainText('Restored from version 1');
  await expect(rows.nth(0)).toContainText('Current');

  // The full statements (reached within the app, so from its cache unless it was read anew) show version 1's revenue.
  await page.getByRole('link', { name: 'View Full Statements' }).click();
  await waitForStatementLayout(page);
  await expectRow(page, '3-year Profit & Loss projection', 'Total Revenue', compared.a.figures.revenue);

  // The dashboard's report card leads there too.
  await page.goto(paths.reports());
  const card = page.getByTestId('report-card');
  await expect(card.getByRole('link', { name: 'Versions' })).toHaveAttribute(
    'href',
    paths.versions(founder.id, questionnaireId),
  );
  await shootBothWidths(page, 'plan-versions-dashboard');
});
