// Live charts (issue #14 item 6): values on hover and tap, legends that toggle, phone layouts, the plan's charts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatDollars, type ChartDataResponse } from '@trajectory/charts';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;

/** A founder of this browser with one completed questionnaire; returns the ids. */
async function seedFounder(page: Page) {
  const { id } = await registerFounderViaApi(page.request, { businessName: 'Crumb & Co' });
  const questionnaireId = await completeQuestionnaireViaApi(page.request, id, bakerySections('Crumb & Co'), {
    confirm: true,
  });
  return { prospectId: id, questionnaireId };
}

/** The tooltip ECharts writes into the chart's own element. */
function tooltipOf(chart: Locator): Locator {
  return chart.locator('div').filter({ hasText: /:\s/ }).last();
}

/** Moves the pointer off the charts, so no tooltip is left in a screenshot (ECharts fades it out). */
async function pointerAway(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.click(1, 1);
  await page.waitForTimeout(500);
}

/** Each chart card of the page on its own, at full size, to look at. */
async function shootCards(page: Page, prefix: string) {
  for (const card of await page.locator('[data-chart]').all()) {
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/${prefix}-${await card.getAttribute('data-chart')}.png` });
  }
}

/** A chart drawn: its SVG has text in it (the axis labels), not just the skeleton. */
async function expectDrawn(chart: Locator) {
  // The chart's place is replaced by the chart as it nears the screen (live-chart.tsx).
  await expect(() => chart.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  await expect(chart.locator('svg text').first()).toBeAttached({ timeout: 15_000 });
}

test('[CHARTS] results charts show a value on hover and toggle series from the legend', async ({ page }) => {
  const { questionnaireId, prospectId } = await seedFounder(page);
  const trendData = (await (
    await page.request.get(`/api/questionnaires/${questionnaireId}/charts/trend?format=json`)
  ).json()) as ChartDataResponse;
  const revenue = trendData.data.profitLoss.totalRevenue;

  await page.setViewportSize({ width: 1280, height: 800 });
  // ECharts is loaded with the first chart: the landing page never asks for it, the results page does.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get it Now' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('echart-view'))).toEqual([]);
  await page.goto(`/results/${prospectId}`);
  const trend = page.locator('[data-chart-view="trend"]');
  await expectDrawn(trend);
  await expectDrawn(page.locator('[data-chart-view="expenses"]'));
  expect(scripts.filter((url) => url.includes('echart-view'))).toHaveLength(1);
  // The free plan gets its two charts only; the server refuses the others.
  const refused = await page.request.get(
    `/api/questionnaires/${questionnaireId}/charts/waterfall?format=json`,
  );
  expect(refused.status()).toBe(403);

  // Hovering the Year 3 column shows its figures, written as the engine has them.
  const box = (await trend.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.5);
  const tooltip = tooltipOf(trend);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Year 3');
  await expect(tooltip).toContainText(`Revenue: ${formatDollars(revenue.year3)}`);
  await expect(tooltip).toContainText('Net profit:');
  await page.screenshot({ path: `${SHOTS}/results-hover-desktop.png`, fullPage: false });

  // The keyboard reads the values too: the chart takes focus and the arrows step through the years.
  await page.mouse.move(1, 1);
  await trend.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText('Year 1');
  await expect(tooltip).toContainText(`Revenue: ${formatDollars(revenue.year1)}`);
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip).toContainText('Year 3');

  // The legend toggles a series: with Revenue off, the tooltip no longer lists it.
  await trend.locator('svg text', { hasText: /^Revenue$/ }).click();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.55);
  await expect(tooltip).toContainText('Year 2');
  await expect(tooltip).not.toContainText('Revenue:');
  await expect(tooltip).toContainText('Total costs:');

  // Screen readers get the figures as a table.
  const figures = page.getByRole('table', { name: 'Growth over three years: the figures' });
  await expect(figures.getByRole('row', { name: /Year 1/ })).toContainText(formatDollars(revenue.year1));
  await pointerAway(page);
  await page.screenshot({ path: `${SHOTS}/results-desktop.png`, fullPage: true });
});

test('[CHARTS] results charts fit a phone and answer a tap', async ({ page }) => {
  const { prospectId } = await seedFounder(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/results/${prospectId}`);
  const expenses = page.locator('[data-chart-view="expenses"]');
  await expectDrawn(expenses);
  const box = (await expenses.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBe(300);
  // Tapping the ring names a slice with its dollars and share: taps go down from the top, just right of
  // the centre line, until one lands on the ring (its first slice starts at twelve o'clock).
  const tooltip = tooltipOf(expenses);
  for (const share of [0.06, 0.1, 0.14, 0.18, 0.22, 0.26]) {
    await page.mouse.click(box.x + box.width / 2 + 8, box.y + box.height * share);
    if ((await tooltip.count()) > 0 && (await tooltip.isVisible())) break;
  }
  await expect(tooltipOf(expenses)).toContainText(/\$[\d,]+ \(\d+(\.\d)?%\)/);
  // The tapped slice's dollars and share are the ones its legend line prints (issue #24: one rounding).
  const [, dollars, share] =
    /(\$[\d,]+) \((\d+(?:\.\d)?%)\)/.exec((await tooltipOf(expenses).textContent()) ?? '') ?? [];
  await expect(expenses.locator('svg text').filter({ hasText: `${dollars} · ${share}` })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/results-tap-phone.png`, fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pointerAway(page);
  await expectDrawn(page.locator('[data-chart-view="trend"]'));
  await page.screenshot({ path: `${SHOTS}/results-phone.png`, fullPage: true });
  await shootCards(page, 'results-phone');
});

test('[CHARTS] the full statements draw all seven charts live (the cash balance too), on desktop and phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { prospectId } = await seedFounder(page);
  await buyFullReports(page.request, prospectId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/full-statements/${prospectId}`);
  await page.getByRole('tab', { name: 'Financial Charts' }).click();
  const charts = page.locator('[data-chart-view]');
  await expect(charts).toHaveCount(7);
  for (const chart of await charts.all()) await expectDrawn(chart);
  await expect(page.getByText('Chart unavailable - questionnaire data not loaded')).toHaveCount(0);
  const waterfall = page.locator('[data-chart-view="waterfall"]');
  // Scrolled to and measured on each try: the charts above it may still swap placeholders and move it.
  await expect(async () => {
    await waterfall.scrollIntoViewIfNeeded({ timeout: 1000 });
    const box = (await waterfall.boundingBox())!;
    await page.mouse.move(1, 1);
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await expect(tooltipOf(waterfall)).toContainText(/: [−]?\$[\d,]+/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await pointerAway(page);
  await page.screenshot({ path: `${SHOTS}/full-statements-charts-desktop.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByTestId('statement-accordion').getByRole('button', { name: 'Financial Charts' }).click();
  await expect(charts).toHaveCount(7);
  for (const chart of await charts.all()) await expectDrawn(chart);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/full-statements-charts-phone.png`, fullPage: true });
  await shootCards(page, 'full-statements-phone');
});

test('[CHARTS] a plan that sells several things stacks its revenue and items sold by stream (issue #25)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id: prospectId } = await registerFounderViaApi(page.request, { businessName: 'Crumb Streams' });
  await completeQuestionnaireViaApi(
    page.request,
    prospectId,
    {
      ...bakerySections('Crumb Streams'),
      revenueStreams: {
        primaryName: 'Bread',
        streams: [
          { name: 'Cakes', kind: 'units', price: 30, unitCost: 9, firstMonthVolume: 120, startMonth: 3 },
          { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40 },
        ],
      },
    },
    { confirm: true },
  );
  await buyFullReports(page.request, prospectId);
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/full-statements/${prospectId}`);
    if (device === 'desktop') await page.getByRole('tab', { name: 'Financial Charts' }).click();
    else
      await page.getByTestId('statement-accordion').getByRole('button', { name: 'Financial Charts' }).click();
    for (const name of ['revenue-profit', 'items-sold-1st-year', 'waterfall']) {
      const chart = page.locator(`[data-chart-view="${name}"]`);
      await expectDrawn(chart);
      // The legend names every stream drawn (the items sold: the two sold by the unit).
      for (const stream of name === 'items-sold-1st-year'
        ? ['Bread', 'Cakes']
        : ['Bread', 'Cakes', 'Coffee club']) {
        await expect(chart.locator('svg text', { hasText: new RegExp(`^${stream}$`) })).toHaveCount(1);
      }
      await page.mouse.move(1, 1);
      await page
        .locator(`[data-chart="${name}"]`)
        .screenshot({ path: `${SHOTS}/streams-${name}-${device}.png` });
    }
    // Nothing scrolls sideways, the charts' figures for screen readers included (a column per stream).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
});
