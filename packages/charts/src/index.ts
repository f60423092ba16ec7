// Public API of @trajectory/charts: the ECharts option builders the server draws images from and the
// pages draw live charts from, with their names, plan rule, money format and accessible tables.
export * from './catalog';
export * from './sizes';
export type { ChartContext, ChartOption, ChartProjection } from './common';
export { formatCompactDollars, formatDollars, formatUnits } from './format';
export { niceRange, niceStep, type AxisRange } from './axis-range';
export { measureDejaVuText } from './text-metrics';
export { COLORS, EXPENSE_COLORS, FONT_FAMILY, STREAM_COLORS, TEAM_EXPENSE_COLORS } from './theme';
export { revenueByStreamOf, unitsByStreamOf, type ChartStream } from './streams';
export { chartTable, type ChartTable } from './summary';
export { LOAN_BALANCE, loanLineOf, monthlyProfitOf } from './options-monthly';
export { loanBalancesOf, yearKeysOf, yearLabelsOf, yearsInWords, yearsOf } from './years';
