// Public API of @trajectory/engine: the questionnaire model, normalise a questionnaire, project it, round.

export { normalizeQuestionnaire } from './normalize';
export type { NormalizeOptions, NormalizeResult } from './normalize';
export { project } from './project';
export { roundDollars, roundByLargestRemainder } from './rounding';
export { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay } from './growth';
export { MONTH_COUNT } from './monthly';
export * from './questionnaire/fields';
export * from './questionnaire/answers';
export * from './questionnaire/rules';
export type {
  BalanceSheet,
  BalanceSheetFigures,
  ByYear,
  CashFlow,
  CashFlowFigures,
  MonthRow,
  ProfitLoss,
  ProfitLossFigures,
  Projection,
  ProjectionInputs,
  ProjectionMetrics,
  RealismWarning,
  RoundedMonthRow,
  WarningCode,
  YearStatement,
  YearValues,
} from './types';
