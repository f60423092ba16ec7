// The shared chart builders as a page uses them: live options, tooltips in chart money, the plan rule,
// the figures a page receives, the accessible tables and label placement.
import { normalizeQuestionnaire, project, type Projection } from '@trajectory/engine';
import { bakerySections, bakeryWithLenderAnswers } from '@trajectory/engine/fixtures';
import { describe, expect, it } from 'vitest';
import {
  CHART_NAMES,
  COLORS,
  LOAN_BALANCE,
  loanLineOf,
  PLAN_CHART_ORDER,
  buildChartOption,
  chartCatalog,
  chartDataOf,
  chartTable,
  chartsOfPlan,
  formatDollars,
  type ChartOption,
} from '../src/index';
import { placeLineLabels } from '../src/line-labels';
import { yearOneExpenses } from '../src/options-expenses';

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
    const rent = bakery.profitLoss.rent.year1;
    const total = yearOneExpenses(bakery).reduce((sum, line) => sum + Math.max(0, line.value), 0);
    const share = `${Math.round((rent / total) * 1000) / 10}%`;
    expect(pie([{ name: 'Rent', value: rent, percent: 99.99 }])).toBe(
      `Rent: <b>${formatDollars(rent)}</b> (${share})`,
    );
  });

  it('round a slice the same way in the legend and the tooltip, on a phone and a laptop (issue #24)', () => {
    for (const width of [360, 800]) {
      const option = buildChartOption('expenses', bakery, { interactive: true, width });
      const pie = tooltipFormatter(option);
      const legends = option.legend as Array<{ data: string[]; formatter: (name: string) => string }>;
      for (const legend of legends) {
        for (const name of legend.data) {
          const [, dollars, share] = /\{value\|(.+) · (.+)\}$/.exec(legend.formatter(name)) ?? [];
          // ECharts' own percent (here deliberately off) is never what the tooltip prints.
          expect(pie([{ name, value: 1, percent: 12.345 }]), `${name} at ${width}px`).toBe(
            `${name}: <b>${dollars}</b> (${share})`,
          );
        }
      }
    }
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

// Issue #15: five-year plans and loans.
function projectYears(sections: unknown, years: 3 | 5): Projection {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return project({ ...result.inputs, projectionYears: years });
}

/** The bakery borrowing $40,000 at opening over four years and $15,000 in Month 15 over two, taxed at 21%. */
const lenderSections = () => bakeryWithLenderAnswers();

function seriesOf(option: ChartOption): Record<string, unknown>[] {
  const series = option.series;
  return (Array.isArray(series) ? series : series ? [series] : []) as Record<string, unknown>[];
}

const axisData = (option: ChartOption, axis: 'xAxis' | 'yAxis') => (option[axis] as { data?: string[] }).data;

describe('five-year plans', () => {
  const five = projectYears(bakerySections(), 5);
  const fiveYears = ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'];

  it('draw the yearly charts over Year 1 to Year 5', () => {
    expect(five.projectionYears).toBe(5);
    const trend = buildChartOption('trend', five);
    expect((trend.title as { text: string }).text).toBe('Five-Year Trend');
    expect(axisData(trend, 'xAxis')).toEqual(fiveYears);
    const [revenue, costs, netProfit] = seriesOf(trend);
    const values = (series: Record<string, unknown> | undefined) =>
      (series?.data as { value: number }[]).map((point) => point.value);
    expect(values(revenue)).toEqual(fiveYears.map((_, i) => five.years[i]!.profitLoss.totalRevenue));
    expect(values(netProfit)).toEqual(fiveYears.map((_, i) => five.years[i]!.profitLoss.netProfit));
    expect(values(costs)).toHaveLength(5);
    const bars = buildChartOption('revenue-profit', five);
    expect(axisData(bars, 'xAxis')).toEqual(fiveYears);
    expect(seriesOf(bars)[0]?.data).toEqual(five.years.map((year) => year.profitLoss.totalRevenue));
    // A three-year plan keeps its three years and its title.
    expect((buildChartOption('trend', bakery).title as { text: string }).text).toBe('Three-Year Trend');
    expect(axisData(buildChartOption('trend', bakery), 'xAxis')).toEqual(fiveYears.slice(0, 3));
  });

  it('draw the cash over all 60 months, and send them with the years to a page', () => {
    const cash = buildChartOption('cash-balance', five);
    expect((cash.title as { text: string }).text).toBe('Cash Balance over 60 Months');
    expect(axisData(cash, 'xAxis')).toHaveLength(60);
    expect(axisData(cash, 'xAxis')?.at(-1)).toBe('M60');
    expect(seriesOf(cash)[0]?.data).toEqual(five.roundedMonths.map((month) => month.cash));
    expect((seriesOf(cash)[0]?.data as number[])[59]).toBe(five.cashFlow.cashEndOfYear.year5);
    const data = chartDataOf('cash-balance', five);
    expect(data.projectionYears).toBe(5);
    expect(data.roundedMonths).toHaveLength(60);
    expect(chartDataOf('trend', five).projectionYears).toBe(5);
    expect(chartCatalog(5)['cash-balance'].description).toContain('60 months');
    expect(chartCatalog(5).trend.title).toBe('Five-Year Trend');
  });

  it('list five years and sixty months in the accessible tables', () => {
    const trend = chartTable('trend', five);
    expect(trend.rows.map((row) => row[0])).toEqual(fiveYears);
    expect(trend.rows[4]?.[3]).toBe(formatDollars(five.profitLoss.netProfit.year5!));
    expect(chartTable('revenue-profit', five).rows).toHaveLength(5);
    expect(chartTable('cash-balance', five).rows).toHaveLength(60);
  });
});

describe('a plan with loans, tax, depreciation and draws', () => {
  const lender3 = projectYears(lenderSections(), 3);
  const lender5 = projectYears(lenderSections(), 5);

  it('draws the loan balance beside the cash, equal to the balance sheet at each year end', () => {
    for (const projection of [lender3, lender5]) {
      const option = buildChartOption('cash-balance', projection);
      const [cash, loan] = seriesOf(option);
      expect(cash?.name).toBe('Cash');
      expect(loan?.name).toBe(LOAN_BALANCE);
      expect(loan?.lineStyle).toMatchObject({ type: 'dashed', color: COLORS.debt });
      expect((option.legend as { data: string[] }).data).toEqual(['Cash', LOAN_BALANCE]);
      const balances = loan?.data as (number | null)[];
      expect(balances).toHaveLength(12 * projection.projectionYears);
      projection.years.forEach((year, y) => {
        // A month with no point is one after every loan was repaid: nothing is owed.
        expect(balances[12 * y + 11] ?? 0, `year ${y + 1}`).toBe(year.balanceSheet.liabilities.loans);
      });
      // The loan at opening is in Month 1's balance; the second arrives in Month 15.
      expect(balances[0]).toBeGreaterThan(39000);
      expect(balances[14]! - balances[13]!).toBeGreaterThan(14000);
    }
    expect(lender5.balanceSheet.liabilities.loans.year5).toBe(0);
  });

  it('draws no loan line along $0 once the loans are repaid (issue #24), nor a "$0" end label', () => {
    expect(loanLineOf([0, 0, 500, 400, 0, 0, 0])).toEqual([null, 0, 500, 400, 0, null, null]);
    const repaid = projectYears(
      {
        ...lenderSections(),
        financing: { loans: [{ amount: 20000, annualRatePct: 8, termMonths: 24, startMonth: 0 }] },
      },
      3,
    );
    const option = buildChartOption('cash-balance', repaid);
    const [, loan] = seriesOf(option);
    const points = loan?.data as (number | null)[];
    const paidOff = points.findIndex((value) => value === 0);
    expect(paidOff).toBeGreaterThan(12);
    expect(points.slice(paidOff + 1).every((value) => value === null)).toBe(true);
    expect(points.slice(0, paidOff).every((value) => value !== null && value > 0)).toBe(true);
    expect((loan?.endLabel as { show?: boolean }).show).toBe(false);
    // Cash never below $0: the category axis is the $0 line, with no second line drawn over it.
    const [cash] = seriesOf(option);
    expect(cash?.markLine).toBeUndefined();
  });

  it('names the loan balance in the tooltip and the table', () => {
    const option = buildChartOption('cash-balance', lender3, { interactive: true });
    const html = tooltipFormatter(option)([
      { axisValueLabel: 'M12', seriesName: 'Cash', value: lender3.roundedMonths[11]!.cash },
      { axisValueLabel: 'M12', seriesName: LOAN_BALANCE, value: 31926 },
    ]);
    expect(html).toContain('M12');
    expect(html).toContain(`${LOAN_BALANCE}: <b>$31,926</b>`);
    const table = chartTable('cash-balance', lender3);
    expect(table.columns).toEqual(['Month', 'Cash balance', LOAN_BALANCE]);
    expect(table.rows[35]?.[2]).toBe(formatDollars(lender3.balanceSheet.liabilities.loans.year3));
  });

  it('keeps the cash chart of a plan without loans as it was: one line, no legend', () => {
    const option = buildChartOption('cash-balance', bakery);
    expect(seriesOf(option).map((series) => series.name)).toEqual(['Cash']);
    expect(option.legend).toBeUndefined();
    expect(chartTable('cash-balance', bakery).columns).toEqual(['Month', 'Cash balance']);
  });

  it('takes depreciation, interest and tax down to net profit in the waterfall and the trend', () => {
    const pl = lender3.profitLoss;
    const table = chartTable('waterfall', lender3).rows;
    const names = table.map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining(['Depreciation', 'Interest']));
    expect(table.find((row) => row[0] === 'Depreciation')?.[1]).toBe(formatDollars(-pl.depreciation.year1));
    expect(table.find((row) => row[0] === 'Interest')?.[1]).toBe(formatDollars(-pl.interestExpense.year1));
    expect(table.at(-1)).toEqual(['Net profit', formatDollars(pl.netProfit.year1)]);
    const trend = chartTable('trend', lender3).rows;
    trend.forEach((row, y) => {
      const year = lender3.years[y]!.profitLoss;
      expect(row[2]).toBe(formatDollars(year.totalRevenue - year.netProfit));
    });
    // Twelve bars' names do not fit under them on a wide chart: it lies on its side.
    const option = buildChartOption('waterfall', lender3);
    expect((option.yAxis as { type: string }).type).toBe('category');
  });

  it('shows profit before tax by month when the year is taxed, and says so', () => {
    expect(lender3.profitLoss.incomeTax.year1).toBeGreaterThan(0);
    const option = buildChartOption('net-profit-1st-year', lender3);
    expect((option.title as { text: string }).text).toBe('Profit Before Tax by Month, Year 1');
    const [profit] = seriesOf(option);
    expect(profit?.data).toEqual(
      lender3.firstYearMonths.map((month) => (month.profitBeforeTax >= 0 ? month.profitBeforeTax : '-')),
    );
    expect(chartTable('net-profit-1st-year', lender3).columns).toEqual(['Month', 'Profit before tax']);
    expect((buildChartOption('net-profit-1st-year', bakery).title as { text: string }).text).toBe(
      'Net Profit by Month, Year 1',
    );
  });
});
