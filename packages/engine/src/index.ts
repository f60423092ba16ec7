// Public API of @trajectory/engine: the questionnaire model, normalise a questionnaire, project it (and its
// what-ifs), round, read growth.

export { normalizeQuestionnaire } from './normalize';
export type { NormalizeOptions, NormalizeResult } from './normalize';
export { project } from './project';
export {
  calendarMonthOf,
  EXTENDED_DEFAULTS,
  SEASONALITY_PRESETS,
  seasonAnchor,
  seasonFactors,
} from './extended-inputs';
export { ENGINE_VERSION } from './version';
export { startupItemTotals } from './detailed-inputs';
export { cashAvailableForDebtService, debtServiceCoverage, debtServiceOf } from './metrics';
export { LOSS_OFFSET_LIMIT, taxYears, type TaxYear } from './statements';
export { loanPayment } from './loans';
export { DSCR_MINIMUM } from './warnings';
export { loanToCloseGap, MAX_LOAN_AMOUNT } from './loan-to-close-gap';
export { equityInjectionPct, EQUITY_INJECTION_MINIMUM_PCT, sourcesAndUses } from './sources-and-uses';
export { BREAK_EVEN_MONTHS, DSCR_FIRST_TWO_YEARS_MINIMUM, lenderChecks } from './lender-checks';
export type { LoanTerms, LoanToCloseGap } from './loan-to-close-gap';
export { applyAdjustment, DEFAULT_SCENARIOS, projectScenarios, sensitivity } from './scenarios';
export type {
  ScenarioAdjustment,
  ScenarioName,
  ScenarioResult,
  SensitivityDriver,
  SensitivityMove,
  SensitivityRow,
} from './scenarios';
export { roundDollars, roundByLargestRemainder } from './rounding';
export {
  breakEvenSentence,
  cashFlowNote,
  formatBreakEven,
  formatCalendarMonths,
  formatFundingGap,
  FUNDING_GAP_NUMBER_FORMAT,
  formatMoney,
  formatMoneyInProse,
  formatMoneySigned,
  formatMonth,
  formatPercent,
  formatPrice,
  formatRatio,
  formatSeasonalLosses,
  MONEY_CENTS_NUMBER_FORMAT,
  MONEY_NUMBER_FORMAT,
  NO_FUNDING_GAP,
} from './format';
export type { CashFlowNoteFacts, NegativeMoneyWording } from './format';
export { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay } from './growth';
export { MONTH_COUNT } from './monthly';
export {
  BASE_MONTH_ROWS,
  DETAILED_MONTH_ROWS,
  MONTH_ROW_LABELS,
  MONTH_ROWS,
  monthRowsOf,
  type MonthFigureKey,
} from './rounded-months';
export {
  projectionYearsOf,
  YEAR_KEYS,
  yearKeysOf,
  yearRangeLabel,
  yearsInWords,
  type YearsSource,
} from './years';
export * from './questionnaire/fields';
export * from './questionnaire/answers';
export * from './questionnaire/rules';
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
export type {
  DetailedProjectionInputs,
  LenderCheck,
  LenderCheckCode,
  LenderFix,
  RevenueStreamInput,
  RevenueStreamKind,
  RevenueStreamMonths,
  RevenueStreamStatement,
  SourcesAndUses,
  SourcesAndUsesRow,
  StaffRoleInput,
  StartupItemInput,
  StartupItemKind,
} from './types';
export * from './questionnaire/lender-fields';
export * from './questionnaire/list-field';
export { detailedInputs, extendedInputs } from './normalize';
export * from './questionnaire/detail-fields';
export {
  FIVE_YEARS_TOO_HIGH_MESSAGE,
  SEASONS_TOO_UNEVEN_MESSAGE,
  STAFF_TOO_LARGE_MESSAGE,
  streamTooLargeMessage,
  tooLargeToProject,
} from './too-large';
export {
  DOES_NOT_APPLY,
  LENDER_CHECK_NAMES,
  lenderCheckFigure,
  lenderCheckLine,
  lenderCheckThreshold,
  lenderCheckVerdict,
  lenderFixSentence,
  whyNotApplying,
} from './lender-words';
