// The fields of each question step, by the step's id in lib/steps.ts (the Custom plan's booking step is
// BookingStep), each drawn by the one questionnaire field renderer with the wizard's wording.
import { fieldOf, formatMoney, startupAssetTotalOfAnswers } from '@trajectory/engine';
import { DetailFields } from '@/components/questionnaire/detail-fields';
import { GrowthField } from '@/components/questionnaire/growth-field';
import type { Answers } from '../lib/answers';
import { startMonthLabel, type FieldErrors } from '../lib/steps';
import { askerOf, type ScalarAnswerKey } from './ask-field';
import { LenderStep } from './lender-step';

const MONTHLY_BILLS: Array<{ key: ScalarAnswerKey; label: string }> = [
  { key: 'ownerSalary', label: 'Monthly salaries (including yours)' },
  { key: 'monthlyAdvertising', label: 'Monthly advertising' },
  { key: 'monthlyRent', label: 'Monthly rent' },
  { key: 'monthlyUtilities', label: 'Monthly utilities' },
  { key: 'monthlyInsurance', label: 'All other monthly expenses' },
];

const START_MONTHS = Array.from({ length: (fieldOf('startMonth').max ?? 12) + 1 }, (_, month) => ({
  value: String(month),
  label: startMonthLabel(month),
}));

type QuestionFieldsProps = {
  /** The step's id in WIZARD_STEPS. */
  stepId: string;
  answers: Answers;
  errors: FieldErrors;
  onChange: (patch: Partial<Answers>) => void;
  /** Correcting a generated plan: its business name and description are shown, not changed. */
  isIdentityLocked?: boolean;
};

/** Why a generated plan's name and description stay: one report credit is one business. */
export const IDENTITY_LOCKED_NOTE =
  'The business name and description of a generated plan stay as they are: start a new plan for another business.';

export function QuestionFields({ stepId, answers, errors, onChange, isIdentityLocked }: QuestionFieldsProps) {
  const ask = askerOf({ answers, errors, onChange });

  switch (stepId) {
    case 'describe':
      return (
        <div className="flex flex-col gap-6">
          {isIdentityLocked && (
            <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground" role="note">
              {IDENTITY_LOCKED_NOTE}
            </p>
          )}
          {ask('businessName', 'Business name', {
            autoComplete: 'organization',
            wrapperClassName: undefined,
            disabled: isIdentityLocked,
          })}
          {ask('description', 'Describe what you sell', {
            isRequired: true,
            disabled: isIdentityLocked,
            multiline: true,
            hint: 'For example: handmade soy candles sold online and at weekend markets; dog walking in my neighbourhood; a food truck serving tacos at lunchtime.',
            // businessInfo.type is stored as 'both' (products and services) once a description is typed.
            onChange: (description) =>
              onChange({ description, businessType: answers.businessType || 'both' }),
          })}
        </div>
      );
    case 'price':
      return ask('unitPrice', 'Average price per sale', { isRequired: true });
    case 'start-month':
      return (
        <div className="max-w-xs">
          {ask('startMonth', 'Month of first sale', {
            isRequired: true,
            choices: START_MONTHS,
            blankChoice: 'Choose a month',
          })}
        </div>
      );
    case 'first-sales':
      return ask('firstMonthSales', 'Units sold in the first month', { isRequired: true });
    case 'growth':
      return (
        <GrowthField
          idPrefix=""
          legend={fieldOf('annualGrowthRate').label}
          annualGrowthRate={answers.annualGrowthRate}
          isCustomGrowth={answers.isCustomGrowth}
          onChange={onChange}
          error={errors.annualGrowthRate}
        />
      );
    case 'unit-cost':
      return ask('costPerItem', 'Cost per item', { isRequired: true });
    case 'monthly-bills':
      return (
        <div className="flex flex-col gap-5">{MONTHLY_BILLS.map(({ key, label }) => ask(key, label))}</div>
      );
    case 'startup-purchases': {
      // While the opening shopping list has items, this answer is their asset total, shown so.
      const total = startupAssetTotalOfAnswers(answers.startupItems);
      if (total === null) return ask('oneTimePurchases', 'One-time startup purchases');
      return ask('oneTimePurchases', 'One-time startup purchases', {
        value: String(total),
        disabled: true,
        hint: `Set by your opening shopping list: the things you keep add up to ${formatMoney(total)}. Change the list in "Your business in more detail".`,
      });
    }
    case 'starting-cash':
      return ask('initialCash', 'Starting cash', { isRequired: true });
    case 'lender':
      return <LenderStep answers={answers} errors={errors} onChange={onChange} />;
    case 'detail':
      return (
        <DetailFields values={answers} errors={errors} onChange={onChange} primary={answers} idPrefix="" />
      );
    default:
      return null;
  }
}
