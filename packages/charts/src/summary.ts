// Each chart's figures as a small table, for screen readers and anyone who cannot see the picture.

import type { ChartName } from './catalog';
import { monthLabel, type ChartProjection } from './common';
import { formatDollars, formatUnits } from './format';
import { LOAN_BALANCE, monthlyProfitOf } from './options-monthly';
import { waterfallSteps } from './options-waterfall';
import { yearOneExpenses } from './options-expenses';
import { revenueByStreamOf, unitsByStreamOf } from './streams';
import { byYear, loanBalancesOf, totalCostsOf, yearLabelsOf } from './years';

export type ChartTable = { columns: string[]; rows: string[][] };

/** One row per year (Year 1..Year N), one column per series. */
function yearRows(projection: ChartProjection, series: number[][]): string[][] {
  return yearLabelsOf(projection).map((label, i) => [
    label,
    ...series.map((values) => formatDollars(values[i] ?? 0)),
  ]);
}

/** The figures a chart draws, written out in whole dollars (or items), one row per bar, slice or point. */
export function chartTable(name: ChartName, projection: ChartProjection): ChartTable {
  const pl = projection.profitLoss;
  switch (name) {
    case 'expenses':
      return {
        columns: ['Expense', 'Year 1'],
        rows: yearOneExpenses(projection)
          .filter((line) => line.value > 0)
          .map((line) => [line.name, formatDollars(line.value)]),
      };
    case 'revenue-profit': {
      const streams = revenueByStreamOf(projection) ?? [];
      return {
        columns: ['Year', ...streams.map((stream) => stream.name), 'Revenue', 'Net profit'],
        rows: yearRows(projection, [
          ...streams.map((stream) => stream.values),
          byYear(projection, pl.totalRevenue),
          byYear(projection, pl.netProfit),
        ]),
      };
    }
    case 'waterfall':
      return {
        columns: ['Step', 'Amount'],
        rows: waterfallSteps(projection).map((step) => [step.name, formatDollars(step.amount)]),
      };
    case 'trend':
      return {
        columns: ['Year', 'Revenue', 'Total costs', 'Net profit'],
        rows: yearRows(projection, [
          byYear(projection, pl.totalRevenue),
          totalCostsOf(projection),
          byYear(projection, pl.netProfit),
        ]),
      };
    case 'items-sold-1st-year': {
      const streams = unitsByStreamOf(projection);
      if (streams) {
        return {
          columns: ['Month', ...streams.map((stream) => stream.name)],
          rows: projection.firstYearMonths.map((month, i) => [
            monthLabel(month.month),
            ...streams.map((stream) => formatUnits(stream.values[i] ?? 0)),
          ]),
        };
      }
      return {
        columns: ['Month', 'Items sold'],
        rows: projection.firstYearMonths.map((month) => [monthLabel(month.month), formatUnits(month.units)]),
      };
    }
    case 'net-profit-1st-year': {
      const profit = monthlyProfitOf(projection);
      return {
        columns: ['Month', profit.isBeforeTax ? 'Profit before tax' : 'Net profit'],
        rows: projection.firstYearMonths.map((month, i) => [
          monthLabel(month.month),
          formatDollars(profit.values[i] ?? 0),
        ]),
      };
    }
    case 'cash-balance': {
      const loans = loanBalancesOf(projection.roundedMonths);
      return {
        columns: ['Month', 'Cash balance', ...(loans ? [LOAN_BALANCE] : [])],
        rows: projection.roundedMonths.map((month, i) => [
          monthLabel(month.month),
          formatDollars(month.cash),
          ...(loans ? [formatDollars(loans[i] ?? 0)] : []),
        ]),
      };
    }
  }
}
