// Each chart's figures as a small table, for screen readers and anyone who cannot see the picture.

import type { YearValues } from '@trajectory/engine';
import type { ChartName } from './catalog';
import { YEAR_LABELS, monthLabel, type ChartProjection } from './common';
import { formatDollars, formatUnits } from './format';
import { waterfallSteps } from './options-waterfall';
import { yearOneExpenses } from './options-expenses';

export type ChartTable = { columns: string[]; rows: string[][] };

const YEAR_KEYS = ['year1', 'year2', 'year3'] as const;

function yearRows(series: { values: YearValues }[]): string[][] {
  return YEAR_KEYS.map((key, i) => [
    YEAR_LABELS[i] ?? key,
    ...series.map((one) => formatDollars(one.values[key])),
  ]);
}

function sum(a: YearValues, b: YearValues): YearValues {
  return { year1: a.year1 + b.year1, year2: a.year2 + b.year2, year3: a.year3 + b.year3 };
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
    case 'revenue-profit':
      return {
        columns: ['Year', 'Revenue', 'Net profit'],
        rows: yearRows([{ values: pl.totalRevenue }, { values: pl.netProfit }]),
      };
    case 'waterfall':
      return {
        columns: ['Step', 'Amount'],
        rows: waterfallSteps(projection).map((step) => [step.name, formatDollars(step.amount)]),
      };
    case 'trend':
      return {
        columns: ['Year', 'Revenue', 'Total costs', 'Net profit'],
        rows: yearRows([
          { values: pl.totalRevenue },
          { values: sum(pl.totalCostOfGoodsSold, pl.totalExpenses) },
          { values: pl.netProfit },
        ]),
      };
    case 'items-sold-1st-year':
      return {
        columns: ['Month', 'Items sold'],
        rows: projection.firstYearMonths.map((month) => [monthLabel(month.month), formatUnits(month.units)]),
      };
    case 'net-profit-1st-year':
      return {
        columns: ['Month', 'Net profit'],
        rows: projection.firstYearMonths.map((month) => [
          monthLabel(month.month),
          formatDollars(month.netProfit),
        ]),
      };
    case 'cash-balance':
      return {
        columns: ['Month', 'Cash balance'],
        rows: projection.roundedMonths.map((month) => [monthLabel(month.month), formatDollars(month.cash)]),
      };
  }
}
