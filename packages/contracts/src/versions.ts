// Versions of a completed plan's answers (issue #26 item 3): the list, one version read-only with its
// figures as today's engine computes them, two compared, and a restore.
import { z } from 'zod';
import { ZQuestionnaireIdParams } from './questionnaires';
import { ZBalanceSheet, ZCashFlow, ZMetrics, ZProfitLoss, ZStatementYears, ZYearValues } from './statements';

/** Who saved a version: the founder's correction, a staff edit, or a restore of an earlier one. */
export const VERSION_MADE_BY = ['founder', 'staff', 'restore'] as const;
export const ZVersionMadeBy = z.enum(VERSION_MADE_BY);

/** A version number: 1, 2, … (a path segment or a query value). */
const ZVersionNumber = z.coerce
  .number({ error: 'must be a version number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(1_000_000, 'must be at most 1000000');

export const ZVersionParams = ZQuestionnaireIdParams.extend({ number: ZVersionNumber });
export const ZCompareVersionsQuery = z.object({ a: ZVersionNumber, b: ZVersionNumber });

export const ZVersionSummary = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  madeBy: ZVersionMadeBy,
  /** The staff user who saved it (a staff edit, or a restore made by staff); null for the founder. */
  staffUserId: z.number().int().nullable(),
  /** The version a restore brought back; null otherwise. */
  restoredFrom: z.number().int().nullable(),
});
export type TVersionSummary = z.infer<typeof ZVersionSummary>;

export const ZVersionList = z.object({
  questionnaireId: z.string(),
  versions: z.array(ZVersionSummary),
});
export type TVersionList = z.infer<typeof ZVersionList>;

/**
 * One version read-only: its answers as saved and its statements recomputed by today's engine over the
 * plan's current years (never stored). The balance sheet and cash flow follow the plan, as the statements do.
 */
export const ZVersionDetail = ZVersionSummary.extend({
  questionnaireId: z.string(),
  sections: z.record(z.string(), z.unknown()),
  /** When the figures were computed: now, by today's engine, from the answers of `createdAt`. */
  computedAt: z.string(),
  projectionYears: ZStatementYears,
  metrics: ZMetrics,
  profitLoss: ZProfitLoss,
  balanceSheet: ZBalanceSheet.optional(),
  cashFlow: ZCashFlow.optional(),
});
export type TVersionDetail = z.infer<typeof ZVersionDetail>;

/**
 * The key figures compared: revenue, net profit and cash per year, funding gap, coverage per year. The
 * year-end cash is the cash flow's: only for a plan with the full statements (and staff), as the pages.
 */
export const ZKeyFigures = z.object({
  revenue: ZYearValues,
  netProfit: ZYearValues,
  cash: ZYearValues.optional(),
  fundingGap: z.number(),
  debtServiceCoverage: z.object({
    year1: z.number().nullable(),
    year2: z.number().nullable(),
    year3: z.number().nullable(),
    year4: z.number().nullable().optional(),
    year5: z.number().nullable().optional(),
  }),
});
export type TKeyFigures = z.infer<typeof ZKeyFigures>;

/** One answer that differs between the two versions: its field, label, and the text each holds. */
export const ZAnswerChange = z.object({
  field: z.string(),
  label: z.string(),
  a: z.string(),
  b: z.string(),
});
export type TAnswerChange = z.infer<typeof ZAnswerChange>;

export const ZVersionComparison = z.object({
  questionnaireId: z.string(),
  projectionYears: ZStatementYears,
  computedAt: z.string(),
  a: ZVersionSummary.extend({ figures: ZKeyFigures }),
  b: ZVersionSummary.extend({ figures: ZKeyFigures }),
  changes: z.array(ZAnswerChange),
  /** b − a, figure by figure (null where either is null). */
  difference: ZKeyFigures,
});
export type TVersionComparison = z.infer<typeof ZVersionComparison>;

export const ZRestoreVersionResponse = z.object({
  success: z.literal(true),
  version: ZVersionSummary,
  regenerated: z.array(z.string()),
});
export type TRestoreVersionResponse = z.infer<typeof ZRestoreVersionResponse>;
