// The wizard's steps: their count by plan, what each asks, and the rule that gates Next.
import { toAmount, type AnswerKey, type Answers } from './answers';

export const QUESTION_COUNT = 9;
export const BOOKING_STEP = 10;

export const MONEY_FIELDS_BY_STEP: Partial<Record<number, AnswerKey[]>> = {
  6: ['costPerItem'],
  7: ['ownerSalary', 'monthlyAdvertising', 'monthlyRent', 'monthlyUtilities', 'monthlyInsurance'],
  8: ['oneTimePurchases'],
  9: ['initialCash'],
};

export const MAX_GROWTH_PERCENT = 1000;

export const FIELD_MESSAGES = {
  description: 'Please describe what you sell or enter your business name.',
  unitPrice: 'Please enter a price above 0.',
  startMonth: 'Please choose the month of your first sale.',
  firstMonthSales: 'Please enter a whole number of at least 1.',
  annualGrowthRate: `Please enter a growth rate from 0 to ${MAX_GROWTH_PERCENT}.`,
  money: 'Please enter an amount of 0 or more.',
} as const;

export type FieldErrors = Partial<Record<AnswerKey, string>>;

/** An optional amount: blank, or a number of 0 or more. */
const isOptionalAmount = (value: string): boolean => {
  if (value.trim() === '') return true;
  const amount = toAmount(value);
  return amount !== null && amount >= 0;
};

/** The inline messages of one step; a step without messages may move on (visitor.md section 5). */
export function stepErrors(step: number, answers: Answers): FieldErrors {
  const errors: FieldErrors = {};
  switch (step) {
    case 1:
      if (!answers.description.trim() && !answers.name.trim())
        errors.description = FIELD_MESSAGES.description;
      break;
    case 2: {
      const price = toAmount(answers.unitPrice);
      if (price === null || price <= 0) errors.unitPrice = FIELD_MESSAGES.unitPrice;
      break;
    }
    case 3:
      // '0' (the same month you open) counts as an answer.
      if (answers.startMonth === '') errors.startMonth = FIELD_MESSAGES.startMonth;
      break;
    case 4: {
      const units = toAmount(answers.firstMonthSales);
      if (units === null || units < 1 || !Number.isInteger(units))
        errors.firstMonthSales = FIELD_MESSAGES.firstMonthSales;
      break;
    }
    case 5: {
      const growth = toAmount(answers.annualGrowthRate);
      if (growth === null || growth < 0 || growth > MAX_GROWTH_PERCENT) {
        errors.annualGrowthRate = FIELD_MESSAGES.annualGrowthRate;
      }
      break;
    }
    default:
      for (const field of MONEY_FIELDS_BY_STEP[step] ?? []) {
        if (!isOptionalAmount(answers[field] as string)) errors[field] = FIELD_MESSAGES.money;
      }
  }
  return errors;
}

export const isStepValid = (step: number, answers: Answers): boolean =>
  Object.keys(stepErrors(step, answers)).length === 0;

/** The first of the nine questions that still blocks generation, or null. */
export function firstInvalidStep(answers: Answers): number | null {
  for (let step = 1; step <= QUESTION_COUNT; step += 1) if (!isStepValid(step, answers)) return step;
  return null;
}

export const stepCount = (isCustomPlan: boolean): number => (isCustomPlan ? BOOKING_STEP : QUESTION_COUNT);

export function startMonthLabel(month: number): string {
  if (month === 0) return 'The same month you open';
  return month === 1 ? '1 month after opening' : `${month} months after opening`;
}
