// Issue #26's "Done when", in one walk through Chromium: a founder with a paid plan shares the plan from the
// share dialog (pinned to its version); a second browser with no cookie opens the link, moves a what-if
// slider, downloads the PDF ("Shared with" on its cover) and asks about the rent line; the founder sees the
// question beside Rent and answers it, and the lender, on reload, reads the answer in the thread; the
// founder changes an answer (version 2) and the pinned link still shows version 1's figures; the founder
// compares the two versions and restores the first; then revokes the link and the second browser sees that
// it was revoked, as staff do among the prospect's links.
//
// It holds what four specs checked on the same path (shared-view, share-questions, share-links and
// plan-versions, folded in here for test time, issue #23): the page's headers, hydration and one view per
// load, the charts and the assessment, the dialog's copy and view count, the founder's question markers and
// header count, the versions' comparison, version 1 read-only and the restore, with their screenshots and
// accessibility checks.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { paths } from '@trajectory/contracts/paths';
import { SHARE_LINK_GONE } from '@trajectory/contracts/sharing';
import type { TVersionComparison, TVersionDetail } from '@trajectory/contracts/versions';
import { formatMoneySigned, YEAR_KEYS } from '@trajectory/engine';
import { shootBothWidths } from '../support/access';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openDashboard } from '../support/admin';
import { LAPTOP, PHONE } from '../support/env';
import { shoot } from '../support/screens';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { expectRow, waitForStatementLayout } from '../support/statements';

const PL_TABLE = '3-year Profit & Loss projection';
const QUESTION = 'Why does rent rise 5% a year?';
const ANSWER = 'Our lease has a 5% yearly escalator.';
const LENDER = { name: 'Dana Lender', email: 'dana@firstbank.example' };

/** A difference as the comparison writes it: "+$1,200", "−$1,200". */
const change = (value: number) => `${Math.round(value) > 0 ? '+' : ''}${formatMoneySigned(value)}`;

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share with a lender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with a lender' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('[VISITOR] a founder shares a pinned plan; the lender reads, plays, downloads and asks; the founder answers, saves a new version, restores the first and revokes the link', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = `Journey${Date.now().toString(36)}`;
  const business = `${tag} Bakery`;
  const founder = await registerFounderViaApi(page.request, {
    name: `Ada ${tag}`,
    emailTag: 'share-journey',
    businessName: business,
  });
  const questionnaireId = await completeQuestionnaireViaApi(
    page.request,
    founder.id,
    bakerySections(business),
    {
      confirm: true,
    },
  );
  await buyFullReports(page.request, founder.id);
  const api = page.request;
  const version = async (number: number) =>
    (await (
      await api.get(`/api/questionnaires/${questionnaireId}/versions/${number}`)
    ).json()) as TVersionDetail;
  const figures = async () => (await api.get(`/api/profit-loss/questionnaire/${questionnaireId}`)).json();
  const answers = async () => (await api.get(`/api/questionnaires/${questionnaireId}`)).json();
  const views = async () =>
    (
      (await (await api.get(`/api/questionnaires/${questionnaireId}/share-links`)).json()) as {
        links: { viewCount: number }[];
      }
    ).links[0]!.viewCount;
  // Buying Full Reports queued the assessment; the built-in analyst writes it within seconds.
  await expect
    .poll(
      async () =>
        ((await (await api.get(`/api/assessments/${questionnaireId}`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toBe('ready');

  // --- The founder shares the plan through the dialog -----------------------------------------------
  // The dashboard's card of a paid plan offers it too.
  await page.setViewportSize(PHONE);
  await page.goto(paths.reports());
  await expect(
    page.getByTestId('report-card').getByRole('button', { name: 'Share with a lender' }),
  ).toBeVisible();
  await shoot(page, 'share-report-card-phone');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(LAPTOP);
  await page.goto(paths.fullStatements(founder.id, questionnaireId));
  let dialog = await openShareDialog(page);
  await expect(dialog.getByText(/No links yet/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Shared with/ }).fill('First Bank');
  await dialog.getByRole('radio', { name: '90 days' }).check();
  await dialog.getByRole('checkbox', { name: 'Allow downloads of the PDF and Excel' }).check();
  await dialog.getByRole('radio', { name: 'Keep showing this version' }).check();
  await shoot(page, 'share-dialog-form-laptop', { fullPage: false });
  await dialog.getByRole('button', { name: 'Create link' }).click();

  // The full address, shown once, copied to the clipboard as shown.
  const address = dialog.getByRole('textbox', { name: 'Link for First Bank' });
  await expect(address).toHaveValue(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{22}$`));
  const url = await address.inputValue();
  const path = new URL(url).pathname;
  await expect(dialog.getByText('This link is shown only this once.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const item = dialog.getByTestId('share-link');
  await expect(item).toContainText('First Bank');
  await expect(item).toContainText('Active');
  await expect(item).toContainText('Never opened');
  await expect(item).toContainText('PDF and Excel allowed');
  await shoot(page, 'share-dialog-created-laptop', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'share dialog with a new link');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const v1 = await version(1);
  const before = { figures: await figures(), answers: await answers() };

  // --- A second browser, no cookie: the lender opens the link -----------------------------------------
  const lenderContext = await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' });
  const lender = await lenderContext.newPage();
  expect(await lenderContext.cookies()).toEqual([]);
  const problems: string[] = [];
  const reads: string[] = [];
  lender.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  lender.on('pageerror', (err) => problems.push(err.message));
  lender.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  const opened = await lender.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex');
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(lender.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(lender.getByRole('heading', { level: 1 })).toHaveText(`${business} - Financial Statements`);
  await expect(lender.getByText('Shared with First Bank')).toBeVisible();
  await expect(lender.getByTestId('shared-version')).toContainText('Version 1, saved');
  await waitForStatementLayout(lender);
  await expectRow(lender, PL_TABLE, 'Total Revenue', v1.profitLoss.totalRevenue);
  // No founder action on the page.
  for (const action of [/edit/i, /dashboard/i, /upgrade/i, /assessment/i]) {
    await expect(lender.getByRole('button', { name: action })).toHaveCount(0);
    await expect(lender.getByRole('link', { name: action })).toHaveCount(0);
  }
  await shoot(lender, 'shared-view-laptop');
  await expectNoSeriousA11yViolations(lender, 'shared plan');
  // Drawn by the server and hydrated without a mismatch: the page read only the link's question threads
  // (no view), and counted one view.
  await lender.waitForFunction(() => '__trajectoryHydrated' in window);
  await lender.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  const threadsRead = `/api${path}/questions`;
  expect(reads).toEqual([threadsRead]);
  expect(await views()).toBe(1);

  // The charts the plan holds, drawn from the read's figures (no chart request of the founder's).
  await lender.getByRole('tab', { name: 'Financial Charts' }).click();
  await expect(lender.locator('[data-chart]')).toHaveCount(7);
  await expect(lender.getByTestId('chart-unavailable')).toHaveCount(0);
  await lender.locator('[data-chart="cash-balance"]').scrollIntoViewIfNeeded();
  await expect(
    lender.locator('[data-chart="cash-balance"] canvas, [data-chart="cash-balance"] svg').first(),
  ).toBeVisible();
  await shoot(lender, 'shared-view-charts-laptop', { fullPage: false });
  // The plan's written assessment, read-only (the link includes it by default).
  await lender.getByRole('tab', { name: 'AI Assessment' }).click();
  const assessment = lender.getByTestId('shared-assessment');
  await expect(assessment.getByTestId('assessment-section')).toHaveCount(7);
  await expect(assessment.getByRole('button')).toHaveCount(0);
  await shoot(lender, 'shared-view-assessment-laptop', { fullPage: false });
  // Each input the model reads can be asked about, beside it.
  await lender.getByRole('tab', { name: 'Assumptions & Notes' }).click();
  const inputs = lender.getByRole('table', { name: 'The inputs' });
  await expect(inputs.getByRole('button', { name: /^Ask about / }).first()).toBeVisible();
  await shoot(lender, 'shared-view-assumptions-laptop', { fullPage: false });
  await lender.getByRole('tab', { name: 'Profit & Loss' }).click();

  // The what-if panel: a slider moves the figures in the browser, nothing is stored.
  const base = lender.getByTestId('what-if').getByRole('group', { name: 'Base case' });
  const units = base.getByRole('slider', { name: 'Units sold' });
  const netProfit = base.getByTestId('base-net-profit-year1');
  await expect(netProfit).toHaveText(/\$/);
  const unmoved = await netProfit.textContent();
  await units.focus();
  for (let i = 0; i < 5; i++) await lender.keyboard.press('ArrowRight');
  await expect(units).toHaveValue('5');
  await expect(netProfit).not.toHaveText(unmoved!);
  expect(await figures()).toEqual(before.figures);
  expect(await answers()).toEqual(before.answers);

  // The PDF, as the founder's, with "Shared with First Bank" and the version on its cover.
  const download = lender.waitForEvent('download');
  await lender.getByRole('button', { name: 'Download PDF Report' }).click();
  const bytes = fs.readFileSync(await (await download).path());
  const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: false,
  });
  expect(pages[0]).toContain('Shared with First Bank');
  expect(pages[0]).toContain('Version 1, saved');
  // Charts, sliders and the download counted no view.
  expect(await views()).toBe(1);
  expect(reads.filter((read) => !read.endsWith('/report.pdf'))).toEqual([threadsRead]);

  // --- The lender asks about the rent line ------------------------------------------------------------
  const questions = lender.getByRole('region', { name: 'Questions' });
  await expect(questions).toContainText('No questions yet.');
  const rentRow = lender.getByRole('table', { name: PL_TABLE }).locator('[data-row="rent"]');
  await rentRow.getByRole('button', { name: 'Ask about Rent' }).click();
  const ask = lender.getByRole('dialog', { name: 'Ask about Rent' });
  await ask.getByLabel('Your name').fill(LENDER.name);
  await ask.getByLabel('Your e-mail').fill(LENDER.email);
  await ask.getByLabel('About').selectOption({ label: 'Year 2' });
  await ask.getByLabel('Your question').fill(QUESTION);
  await shoot(lender, 'shared-ask-laptop', { fullPage: false });
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(ask.getByRole('status')).toContainText('Your question was sent.');
  await ask.getByRole('status').getByRole('button', { name: 'Close' }).click();
  await expect(ask).toHaveCount(0);
  // The thread shows at once, with the asker's name.
  const asked = questions.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(asked).toContainText('Rent (Profit & Loss), Year 2');
  await expect(asked).toContainText(`Asked by ${LENDER.name}`);
  await expect(asked).toContainText('Open');

  // The phone: an accordion instead of tabs, and the ask buttons widen nothing.
  await lender.setViewportSize(PHONE);
  await waitForStatementLayout(lender);
  await expect(lender.getByTestId('statement-accordion')).toBeVisible();
  await expect(rentRow.getByRole('button', { name: 'Ask about Rent' })).toBeVisible();
  expect(await lender.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The P&L table is as wide with the ask buttons as without them (its label column takes them).
  const tableWidths = await lender.getByRole('table', { name: PL_TABLE }).evaluate((table) => {
    const asks = [...table.querySelectorAll<HTMLElement>('button[aria-label^="Ask about"]')];
    const shown = table.scrollWidth;
    for (const button of asks) button.style.display = 'none';
    const hidden = table.scrollWidth;
    for (const button of asks) button.style.display = '';
    return { shown, hidden, asks: asks.length };
  });
  expect(tableWidths.asks).toBeGreaterThan(5);
  expect(tableWidths.shown).toBe(tableWidths.hidden);
  await shoot(lender, 'shared-view-phone');
  await rentRow.scrollIntoViewIfNeeded();
  await shoot(lender, 'shared-view-ask-phone', { fullPage: false });
  await lender.evaluate(() => window.scrollTo(0, 0));
  await shoot(lender, 'shared-view-phone-top', { fullPage: false });
  await lender.setViewportSize(LAPTOP);

  // --- The founder sees the question beside Rent and in the header, and answers -----------------------
  await page.goto(paths.fullStatements(founder.id, questionnaireId));
  await waitForStatementLayout(page);
  const rent = page.locator('[data-row="rent"]');
  await expect(rent.getByRole('link', { name: '1 question about Rent, open' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Your account' });
  await expect(
    nav.getByRole('link', { name: /^Full Statements \(1 open question from your lenders\)$/ }),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: 'Questions from your lenders' });
  await expect(panel.getByText(QUESTION)).toBeVisible();
  await expect(panel.getByText('Rent (Profit & Loss), Year 2')).toBeVisible();
  await expect(panel.getByRole('link', { name: LENDER.email })).toBeVisible();
  await shoot(page, 'share-questions-laptop');
  await page.setViewportSize(PHONE);
  await expect(
    page.getByRole('button', { name: /^Menu \(1 open question from your lenders\)$/ }),
  ).toBeVisible();
  await shoot(page, 'share-questions-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await panel.getByLabel('Your answer').fill(ANSWER);
  await panel.getByRole('button', { name: 'Send answer' }).click();
  // The box empties once the answer is saved (until then its text is the answer too), and the thread shows it.
  await expect(panel.getByLabel('Add to your answer')).toHaveValue('');
  await expect(panel.getByText(ANSWER)).toBeVisible();
  await expect(panel.getByText('Answered', { exact: true })).toBeVisible();
  await expect(rent.getByRole('link', { name: '1 question about Rent, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await page.setViewportSize(LAPTOP);

  // The lender opens the link again: the thread carries the answer, and never an e-mail.
  await lender.reload();
  await expect(questions.getByRole('listitem').filter({ hasText: QUESTION })).toContainText(ANSWER);
  await expect(questions.getByText('Answered', { exact: true })).toBeVisible();
  await expect(lender.getByText(LENDER.email)).toHaveCount(0);
  const thread = await lenderContext.request.get(threadsRead);
  expect(thread.status()).toBe(200);
  expect(await thread.text()).not.toContain(LENDER.email);

  // --- The founder changes an answer: version 2; the pinned link still shows version 1 --------------
  // The one request "Save changes" sends.
  const saved = await api.put(`/api/questionnaires/${questionnaireId}/answers`, {
    data: { salesVolume: { firstMonthSales: 900 } },
  });
  expect(saved.status()).toBe(200);
  const v2 = await version(2);
  expect(v2.profitLoss.totalRevenue.year1).not.toBe(v1.profitLoss.totalRevenue.year1);
  await lender.reload();
  await waitForStatementLayout(lender);
  await expect(lender.getByTestId('shared-version')).toContainText('Version 1, saved');
  await expectRow(lender, PL_TABLE, 'Total Revenue', v1.profitLoss.totalRevenue);

  // --- The founder compares the two versions and restores the first -----------------------------------
  await page.goto(paths.fullStatements(founder.id, questionnaireId));
  await waitForStatementLayout(page);
  await expectRow(page, PL_TABLE, 'Total Revenue', v2.profitLoss.totalRevenue);
  await page.getByRole('link', { name: 'Versions', exact: true }).click();
  await expect(page).toHaveURL(paths.versions(founder.id, questionnaireId));
  const rows = page.getByTestId('version-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Version 2');
  await expect(rows.nth(0)).toContainText('Current');
  await expect(rows.nth(0)).toContainText('You');
  await expect(rows.nth(1)).toContainText('Version 1');
  // The comparison of the two newest: the answer that changed, and the revenue difference the API gives.
  const res = await api.get(`/api/questionnaires/${questionnaireId}/versions/compare?a=1&b=2`);
  expect(res.status()).toBe(200);
  const compared = (await res.json()) as TVersionComparison;
  const changed = page.getByRole('table', { name: 'Answers that changed' });
  await expect(changed.getByRole('row', { name: /First-month sales/ }).getByRole('cell')).toHaveText([
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
  await expectRow(page, PL_TABLE, 'Total Revenue', compared.a.figures.revenue);
  await shootBothWidths(page, 'plan-version-1');
  await page.getByRole('link', { name: 'All versions' }).click();

  // Restore version 1 after the confirmation: version 3, made by the restore, now current.
  await page.getByRole('button', { name: 'Restore this version (version 1)' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(restore).toContainText('saved as a new version');
  await shoot(page, 'plan-versions-restore-dialog', { fullPage: false });
  await restore.getByRole('button', { name: 'Restore this version' }).click();
  await expect(restore).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Version 3');
  await expect(rows.nth(0)).toContainText('Restored from version 1');
  await expect(rows.nth(0)).toContainText('Current');

  // The full statements (reached within the app, so from its cache unless it was read anew) show version 1's revenue.
  await page.getByRole('link', { name: 'View Full Statements' }).click();
  await waitForStatementLayout(page);
  await expectRow(page, PL_TABLE, 'Total Revenue', v1.profitLoss.totalRevenue);

  // The dashboard's report card leads to the versions too; it offers the share dialog as well.
  await page.goto(paths.reports());
  const card = page.getByTestId('report-card');
  await expect(card.getByRole('link', { name: 'Versions' })).toHaveAttribute(
    'href',
    paths.versions(founder.id, questionnaireId),
  );
  await shootBothWidths(page, 'plan-versions-dashboard');

  // --- The founder revokes the link in the dialog (here from the dashboard's card) --------------------
  // Reopened, the dialog reads the list again: the lender's three page loads, and no address shown.
  dialog = await openShareDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Link for First Bank' })).toHaveCount(0);
  await expect(dialog.getByTestId('share-link')).toContainText('3 views, last');
  await page.setViewportSize(PHONE);
  // The dialog fills the phone's screen and never scrolls sideways.
  expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await shoot(page, 'share-dialog-phone', { fullPage: false });
  // Revoke, confirmed in the row (on the phone: the keys and the screen's width both work there).
  await dialog.getByRole('button', { name: 'Revoke First Bank' }).click();
  const confirm = dialog.getByRole('group', { name: 'Confirm revoking First Bank' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.scrollIntoViewIfNeeded();
  await shoot(page, 'share-dialog-revoke-phone', { fullPage: false });
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Revoke link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('share-link')).toHaveAttribute('data-status', 'revoked');
  await expect(dialog.getByTestId('share-link')).toContainText('Revoked');
  await expect(dialog.getByRole('button', { name: 'Revoke First Bank' })).toHaveCount(0);

  // The second browser, on reload: a plain page saying so, with nothing of the plan.
  const again = await lender.reload();
  expect(again?.status()).toBe(410);
  await expect(lender.getByRole('heading', { name: 'This plan is no longer shared' })).toBeVisible();
  await expect(lender.getByText(SHARE_LINK_GONE.revoked)).toBeVisible();
  await expect(lender.getByText(business)).toHaveCount(0);
  await shoot(lender, 'shared-view-revoked-laptop');
  await lender.setViewportSize(PHONE);
  await shoot(lender, 'shared-view-revoked-phone');
  await expectNoSeriousA11yViolations(lender, 'revoked shared plan');
  await lenderContext.close();

  // Staff: the prospect's links, this one revoked, with its views.
  const staff = await browser.newPage({ baseURL, viewport: LAPTOP });
  await openDashboard(staff, 'prospects');
  await staff.getByLabel('Search', { exact: true }).fill(founder.email);
  await staff.getByRole('button', { name: `Share links of ${founder.name}` }).click();
  const staffItem = staff.getByRole('dialog', { name: 'Share Links' }).getByTestId('share-link');
  await expect(staffItem).toHaveAttribute('data-status', 'revoked');
  await expect(staffItem).toContainText('First Bank');
  await expect(staffItem).toContainText('3 views, last');
  await shoot(staff, 'share-links-staff-laptop', { fullPage: false });
  // On a phone the tabs become an accordion (drawn anew): the dialog is opened again there.
  await staff.setViewportSize(PHONE);
  await staff.getByRole('button', { name: `Share links of ${founder.name}` }).click();
  await expect(staffItem).toHaveAttribute('data-status', 'revoked');
  await shoot(staff, 'share-links-staff-phone', { fullPage: false });
  await staff.close();
});
