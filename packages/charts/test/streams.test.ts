// Charts by stream (issue #25): revenue stacked by what the plan sells, items sold one series per units
// stream, the team and start-up expenses in the breakdown and the waterfall; one stream draws as before.
import { normalizeQuestionnaire, project, type Projection } from '@trajectory/engine';
import { bakerySections, bakeryWithLenderAnswers } from '@trajectory/engine/fixtures';
import { describe, expect, it } from 'vitest';
import {
  CHART_NAMES,
  buildChartOption,
  chartDataOf,
  chartTable,
  formatDollars,
  formatUnits,
  type ChartOption,
} from '../src/index';
import { waterfallSteps } from '../src/options-waterfall';
import { yearOneExpenses } from '../src/options-expenses';

function projectSections(sections: unknown): Projection {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return project(result.inputs);
}

/** The bakery selling bread, cakes from Month 4 and a coffee club, with two roles and a start-up list. */
function detailedBakery(): Record<string, unknown> {
  return {
    ...bakeryWithLenderAnswers(),
    revenueStreams: {
      primaryName: 'Bread',
      streams: [
        { name: 'Cakes', kind: 'units', price: 30, unitCost: 9, firstMonthVolume: 120, startMonth: 3 },
        {
          name: 'Coffee club',
          kind: 'subscription',
          price: 25,
          unitCost: 6,
          firstMonthVolume: 40,
          monthlyChurnPct: 5,
        },
      ],
    },
    staff: {
      roles: [{ title: 'Baker', headcount: 2, monthlySalary: 2800, startMonth: 0 }],
      payrollBurdenPct: 12,
    },
    startupItems: {
      items: [
        { name: 'Oven', amount: 15000, kind: 'asset' },
        { name: 'Launch', amount: 2500, kind: 'expense' },
      ],
    },
    workingCapital: { receivableDays: 30, inventoryDays: 20, payableDays: 15 },
  };
}

type Series = { name?: string; stack?: string; data?: unknown[] };

function seriesOf(option: ChartOption): Series[] {
  return option.series as Series[];
}

const strip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('a plan with one stream', () => {
  const bakery = projectSections(bakeryWithLenderAnswers());

  it('draws every chart exactly as figures without streams do', () => {
    const { revenueStreams, revenueStreamMonths, ...withoutStreams } = bakery;
    expect(revenueStreams).toHaveLength(1);
    expect(revenueStreamMonths).toHaveLength(1);
    for (const name of CHART_NAMES) {
      for (const options of [{}, { width: 360, height: 300, interactive: true }]) {
        expect(strip(buildChartOption(name, bakery, options)), name).toEqual(
          strip(buildChartOption(name, withoutStreams, options)),
        );
      }
      expect(chartTable(name, bakery)).toEqual(chartTable(name, withoutStreams));
      // A page receives no streams for a plan that sells one thing.
      expect(chartDataOf(name, bakery)).not.toHaveProperty('revenueStreams');
    }
  });

  it('keeps the one revenue bar and the one items-sold series', () => {
    const plain = projectSections(bakerySections());
    expect(seriesOf(buildChartOption('revenue-profit', plain)).map((s) => s.name)).toEqual([
      'Revenue',
      'Net profit',
      'Net loss',
    ]);
    expect(seriesOf(buildChartOption('items-sold-1st-year', plain)).map((s) => s.name)).toEqual([
      'Items sold',
    ]);
  });
});

describe('a plan with several streams, a team and a start-up list', () => {
  const projection = projectSections(detailedBakery());

  it('stacks the revenue bars by stream, adding up to the year’s revenue', () => {
    const option = buildChartOption('revenue-profit', projection);
    const revenue = seriesOf(option).filter((s) => s.stack === 'revenue');
    expect(revenue.map((s) => s.name)).toEqual(['Bread', 'Cakes', 'Coffee club']);
    projection.revenueStreams.forEach((stream, i) => {
      expect(revenue[i]?.data).toEqual([stream.revenue.year1, stream.revenue.year2, stream.revenue.year3]);
    });
    for (const [y, key] of (['year1', 'year2', 'year3'] as const).entries()) {
      const stacked = revenue.reduce((sum, s) => sum + Number(s.data?.[y]), 0);
      expect(stacked).toBe(projection.profitLoss.totalRevenue[key]);
    }
    expect((option.legend as { data: string[] }).data.slice(0, 3)).toEqual(['Bread', 'Cakes', 'Coffee club']);
    const table = chartTable('revenue-profit', projection);
    expect(table.columns).toEqual(['Year', 'Bread', 'Cakes', 'Coffee club', 'Revenue', 'Net profit']);
    expect(table.rows[0]?.[4]).toBe(formatDollars(projection.profitLoss.totalRevenue.year1));
  });

  it('stacks the waterfall’s revenue bar by stream, up to Year 1 revenue', () => {
    const option = buildChartOption('waterfall', projection);
    const streams = seriesOf(option).filter((s) => ['Bread', 'Cakes', 'Coffee club'].includes(s.name ?? ''));
    const first = streams.map((s) => (s.data?.[0] as { value: number }).value);
    expect(first).toEqual(projection.revenueStreams.map((stream) => stream.revenue.year1));
    expect(first.reduce((a, b) => a + b, 0)).toBe(projection.profitLoss.totalRevenue.year1);
    // Nothing else is drawn in the revenue slot, and the streams draw nowhere else.
    expect(seriesOf(option).find((s) => s.name === 'increase')?.data?.[0]).toBe('-');
    for (const s of streams) expect(s.data?.slice(1).every((v) => v === '-')).toBe(true);
    expect((option.legend as { data: string[] }).data).toEqual(['Bread', 'Cakes', 'Coffee club']);
  });

  it('draws one items-sold series per units stream, leaving the subscribers out', () => {
    const option = buildChartOption('items-sold-1st-year', projection);
    const series = seriesOf(option);
    expect(series.map((s) => s.name)).toEqual(['Bread', 'Cakes']);
    const [bread, cakes] = projection.revenueStreamMonths;
    expect(series[0]?.data).toEqual(bread?.units.slice(0, 12));
    expect(series[1]?.data).toEqual(cakes?.units.slice(0, 12));
    expect(series[1]?.data?.slice(0, 3)).toEqual([0, 0, 0]);
    // A page gets the streams' first twelve months with the chart's figures, and draws the same.
    const data = chartDataOf('items-sold-1st-year', projection);
    expect(data.revenueStreamMonths?.[1]?.units).toEqual(cakes?.units.slice(0, 12));
    expect(strip(buildChartOption('items-sold-1st-year', data))).toEqual(strip(option));
    expect(chartTable('items-sold-1st-year', projection).rows[3]).toEqual([
      'M4',
      formatUnits(bread?.units[3] ?? 0),
      formatUnits(cakes?.units[3] ?? 0),
    ]);
  });

  it('breaks down and walks through the team and start-up expenses to the net profit', () => {
    const pl = projection.profitLoss;
    expect(pl.staffWages.year1).toBeGreaterThan(0);
    expect(pl.startupExpenses.year1).toBe(2500);
    const lines = yearOneExpenses(projection);
    expect(lines.map((line) => line.name)).toContain('Staff wages');
    expect(lines.reduce((sum, line) => sum + line.value, 0)).toBe(
      pl.totalCostOfGoodsSold.year1 + pl.totalExpenses.year1,
    );
    const steps = waterfallSteps(projection);
    expect(steps.map((step) => step.name)).toEqual(
      expect.arrayContaining(['Staff wages', 'Payroll taxes', 'Start-up costs']),
    );
    // Every step starts where the one before ended, and the last ends on the engine's net profit.
    const last = steps.at(-2);
    expect(last?.to).toBe(pl.netProfit.year1);
    expect(steps.at(-1)?.to).toBe(pl.netProfit.year1);
  });

  it('draws every chart for a page and an image without throwing', () => {
    for (const name of CHART_NAMES) {
      expect(buildChartOption(name, chartDataOf(name, projection), { interactive: true })).toBeDefined();
      expect(buildChartOption(name, projection, { width: 360, height: 300 })).toBeDefined();
    }
  });
});
