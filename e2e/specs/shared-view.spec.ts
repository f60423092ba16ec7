// Issue #26 item 1 in a real browser: a founder with a paid plan shares a plan; a second browser with no
// cookie opens the link, sees the business and the P&L the API computes, moves a what-if slider (nothing
// stored), downloads the PDF ("Shared with" on its cover), and once the link is revoked sees that it was.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { SHARE_LINK_GONE } from '@trajectory/contracts/sharing';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { LAPTOP, PHONE } from '../support/env';
import { shoot } from '../support/screens';
import { money, waitForStatementLayout } from '../support/statements';

test('[VISITOR] a lender opens a shared plan without an account, plays with a slider, downloads it, then sees it revoked', async ({
  page: founderPage,
  browser,
}) => {
  const founder = founderPage.request;
  const { id: prospectId } = await registerFounderViaApi(founder, {
    emailTag: 'shared-view',
    businessName: 'Shared Loaves',
  });
  const questionnaireId = await completeQuestionnaireViaApi(
    founder,
    prospectId,
    bakerySections('Shared Loaves'),
    { confirm: true },
  );
  await buyFullReports(founder, prospectId);
  const created = await founder.post(`/api/questionnaires/${questionnaireId}/share-links`, {
    data: { label: 'First Bank', expiresInDays: 30, allowDownloads: true },
  });
  expect(created.status()).toBe(201);
  const { link, path } = (await created.json()) as { link: { id: string }; path: string };
  const figures = async () =>
    (await (await founder.get(`/api/profit-loss/questionnaire/${questionnaireId}`)).json()) as {
      profitLoss: { totalRevenue: { year1: number }; netProfit: { year1: number } };
    };
  const answers = async () => (await founder.get(`/api/questionnaires/${questionnaireId}`)).json();
  const before = { figures: await figures(), answers: await answers() };

  // A second browser, no cookie: the lender.
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
  const views = async () =>
    (
      (await (await founder.get(`/api/questionnaires/${questionnaireId}/share-links`)).json()) as {
        links: { viewCount: number }[];
      }
    ).links[0]!.viewCount;
  const opened = await lender.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex');
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(lender.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(lender.getByRole('heading', { level: 1 })).toHaveText('Shared Loaves - Financial Statements');
  await expect(lender.getByText('Shared with First Bank')).toBeVisible();
  await expect(lender.getByTestId('shared-version')).toContainText('Latest version (version 1), saved');
  await waitForStatementLayout(lender);
  const revenue = lender
    .getByRole('table', { name: '3-year Profit & Loss projection' })
    .getByRole('row')
    .filter({ has: lender.getByRole('rowheader', { name: 'Total Revenue', exact: true }) })
    .getByRole('cell')
    .first();
  await expect(revenue).toHaveText(money(before.figures.profitLoss.totalRevenue.year1));
  // No founder action on the page.
  for (const action of [/edit/i, /dashboard/i, /upgrade/i, /assessment/i]) {
    await expect(lender.getByRole('button', { name: action })).toHaveCount(0);
    await expect(lender.getByRole('link', { name: action })).toHaveCount(0);
  }
  await shoot(lender, 'shared-view-laptop');
  await expectNoSeriousA11yViolations(lender, 'shared plan');
  // Drawn by the server and hydrated without a mismatch: the page read nothing again, and counted one view.
  await lender.waitForFunction(() => '__trajectoryHydrated' in window);
  await lender.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  // The link's question threads are read by the browser (no view counted); nothing else.
  const threadsRead = `/api/shared/${path.split('/').pop()}/questions`;
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

  // The PDF, as the founder's, with "Shared with First Bank" on its cover.
  const download = lender.waitForEvent('download');
  await lender.getByRole('button', { name: 'Download PDF Report' }).click();
  const file = await download;
  const bytes = fs.readFileSync(await file.path());
  const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: false,
  });
  expect(pages[0]).toContain('Shared with First Bank');
  expect(pages[0]).toContain('Latest version (version 1), saved');
  // Charts, sliders and the download counted no view.
  expect(await views()).toBe(1);
  expect(reads.filter((read) => !read.endsWith('/report.pdf'))).toEqual([threadsRead]);

  // The phone: an accordion instead of tabs.
  await lender.setViewportSize(PHONE);
  await waitForStatementLayout(lender);
  await expect(lender.getByTestId('statement-accordion')).toBeVisible();
  await shoot(lender, 'shared-view-phone');
  await lender.evaluate(() => window.scrollTo(0, 0));
  await shoot(lender, 'shared-view-phone-top', { fullPage: false });

  // Revoked: a reload says so, with nothing of the plan.
  const revoked = await founder.post(`/api/questionnaires/${questionnaireId}/share-links/${link.id}/revoke`);
  expect(revoked.status()).toBe(200);
  const again = await lender.reload();
  expect(again?.status()).toBe(410);
  await expect(lender.getByRole('heading', { name: 'This plan is no longer shared' })).toBeVisible();
  await expect(lender.getByText(SHARE_LINK_GONE.revoked)).toBeVisible();
  await expect(lender.getByText('Shared Loaves')).toHaveCount(0);
  await shoot(lender, 'shared-view-revoked-phone');
  await expectNoSeriousA11yViolations(lender, 'revoked shared plan');
  await lender.setViewportSize(LAPTOP);
  await shoot(lender, 'shared-view-revoked-laptop');
  await lenderContext.close();
});
