// The fields of each question step, by the step's id in lib/steps.ts (the Custom plan's booking step is BookingStep).
import { fieldClasses, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { fieldOf } from '@trajectory/engine';
import type { AnswerKey, Answers } from '../lib/answers';
import { startMonthLabel, type FieldErrors } from '../lib/steps';
import { FieldShell } from '@/components/ui/field-shell';
import { GrowthChoice } from './growth-choice';
import { LenderStep } from './lender-step';
import { NumberField } from './number-field';

const MONTHLY_BILLS: Array<{ key: AnswerKey; label: string }> = [
  { key: 'ownerSalary', label: 'Monthly salaries (including yours)' },
  { key: 'monthlyAdvertising', label: 'Monthly advertising' },
  { key: 'monthlyRent', label: 'Monthly rent' },
  { key: 'monthlyUtilities', label: 'Monthly utilities' },
  { key: 'monthlyInsurance', label: 'All other monthly expenses' },
];

type QuestionFieldsProps = {
  /** The step's id in WIZARD_STEPS. */
  stepId: string;
  answers: Answers;
  errors: FieldErrors;
  onChange: (patch: Partial<Answers>) => void;
};

export function QuestionFields({ stepId, answers, errors, onChange }: QuestionFieldsProps) {
  const money = (key: AnswerKey, label: string, isRequired = false) => (
    <NumberField
      key={key}
      id={key}
      label={label}
      isRequired={isRequired}
      max={fieldOf(key).max}
      value={answers[key] as string}
      onChange={(value) => onChange({ [key]: value })}
      error={errors[key]}
    />
  );

  switch (stepId) {
    case 'describe':
      return (
        <div className="flex flex-col gap-6">
          <FieldShell id="name" label="Business name">
            {(describedBy) => (
              <Input
                id="name"
                autoComplete="organization"
                value={answers.businessName}
                aria-describedby={describedBy}
                onChange={(event) => onChange({ businessName: event.target.value })}
              />
            )}
          </FieldShell>
          <FieldShell
            id="description"
            label="Describe what you sell"
            isRequired
            error={errors.description}
            hint="For example: handmade soy candles sold online and at weekend markets; dog walking in my neighbourhood; a food truck serving tacos at lunchtime."
          >
            {(describedBy) => (
              <Textarea
                id="description"
                rows={4}
                value={answers.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) =>
                  // businessInfo.type is stored as 'both' (products and services) once a description is typed.
                  onChange({ description: event.target.value, businessType: answers.businessType || 'both' })
                }
              />
            )}
          </FieldShell>
        </div>
      );
    case 'price':
      return (
        <NumberField
          id="unitPrice"
          label="Average price per sale"
          isRequired
          min={fieldOf('unitPrice').min}
          max={fieldOf('unitPrice').max}
          step={0.01}
          value={answers.unitPrice}
          onChange={(unitPrice) => onChange({ unitPrice })}
          error={errors.unitPrice}
        />
      );
    case 'start-month':
      return (
        <FieldShell id="startMonth" label="Month of first sale" isRequired error={errors.startMonth}>
          {(describedBy) => (
            <select
              id="startMonth"
              className={cn(fieldClasses, 'h-10 max-w-xs py-2')}
              value={answers.startMonth}
              aria-invalid={errors.startMonth ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ startMonth: event.target.value })}
            >
              <option value="">Choose a month</option>
              {Array.from({ length: (fieldOf('startMonth').max ?? 12) + 1 }, (_, month) => (
                <option key={month} value={String(month)}>
                  {startMonthLabel(month)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      );
    case 'first-sales':
      return (
        <NumberField
          id="firstMonthSales"
          label="Units sold in the first month"
          unit="units"
          isRequired
          isWhole
          min={1}
          max={fieldOf('firstMonthSales').max}
          value={answers.firstMonthSales}
          onChange={(firstMonthSales) => onChange({ firstMonthSales })}
          error={errors.firstMonthSales}
        />
      );
    case 'growth':
      return <GrowthChoice answers={answers} onChange={onChange} error={errors.annualGrowthRate} />;
    case 'unit-cost':
      return money('costPerItem', 'Cost per item', true);
    case 'monthly-bills':
      return (
        <div className="flex flex-col gap-5">{MONTHLY_BILLS.map(({ key, label }) => money(key, label))}</div>
      );
    case 'startup-purchases':
      return money('oneTimePurchases', 'One-time startup purchases');
    case 'starting-cash':
      return money('initialCash', 'Starting cash', true);
    case 'lender':
      return <LenderStep answers={answers} errors={errors} onChange={onChange} />;
    default:
      return null;
  }
}
