// The shared chart builders as a page uses them: live options, tooltips in chart money, the plan rule,
// the figures a page receives, the accessible tables and label placement.
import { normalizeQuestionnaire, project, type Projection } from '@trajectory/engine';
import { bakerySections } from '@trajectory/engine/fixtures';
import { describe, expect, it } from 'vitest';
import {
  CHART_NAMES,
  PLAN_CHART_ORDER,
  buildChartOption,
  chartDataOf,
  chartTable,
  chartsOfPlan,
  formatDollars,
  type ChartOption,
} from '../src/index';
import { placeLineLabels } from '../src/line-labels';

function projectSections(sections: unknown): Projection {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return project(result.inputs);
}

const bakery = projectSections(bakerySections());
/** The bakery with rent it cannot carry: losses every year. */
const losing = projectSections({
  ...bakerySections(),
  expenseInfo: { ...bakerySections().expenseInfo, monthlyRent: 9000 },
});

type Formatter = (params: unknown) => string;

function tooltipFormatter(option: ChartOption): Formatter {
  const tooltip = option.tooltip as { formatter?: Formatter } | undefined;
  if (!tooltip?.formatter) throw new Error('no tooltip');
  return tooltip.formatter;
}

describe('live options', () => {
  it('give every chart a tooltip, animation and no title of its own; images keep theirs', () => {
    for (const name of CHART_NAMES) {
      const live = buildChartOption(name, bakery, { width: 360, height: 300, interactive: true });
      expect(live.tooltip, name).toBeDefined();
      expect(live.animation).toBe(true);
      expect(live.title).toMatchObject({ show: false });
      const image = buildChartOption(name, bakery);
      expect(image.tooltip, name).toBeUndefined();
      expect(image.animation).toBe(false);
      expect((image.title as { text: string }).text.length).toBeGreaterThan(0);
    }
  });

  it('write the hovered year in whole dollars with a true minus for losses', () => {
    const option = buildChartOption('trend', losing, { interactive: true });
    const netProfit = losing.profitLoss.netProfit.year1;
    expect(netProfit).toBeLessThan(0);
    const html = tooltipFormatter(option)([
      { axisValueLabel: 'Year 1', seriesName: 'Revenue', value: losing.profitLoss.totalRevenue.year1 },
      { axisValueLabel: 'Year 1', seriesName: 'Net profit', value: netProfit },
    ]);
    expect(html).toContain('Year 1');
    expect(html).toContain(`Net profit: <b>\u2212$${Math.abs(netProfit).toLocaleString('en-US')}</b>`);
  });

  it('leave out the gaps of stacked series and the waterfall base', () => {
    const monthly = tooltipFormatter(buildChartOption('net-profit-1st-year', bakery, { interactive: true }));
    const html = monthly([
      { axisValueLabel: 'M1', seriesName: 'Profit', value: 200 },
      { axisValueLabel: 'M1', seriesName: 'Loss', value: '-' },
    ]);
    expect(html).toContain('Profit: <b>$200</b>');
    expect(html).not.toContain('Loss');
    const waterfall = tooltipFormatter(buildChartOption('waterfall', bakery, { interactive: true }));
    expect(waterfall([{ dataIndex: 0, seriesName: 'base', value: 0 }])).toContain(
      `Revenue: <b>${formatDollars(bakery.profitLoss.totalRevenue.year1)}</b>`,
    );
  });

  it('name a slice with its dollars and share', () => {
    const pie = tooltipFormatter(buildChartOption('expenses', bakery, { interactive: true }));
    expect(pie([{ name: 'Rent', value: 14400, percent: 20.08 }])).toBe('Rent: <b>$14,400</b> (20.1%)');
  });
});

describe('the plan rule', () => {
  it('gives a plan its first charts, the Free plan the expense breakdown and the trend', () => {
    expect(chartsOfPlan({ chartsCount: 2, statementsType: 'Simple' })).toEqual(['expenses', 'trend']);
    expect(chartsOfPlan({ chartsCount: 6, statementsType: 'Complete' })).toEqual([
      ...PLAN_CHART_ORDER,
      'cash-balance',
    ]);
    expect(chartsOfPlan({ chartsCount: 0, statementsType: 'Simple' })).toEqual([]);
    expect(chartsOfPlan(undefined)).toEqual([]);
  });
});

describe('the figures a page receives', () => {
  it('carry months 13 to 36 only with the cash-balance chart', () => {
    expect(chartDataOf('trend', bakery).roundedMonths).toHaveLength(12);
    expect(chartDataOf('cash-balance', bakery).roundedMonths).toHaveLength(36);
    expect(chartDataOf('trend', bakery).profitLoss).toBe(bakery.profitLoss);
  });
});

describe('accessible tables', () => {
  it('list what each chart draws', () => {
    const trend = chartTable('trend', bakery);
    expect(trend.columns).toEqual(['Year', 'Revenue', 'Total costs', 'Net profit']);
    expect(trend.rows[0]).toEqual([
      'Year 1',
      formatDollars(bakery.profitLoss.totalRevenue.year1),
      formatDollars(bakery.profitLoss.totalCostOfGoodsSold.year1 + bakery.profitLoss.totalExpenses.year1),
      formatDollars(bakery.profitLoss.netProfit.year1),
    ]);
    expect(chartTable('cash-balance', bakery).rows).toHaveLength(36);
    expect(chartTable('expenses', bakery).rows.map((row) => row[0])).toContain('Rent');
    const waterfall = chartTable('waterfall', losing).rows;
    expect(waterfall.at(-1)).toEqual(['Net profit', formatDollars(losing.profitLoss.netProfit.year1)]);
  });
});

describe('line labels', () => {
  const geometry = { pxPerUnit: 1, axisMin: 0, labelHeight: 14, gap: 6 };

  it('puts labels of close points on opposite sides, and leaves one out when no side is free', () => {
    expect(placeLineLabels([[100], [95]], geometry)).toEqual([['top'], ['bottom']]);
    expect(placeLineLabels([[100], [20]], geometry)).toEqual([['top'], ['top']]);
    expect(placeLineLabels([[100], [96], [92]], geometry)).toEqual([['top'], ['hidden'], ['bottom']]);
  });

  it('never writes a label under the axis', () => {
    expect(placeLineLabels([[12], [4]], geometry)).toEqual([['top'], ['hidden']]);
  });
});
