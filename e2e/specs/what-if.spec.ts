// The what-if panel in a real browser: keyboard sliders recompute the scenarios, reset, the tornado's table, phone layout.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { normalizeQuestionnaire, projectScenarios, type ScenarioAdjustment } from '@trajectory/engine';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { SCREENSHOTS } from '../support/env';
import { money } from '../support/statements';

const SHOTS = SCREENSHOTS;
const sections = bakerySections('What If Bakery');

/** Base-case net profit of Year 1 as the engine computes it for the bakery with this adjustment. */
function baseNetProfit(adjustment: Partial<ScenarioAdjustment>) {
  const normalized = normalizeQuestionnaire(sections, { completed: false });
  if (!normalized.ok) throw new Error('the bakery must normalise');
  const base = { unitsPct: 0, pricePct: 0, unitCostPct: 0, expensesPct: 0, ...adjustment };
  return money(projectScenarios(normalized.inputs, { base }).base.netProfit.year1);
}

async function shoot(page: Page, name: string, panel: Locator) {
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${device}.png`, fullPage: true });
    await panel.screenshot({ path: `${SHOTS}/${name}-panel-${device}.png` });
    await panel.getByTestId('tornado').screenshot({ path: `${SHOTS}/${name}-tornado-${device}.png` });
  }
}

test('[VISITOR] the results page recomputes the what-if scenarios as a slider moves by keyboard', async ({
  page,
}) => {
  const { id: prospectId } = await registerFounderViaApi(page.request, { businessName: 'What If Bakery' });
  await completeQuestionnaireViaApi(page.request, prospectId, sections, { confirm: true });
  await page.goto(`/results/${prospectId}`);
  await expect(page.getByRole('table', { name: '3-year Profit & Loss projection' })).toBeVisible();

  const panel = page.getByTestId('what-if');
  const base = panel.getByRole('group', { name: 'Base case' });
  const units = base.getByRole('slider', { name: 'Units sold' });
  const netProfit = base.getByTestId('base-net-profit-year1');
  await expect(netProfit).toHaveText(baseNetProfit({}));

  await units.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(units).toHaveValue('5');
  await expect(units).toHaveAttribute('aria-valuetext', '+5% (Base case)');
  await expect(base.locator('output').first()).toHaveText('+5%');
  await expect(netProfit).toHaveText(baseNetProfit({ unitsPct: 5 }));
  expect(baseNetProfit({ unitsPct: 5 })).not.toBe(baseNetProfit({}));

  await page.keyboard.press('Tab');
  const price = base.getByRole('slider', { name: 'Unit price' });
  await expect(price).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(netProfit).toHaveText(baseNetProfit({ unitsPct: 5, pricePct: -2 }));

  // Worst and best keep the spec defaults while the base case moves.
  await expect(
    panel.getByRole('group', { name: 'Worst case' }).getByRole('slider', { name: 'Units sold' }),
  ).toHaveValue('-20');

  const tornado = panel.getByTestId('tornado');
  await tornado.getByText('Show the figures as a table').focus();
  await page.keyboard.press('Enter');
  await expect(tornado.getByRole('table').getByRole('row')).toHaveCount(10);

  // The panel (sliders, tables, the opened tornado table) has no serious accessibility finding.
  const axe = await new AxeBuilder({ page }).include('[data-testid="what-if"]').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);

  await shoot(page, 'what-if-results', panel);

  // Phones stack the three scenarios and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const worstBox = await panel.getByTestId('scenario-worst').boundingBox();
  const baseBox = await panel.getByTestId('scenario-base').boundingBox();
  expect(worstBox && baseBox && worstBox.y + worstBox.height <= baseBox.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const reset = panel.getByRole('button', { name: 'Reset to defaults' });
  await reset.click();
  await expect(units).toHaveValue('0');
  await expect(netProfit).toHaveText(baseNetProfit({}));
  await expect(reset).toBeDisabled();
});

test('[CHECKOUT] the full statements page shows the what-if panel below the statements', async ({ page }) => {
  const { id: prospectId } = await registerFounderViaApi(page.request, { businessName: 'What If Bakery' });
  await completeQuestionnaireViaApi(page.request, prospectId, sections, { confirm: true });
  await buyFullReports(page.request, prospectId);
  await page.goto(`/full-statements/${prospectId}`);
  const panel = page.getByTestId('what-if');
  const best = panel.getByRole('group', { name: 'Best case' });
  await expect(best.getByRole('slider', { name: 'Units sold' })).toHaveValue('20');
  await shoot(page, 'what-if-full-statements', panel);
});

test('[VISITOR] with streams and a team, the tornado names their drivers once the moves pause (issue #25)', async ({
  page,
}) => {
  const detailed = {
    ...bakerySections('Detailed What If'),
    revenueStreams: {
      primaryName: 'Bread',
      streams: [
        { name: 'Cakes', kind: 'units', price: 30, unitCost: 9, firstMonthVolume: 120 },
        { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40, monthlyChurnPct: 5 },
      ],
    },
    staff: { roles: [{ title: 'Baker', headcount: 2, monthlySalary: 2800 }], payrollBurdenPct: 10 },
    workingCapital: { receivableDays: 30 },
  };
  const { id: prospectId } = await registerFounderViaApi(page.request, { businessName: 'Detailed What If' });
  await completeQuestionnaireViaApi(page.request, prospectId, detailed, { confirm: true });
  await page.goto(`/results/${prospectId}`);
  const panel = page.getByTestId('what-if');
  const tornado = panel.getByTestId('tornado');
  const units = panel.getByRole('group', { name: 'Base case' }).getByRole('slider', { name: 'Units sold' });
  await units.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(units).toHaveValue('5');
  // The sensitivity runs in a worker; the tornado settles for the sliders as they stand.
  await expect(tornado).toHaveAttribute('aria-busy', 'false');
  await tornado.getByText('Show the figures as a table').click();
  const rows = tornado.getByRole('table').getByRole('rowheader');
  for (const label of ['Cakes price', 'Coffee club churn', 'Baker salary', 'Days customers take to pay']) {
    await expect(rows.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  }
  await shoot(page, 'what-if-detailed', panel);
});
