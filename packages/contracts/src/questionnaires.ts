// Questionnaires: the stored sections of the nine questions, and their create/read/update calls.
import {
  CALENDAR_MONTHS,
  fieldMessages,
  itemKeysOf,
  LOAN_PARTS,
  MAX_EXTRA_STREAMS,
  MAX_LOANS,
  MAX_STAFF_ROLES,
  MAX_STARTUP_ITEMS,
  fieldOf,
  questionnaireErrors,
  type FieldKey,
  type QuestionnaireStage,
} from '@trajectory/engine';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Numbers may arrive as numbers or numeric strings; the engine's normaliser judges their value. */
const ZNumberish = lazySchema(() =>
  z
    .union([z.number(), z.string().max(40, 'must be at most 40 characters')], {
      error: 'must be a number',
    })
    .nullable()
    .optional(),
);
const ZText = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullable().optional();
const ZFlag = lazySchema(() => z.boolean().nullable().optional());
/** A text answer of the questionnaire model: as long as its field allows, refused with the model's sentence. */
const ZFieldText = (key: FieldKey) =>
  z
    .string()
    .max(fieldOf(key).max ?? 200, fieldMessages(key).tooLong)
    .nullable()
    .optional();

export const ZBusinessInfo = lazySchema(() =>
  z.object({
    name: ZFieldText('businessName'),
    description: ZFieldText('description'),
    industry: ZText(200),
    type: ZFieldText('businessType'),
    yearsInBusiness: ZNumberish,
  }),
);

export const ZProductLine = lazySchema(() =>
  z.object({
    category: ZText(200),
    name: ZText(200),
    unitPrice: ZNumberish,
    unitsPerMonth: ZNumberish,
  }),
);

export const ZProductsServices = lazySchema(() =>
  z.object({
    type: ZFieldText('offeringType'),
    unitPrice: ZNumberish,
    products: z.array(ZProductLine).max(20, 'at most 20 products').nullable().optional(),
  }),
);

export const ZRevenueInfo = lazySchema(() =>
  z.object({
    startMonth: ZNumberish,
    growthRate: ZNumberish,
    current: ZNumberish,
    seasonality: ZText(200),
  }),
);

export const ZSalesVolume = lazySchema(() => z.object({ firstMonthSales: ZNumberish }));
export const ZGrowthRate = lazySchema(() =>
  z.object({ annualGrowthRate: ZNumberish, isCustomGrowth: ZFlag }),
);
export const ZOperationalCosts = lazySchema(() => z.object({ costPerItem: ZNumberish }));

const EXPENSE_FIELDS = [
  'ownerSalary',
  'monthlyOwnerSalary',
  'monthlyEmployeeSalaries',
  'monthlyAdvertising',
  'marketing',
  'monthlyRent',
  'rent',
  'monthlyUtilities',
  'utilities',
  'monthlyInsurance',
  'insurance',
  'cogs',
  'salaries',
  'otherVariable',
  'commissions',
] as const;
export const ZExpenseInfo = lazySchema(() =>
  z.object(
    Object.fromEntries(EXPENSE_FIELDS.map((f) => [f, ZNumberish])) as Record<
      (typeof EXPENSE_FIELDS)[number],
      typeof ZNumberish
    >,
  ),
);

export const ZAssetInfo = lazySchema(() =>
  z.object({
    oneTimePurchases: ZNumberish,
    fixedAssets: ZNumberish,
    currentAssets: ZNumberish,
    plannedInvestments: ZNumberish,
    usefulLifeYears: ZNumberish,
  }),
);
export const ZEquityInfo = lazySchema(() =>
  z.object({
    initialCash: ZNumberish,
    initialInvestment: ZNumberish,
    additionalCapital: ZNumberish,
    ownerDrawMonthly: ZNumberish,
    ownerDrawStartMonth: ZNumberish,
  }),
);

/** The lender step's sections (issue #15); the model judges each value (lender-fields.ts). */
export const ZLoan = lazySchema(() =>
  z.object(
    Object.fromEntries(LOAN_PARTS.map((part) => [part, ZNumberish])) as Record<
      (typeof LOAN_PARTS)[number],
      typeof ZNumberish
    >,
  ),
);
export const ZFinancing = lazySchema(() =>
  z.object({
    loans: z
      .array(ZLoan.nullable())
      .max(MAX_LOANS, `must hold at most ${MAX_LOANS} loans`)
      .nullable()
      .optional(),
  }),
);
export const ZTaxInfo = lazySchema(() => z.object({ incomeTaxRatePct: ZNumberish }));
export const ZSeasonality = lazySchema(() =>
  z.object({
    monthlyWeights: z
      .array(ZNumberish)
      .max(CALENDAR_MONTHS.length, `must hold at most ${CALENDAR_MONTHS.length} weights, January first`)
      .nullable()
      .optional(),
    firstCalendarMonth: ZNumberish,
  }),
);
/**
 * The detail step's sections (issue #25). Texts and choices arrive as strings, numbers as numbers or
 * numeric strings; the model judges each (detail-fields.ts), naming the item: staff.roles[0].title.
 */
const ZItemValue = lazySchema(() =>
  z
    .union([z.number(), z.string().max(200, 'must be at most 200 characters')], {
      error: 'must be a number or a text',
    })
    .nullable()
    .optional(),
);
const ZItem = (key: 'revenueStreams' | 'staffRoles' | 'startupItems') =>
  z
    .object(
      Object.fromEntries(itemKeysOf(key).map((part) => [part, ZItemValue])) as Record<
        string,
        typeof ZItemValue
      >,
    )
    .nullable();
const ZItems = (key: 'revenueStreams' | 'staffRoles' | 'startupItems', max: number, noun: string) =>
  z.array(ZItem(key)).max(max, `must hold at most ${max} ${noun}`).nullable().optional();
export const ZRevenueStreams = lazySchema(() =>
  z.object({
    primaryName: ZFieldText('primaryStreamName'),
    streams: ZItems('revenueStreams', MAX_EXTRA_STREAMS, 'product lines'),
  }),
);
export const ZStaff = lazySchema(() =>
  z.object({
    roles: ZItems('staffRoles', MAX_STAFF_ROLES, 'roles'),
    payrollBurdenPct: ZNumberish,
  }),
);
export const ZStartupItems = lazySchema(() =>
  z.object({ items: ZItems('startupItems', MAX_STARTUP_ITEMS, 'purchases') }),
);
export const ZWorkingCapital = lazySchema(() =>
  z.object({
    receivableDays: ZNumberish,
    inventoryDays: ZNumberish,
    payableDays: ZNumberish,
  }),
);

export const ZLiabilityInfo = lazySchema(() =>
  z.object({ currentLiabilities: ZNumberish, longTermDebt: ZNumberish }),
);
export const ZCashFlowInfo = lazySchema(() =>
  z.record(z.string().max(100), ZNumberish).refine((r) => Object.keys(r).length <= 50, {
    message: 'at most 50 entries',
  }),
);

/** Every section is optional on a draft; unknown keys inside a section are dropped. */
export const ZQuestionnaireSections = lazySchema(() =>
  z.object({
    businessInfo: ZBusinessInfo.optional(),
    productsServices: ZProductsServices.optional(),
    revenueInfo: ZRevenueInfo.optional(),
    salesVolume: ZSalesVolume.optional(),
    growthRate: ZGrowthRate.optional(),
    operationalCosts: ZOperationalCosts.optional(),
    expenseInfo: ZExpenseInfo.optional(),
    assetInfo: ZAssetInfo.optional(),
    equityInfo: ZEquityInfo.optional(),
    liabilityInfo: ZLiabilityInfo.optional(),
    cashFlowInfo: ZCashFlowInfo.optional(),
    financing: ZFinancing.optional(),
    taxInfo: ZTaxInfo.optional(),
    seasonality: ZSeasonality.optional(),
    revenueStreams: ZRevenueStreams.optional(),
    staff: ZStaff.optional(),
    startupItems: ZStartupItems.optional(),
    workingCapital: ZWorkingCapital.optional(),
  }),
);
export type TQuestionnaireSections = z.infer<typeof ZQuestionnaireSections>;
/** The sections' keys, in the schema's order; read on use, so importing this module builds no schema. */
export const sectionKeys = (): Array<keyof TQuestionnaireSections> =>
  Object.keys(ZQuestionnaireSections.shape) as Array<keyof TQuestionnaireSections>;

/**
 * Adds the questionnaire model's rules to a request: every field's bounds and, for a questionnaire
 * created completed, what completing needs. The issue names the stored field and carries the model's
 * message, so a 400 says what the forms say. (A PUT is judged again by the service on the stored
 * answers it merges with, where it knows whether the questionnaire becomes completed.)
 */
export function refineWithQuestionnaireRules(
  sections: unknown,
  ctx: z.RefinementCtx,
  { stage }: { stage: QuestionnaireStage },
) {
  for (const error of questionnaireErrors(sections, { stage })) {
    ctx.addIssue({ code: 'custom', path: [...error.path], message: error.message });
  }
}

export const ZCreateQuestionnaireRequest = lazySchema(() =>
  ZQuestionnaireSections.extend({
    prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
    isCompleted: z.boolean().optional().default(false),
  }).superRefine((body, ctx) =>
    refineWithQuestionnaireRules(body, ctx, { stage: body.isCompleted ? 'completing' : 'draft' }),
  ),
);
export type TCreateQuestionnaireRequest = z.infer<typeof ZCreateQuestionnaireRequest>;

export const ZUpdateQuestionnaireRequest = lazySchema(() =>
  ZQuestionnaireSections.extend({
    isCompleted: z.boolean().optional(),
  }).superRefine((body, ctx) => refineWithQuestionnaireRules(body, ctx, { stage: 'draft' })),
);
export type TUpdateQuestionnaireRequest = z.infer<typeof ZUpdateQuestionnaireRequest>;

/**
 * The founder's correction of a completed plan (PUT /api/questionnaires/{id}/answers): the sections it
 * changes, held to the model's bounds here and, against the stored answers, to the required answers and
 * the unchanged business name and description by the server.
 */
export const ZCorrectAnswersRequest = lazySchema(() =>
  ZQuestionnaireSections.superRefine((body, ctx) =>
    refineWithQuestionnaireRules(body, ctx, { stage: 'draft' }),
  ),
);
export type TCorrectAnswersRequest = z.infer<typeof ZCorrectAnswersRequest>;

export const ZQuestionnaire = lazySchema(() =>
  ZQuestionnaireSections.extend({
    id: z.uuid(),
    prospectId: z.uuid(),
    isCompleted: z.boolean(),
    statementType: z.enum(['Simple', 'Complete']),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
  }),
);
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;
export const ZQuestionnaireList = lazySchema(() => z.array(ZQuestionnaire));

export const ZQuestionnaireIdParams = lazySchema(() =>
  z.object({
    id: z.uuid({ error: 'id must be a valid questionnaire id' }),
  }),
);
export const ZProspectIdParam = lazySchema(() =>
  z.object({
    prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
  }),
);
