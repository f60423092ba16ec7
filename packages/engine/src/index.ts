// Public API of @trajectory/engine: normalise a questionnaire, project it, round and read growth.

export { normalizeQuestionnaire } from './normalize';
export type { FieldError, NormalizeOptions, NormalizeResult } from './normalize';
export { project } from './project';
export { roundDollars, roundByLargestRemainder } from './rounding';
export { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay } from './growth';
export { MONTH_COUNT } from './monthly';
export type {
  BalanceSheet,
  BaseProjectionInputs,
  ExtendedProjectionInputs,
  LoanInput,
  ProjectionYears,
  YearKey,
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
