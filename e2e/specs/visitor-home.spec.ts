// Issue #14 items 2, 3 and 8 in a real browser: the header once a browser has access (and its phone menu),
// upgrading from the results page and the landing page, a paid founder's way back to the full statements,
// and the sample report opened from the landing page.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { SCREENSHOTS } from '../support/env';
import { money } from '../support/statements';

// HOME_SHOTS points the screenshots elsewhere (a reviewer's folder); by default the ignored e2e folder.
const SHOTS = process.env.HOME_SHOTS ?? SCREENSHOTS;

async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Lazy images load as they come into view: pass over the page once so the full-page shot has them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (before) await page.setViewportSize(before);
}

type Product = { code: string; name: string; type: string; price: string };

/** The paid plans' prices as the products API gives them, written as the pages write prices. */
async function paidPrices(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/products');
  expect(res.status()).toBe(200);
  const products = (await res.json()) as Product[];
  return Object.fromEntries(
    products
      .filter((p) => p.type === 'Paid' && Number(p.price) > 0)
      .map((p) => [p.name, `$${Number(p.price).toFixed(2)}`]),
  );
}

/** A founder registered in this page's browser with one completed questionnaire. */
async function seedFounder(page: Page, tag: string) {
  const founder = await registerFounderViaApi(page.request, { emailTag: tag, businessName: 'Ada Bakes' });
  const questionnaireId = await completeQuestionnaireViaApi(page.request, founder.id, bakerySections(), {
    confirm: true,
  });
  return { ...founder, questionnaireId };
}

const header = (page: Page) => page.getByRole('banner');

test('[VISITOR] a free founder upgrades from the results page: paid plans with server prices, then checkout', async ({
  page,
}) => {
  const founder = await seedFounder(page, 'home-free');
  const prices = await paidPrices(page);
  await page.goto(`/results/${founder.id}`);

  const plans = page.getByRole('region', { name: 'See your balance sheet and cash flow' });
  await expect(plans).toBeVisible();
  for (const [name, price] of Object.entries(prices)) {
    const plan = plans.getByTestId('upgrade-plan').filter({ has: page.getByRole('heading', { name }) });
    await expect(plan.getByTestId('upgrade-price')).toHaveText(price);
  }
  const full = plans
    .getByTestId('upgrade-plan')
    .filter({ has: page.getByRole('heading', { name: 'Full Reports' }) });
  await expect(full.getByRole('list', { name: 'Full Reports adds' })).toContainText(
    'Balance sheet and cash flow',
  );
  // The header of a browser with access: a free plan has no full statements, and can upgrade.
  await expect(header(page).getByRole('link', { name: 'My Reports' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Full Statements' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'results with plans');
  await shoot(page, 'results');

  await full.getByRole('link', { name: 'Upgrade to Full Reports' }).click();
  await expect(page).toHaveURL(`/checkout?product=financial_statements&prospectId=${founder.id}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByText('Plan: Full Reports')).toBeVisible();
  await expect(page.getByTestId('order-summary').getByTestId('order-total')).toHaveText(
    prices['Full Reports']!,
  );
  // And pays, with the simulated test card: the plan is Full Reports afterwards.
  await page.getByRole('button', { name: 'Credit or Debit Card' }).click();
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry Date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Complete Payment - ${prices['Full Reports']}` }).click();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/prospects/${founder.id}`)).json()) as { selectedPlan: string })
          .selectedPlan,
      { timeout: 15_000 },
    )
    .toBe('Full Reports');
});

test("[VISITOR] the landing page's paid button takes a returning free founder to checkout, not registration", async ({
  page,
}) => {
  const founder = await seedFounder(page, 'home-landing');
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'My Reports' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Access Reports' })).toHaveCount(0);
  await shoot(page, 'landing-with-access');
  const card = page.getByTestId('product-card').filter({ hasText: 'Expert Feedback' });
  await card.getByRole('button').click();
  await expect(page).toHaveURL(`/checkout?product=consultation&prospectId=${founder.id}`);
  await expect(page.getByText('Plan: Expert Feedback')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('[VISITOR] the landing page keeps its scroll as its app starts, so a press held meanwhile lands on its button', async ({
  page,
}) => {
  const founder = await seedFounder(page, 'home-held-press');
  await page.goto('/');
  const button = page.getByTestId('product-card').filter({ hasText: 'Expert Feedback' }).getByRole('button');
  await button.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const box = await button.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  // The press starts the app; the button is released only once the app has taken the page over.
  await page.mouse.down();
  await page.waitForFunction(
    () => (window as { __trajectoryHydrated?: boolean }).__trajectoryHydrated === true,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.mouse.up();
  await expect(page).toHaveURL(`/checkout?product=consultation&prospectId=${founder.id}`);
  await expect(page.getByText('Plan: Expert Feedback')).toBeVisible();
  // The app's own navigations still scroll as before: a new page opens at its top, Back returns to the place.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(button).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('[VISITOR] a returning paid founder reaches the full statements from the dashboard in two clicks', async ({
  page,
}) => {
  const founder = await seedFounder(page, 'home-paid');
  await buyFullReports(page.request, founder.id);
  await page.goto('/');

  await header(page).getByRole('link', { name: 'My Reports' }).click(); // click 1
  await expect(page.getByRole('heading', { name: `Reports for ${founder.name}` })).toBeVisible();
  // One story of report credits: Free's 2 plus Full Reports' 3, one used by the questionnaire.
  await expect(page.getByTestId('usage')).toHaveText('1 of 5');
  await expect(page.getByTestId('credits-note')).toHaveText(
    'Each completed questionnaire uses one report; every plan you buy adds its reports to the ones you have.',
  );
  const upgrade = page.getByRole('region', { name: 'Upgrade My Plan' });
  await expect(upgrade.getByTestId('upgrade-plan')).not.toHaveCount(0);
  await expect(upgrade.getByRole('heading', { name: 'Full Reports' })).toHaveCount(0);
  await expect(page.getByTestId('report-card')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'dashboard');
  await shoot(page, 'dashboard');

  await page.getByTestId('report-card').getByRole('link', { name: 'View Full Statements' }).click(); // click 2
  await expect(page).toHaveURL(`/full-statements/${founder.id}?questionnaireId=${founder.questionnaireId}`);
  await page.getByRole('tab', { name: 'Balance Sheet' }).click();
  await expect(page.getByRole('table', { name: '3-year Balance Sheet projection' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Full Statements' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('[VISITOR] on a phone the header links sit behind a Menu button that works from the keyboard', async ({
  page,
}) => {
  await seedFounder(page, 'home-menu');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports');
  const menu = header(page).getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(header(page).getByRole('link', { name: 'Payment History' })).toBeHidden();

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = header(page).getByRole('navigation', { name: 'Your account' }).filter({ visible: true });
  await expect(nav.getByRole('link')).toHaveText(['My Reports', 'Upgrade', 'Payment History', 'Contact']);
  await expect(nav.getByRole('link', { name: 'My Reports' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/header-menu-phone.png` });
  await expectNoSeriousA11yViolations(page, 'phone menu');

  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Payment History' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/payment-history');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Upgrade leads to the dashboard's plans, scrolled into view.
  await menu.click();
  await nav.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/reports#upgrade$/);
  await expect(page.getByRole('region', { name: 'Upgrade My Plan' })).toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/header-menu-desktop.png` });
});

type YearValues = { year1: number; year2: number; year3: number };

test('[VISITOR] the sample report opens from the landing page: three statements and two charts, read-only', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card')).not.toHaveCount(0);
  await shoot(page, 'landing');
  await page.getByRole('link', { name: 'See a sample report' }).click();
  await expect(page).toHaveURL('/sample-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Financial Report' })).toBeVisible();

  const res = await page.request.get('/api/sample-report');
  expect(res.status()).toBe(200);
  const sample = (await res.json()) as {
    businessName: string;
    profitLoss: Record<string, YearValues>;
    cashFlow: { cashEndOfYear: YearValues };
    balanceSheet: { assets: { totalAssets: YearValues } };
  };
  await expect(page.getByText(sample.businessName).first()).toBeVisible();
  const rowOf = (table: string, label: string) =>
    page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const years = (v: YearValues) => [v.year1, v.year2, v.year3].map(money);
  await expect(rowOf('3-year Profit & Loss projection', 'Total Revenue').getByRole('cell')).toHaveText(
    years(sample.profitLoss.totalRevenue!),
  );
  await expect(rowOf('3-year Balance Sheet projection', 'Total Assets').getByRole('cell')).toHaveText(
    years(sample.balanceSheet.assets.totalAssets),
  );
  await expect(rowOf('3-year Cash Flow projection', 'Cash at End of Year').getByRole('cell')).toHaveText(
    years(sample.cashFlow.cashEndOfYear),
  );

  const charts = page.getByRole('region', { name: 'Charts' }).getByRole('img');
  await expect(charts).toHaveCount(2);
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect
      .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  // Nothing to edit or download: a read-only page.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /download/i })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'sample report');
  await shoot(page, 'sample-report');

  // Opened at its address it arrives drawn by the server (issue #27 item 1): read before any script runs.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/sample-report');
  await expect(rowOf('3-year Profit & Loss projection', 'Total Revenue').getByRole('cell')).toHaveText(
    years(sample.profitLoss.totalRevenue!),
  );
  await page.unrouteAll();
});
