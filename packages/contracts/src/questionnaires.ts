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

/** Numbers may arrive as numbers or numeric strings; the engine's normaliser judges their value. */
const ZNumberish = z
  .union([z.number(), z.string().max(40, 'must be at most 40 characters')], {
    error: 'must be a number',
  })
  .nullable()
  .optional();
const ZText = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullable().optional();
const ZFlag = z.boolean().nullable().optional();
/** A text answer of the questionnaire model: as long as its field allows, refused with the model's sentence. */
const ZFieldText = (key: FieldKey) =>
  z
    .string()
    .max(fieldOf(key).max ?? 200, fieldMessages(key).tooLong)
    .nullable()
    .optional();

export const ZBusinessInfo = z.object({
  name: ZFieldText('businessName'),
  description: ZFieldText('description'),
  industry: ZText(200),
  type: ZFieldText('businessType'),
  yearsInBusiness: ZNumberish,
});

export const ZProductLine = z.object({
  category: ZText(200),
  name: ZText(200),
  unitPrice: ZNumberish,
  unitsPerMonth: ZNumberish,
});

export const ZProductsServices = z.object({
  type: ZFieldText('offeringType'),
  unitPrice: ZNumberish,
  products: z.array(ZProductLine).max(20, 'at most 20 products').nullable().optional(),
});

export const ZRevenueInfo = z.object({
  startMonth: ZNumberish,
  growthRate: ZNumberish,
  current: ZNumberish,
  seasonality: ZText(200),
});

export const ZSalesVolume = z.object({ firstMonthSales: ZNumberish });
export const ZGrowthRate = z.object({ annualGrowthRate: ZNumberish, isCustomGrowth: ZFlag });
export const ZOperationalCosts = z.object({ costPerItem: ZNumberish });

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
export const ZExpenseInfo = z.object(
  Object.fromEntries(EXPENSE_FIELDS.map((f) => [f, ZNumberish])) as Record<
    (typeof EXPENSE_FIELDS)[number],
    typeof ZNumberish
  >,
);

export const ZAssetInfo = z.object({
  oneTimePurchases: ZNumberish,
  fixedAssets: ZNumberish,
  currentAssets: ZNumberish,
  plannedInvestments: ZNumberish,
  usefulLifeYears: ZNumberish,
});
export const ZEquityInfo = z.object({
  initialCash: ZNumberish,
  initialInvestment: ZNumberish,
  additionalCapital: ZNumberish,
  ownerDrawMonthly: ZNumberish,
  ownerDrawStartMonth: ZNumberish,
});

/** The lender step's sections (issue #15); the model judges each value (lender-fields.ts). */
export const ZLoan = z.object(
  Object.fromEntries(LOAN_PARTS.map((part) => [part, ZNumberish])) as Record<
    (typeof LOAN_PARTS)[number],
    typeof ZNumberish
  >,
);
export const ZFinancing = z.object({
  loans: z
    .array(ZLoan.nullable())
    .max(MAX_LOANS, `must hold at most ${MAX_LOANS} loans`)
    .nullable()
    .optional(),
});
export const ZTaxInfo = z.object({ incomeTaxRatePct: ZNumberish });
export const ZSeasonality = z.object({
  monthlyWeights: z
    .array(ZNumberish)
    .max(CALENDAR_MONTHS.length, `must hold at most ${CALENDAR_MONTHS.length} weights, January first`)
    .nullable()
    .optional(),
  firstCalendarMonth: ZNumberish,
});
/**
 * The detail step's sections (issue #25). Texts and choices arrive as strings, numbers as numbers or
 * numeric strings; the model judges each (detail-fields.ts), naming the item: staff.roles[0].title.
 */
const ZItemValue = z
  .union([z.number(), z.string().max(200, 'must be at most 200 characters')], {
    error: 'must be a number or a text',
  })
  .nullable()
  .optional();
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
export const ZRevenueStreams = z.object({
  primaryName: ZFieldText('primaryStreamName'),
  streams: ZItems('revenueStreams', MAX_EXTRA_STREAMS, 'product lines'),
});
export const ZStaff = z.object({
  roles: ZItems('staffRoles', MAX_STAFF_ROLES, 'roles'),
  payrollBurdenPct: ZNumberish,
});
export const ZStartupItems = z.object({ items: ZItems('startupItems', MAX_STARTUP_ITEMS, 'purchases') });
export const ZWorkingCapital = z.object({
  receivableDays: ZNumberish,
  inventoryDays: ZNumberish,
  payableDays: ZNumberish,
});

export const ZLiabilityInfo = z.object({ currentLiabilities: ZNumberish, longTermDebt: ZNumberish });
export const ZCashFlowInfo = z
  .record(z.string().max(100), ZNumberish)
  .refine((r) => Object.keys(r).length <= 50, {
    message: 'at most 50 entries',
  });

/** Every section is optional on a draft; unknown keys inside a section are dropped. */
export const ZQuestionnaireSections = z.object({
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
});
export type TQuestionnaireSections = z.infer<typeof ZQuestionnaireSections>;
export const SECTION_KEYS = Object.keys(ZQuestionnaireSections.shape) as Array<keyof TQuestionnaireSections>;

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

export const ZCreateQuestionnaireRequest = ZQuestionnaireSections.extend({
  prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
  isCompleted: z.boolean().optional().default(false),
}).superRefine((body, ctx) =>
  refineWithQuestionnaireRules(body, ctx, { stage: body.isCompleted ? 'completing' : 'draft' }),
);
export type TCreateQuestionnaireRequest = z.infer<typeof ZCreateQuestionnaireRequest>;

export const ZUpdateQuestionnaireRequest = ZQuestionnaireSections.extend({
  isCompleted: z.boolean().optional(),
}).superRefine((body, ctx) => refineWithQuestionnaireRules(body, ctx, { stage: 'draft' }));
export type TUpdateQuestionnaireRequest = z.infer<typeof ZUpdateQuestionnaireRequest>;

/**
 * The founder's correction of a completed plan (PUT /api/questionnaires/{id}/answers): the sections it
 * changes, held to the model's bounds here and, against the stored answers, to the required answers and
 * the unchanged business name and description by the server.
 */
export const ZCorrectAnswersRequest = ZQuestionnaireSections.superRefine((body, ctx) =>
  refineWithQuestionnaireRules(body, ctx, { stage: 'draft' }),
);
export type TCorrectAnswersRequest = z.infer<typeof ZCorrectAnswersRequest>;

export const ZQuestionnaire = ZQuestionnaireSections.extend({
  id: z.uuid(),
  prospectId: z.uuid(),
  isCompleted: z.boolean(),
  statementType: z.enum(['Simple', 'Complete']),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;
export const ZQuestionnaireList = z.array(ZQuestionnaire);

export const ZQuestionnaireIdParams = z.object({
  id: z.uuid({ error: 'id must be a valid questionnaire id' }),
});
export const ZProspectIdParam = z.object({
  prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
});
