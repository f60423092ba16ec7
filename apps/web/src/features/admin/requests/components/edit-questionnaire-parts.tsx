// The two parts of the Edit Questionnaire dialog: questions 1–4 and questions 5–9 (admin.md section 2).
import type { ReactNode } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { fieldOf, isRequiredField, PRODUCT_CATEGORIES } from '@trajectory/engine';
import type { FormErrors, FormKey, QuestionnaireForm } from '../lib/questionnaire-form';
import { FieldShell } from '@/components/ui/field-shell';
import { NumberInput } from '@/features/admin/common/components/number-input';
import { GrowthField } from './edit-questionnaire-growth';

export type PartProps = {
  form: QuestionnaireForm;
  errors: FormErrors;
  onChange: (patch: Partial<QuestionnaireForm>) => void;
};

/** The id of a field's control, so the dialog can move focus to the first message. */
export const fieldId = (key: FormKey): string => `edit-${key}`;

function Part({ part, title, children }: { part: number; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`edit-part-${part}`}
      className="flex flex-col gap-5 rounded-lg border border-border p-4 md:p-5"
    >
      <h3 id={`edit-part-${part}`} className="flex flex-col gap-0.5">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Part {part} of 2
        </span>
        <span className="text-base font-semibold">{title}</span>
      </h3>
      {children}
    </section>
  );
}

/** Stored months count from 0 (the opening month); staff see them as month 1 to 13. */
export function startMonthLabel(month: number): string {
  return month === 0 ? 'Month 1 (opening month)' : `Month ${month + 1}`;
}

const selectClasses = cn(fieldClasses, 'h-10 py-2');

export function QuestionsOneToFour({ form, errors, onChange }: PartProps) {
  return (
    <Part part={1} title="Questions 1–4">
      <FieldShell
        id={fieldId('description')}
        label="1. Description"
        isRequired={isRequiredField('description')}
        error={errors.description}
      >
        {(describedBy) => (
          <Textarea
            id={fieldId('description')}
            rows={3}
            value={form.description}
            aria-required={isRequiredField('description')}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </FieldShell>
      {/* The visitor is never asked this, so staff may leave it blank (no rule requires it). */}
      <FieldShell
        id={fieldId('offeringType')}
        label={fieldOf('offeringType').label}
        error={errors.offeringType}
      >
        {(describedBy) => (
          <select
            id={fieldId('offeringType')}
            className={selectClasses}
            value={form.offeringType}
            aria-invalid={errors.offeringType ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ offeringType: event.target.value })}
          >
            <option value="">Choose a type</option>
            {/* A stored type outside the list stays selectable, so opening the dialog changes nothing. */}
            {form.offeringType && !(PRODUCT_CATEGORIES as readonly string[]).includes(form.offeringType) && (
              <option value={form.offeringType}>{form.offeringType}</option>
            )}
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <NumberInput
        id={fieldId('unitPrice')}
        label="2. Unit price"
        isRequired={isRequiredField('unitPrice')}
        value={form.unitPrice}
        onChange={(unitPrice) => onChange({ unitPrice })}
        error={errors.unitPrice}
        min={0}
        max={fieldOf('unitPrice').max}
        step={0.01}
      />
      <FieldShell
        id={fieldId('startMonth')}
        label="3. Start month"
        isRequired={isRequiredField('startMonth')}
        error={errors.startMonth}
        hint="The month of the first sale, counted from the month the business opens."
      >
        {(describedBy) => (
          <select
            id={fieldId('startMonth')}
            className={selectClasses}
            value={form.startMonth}
            aria-invalid={errors.startMonth ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ startMonth: event.target.value })}
          >
            {Array.from({ length: (fieldOf('startMonth').max ?? 12) + 1 }, (_, month) => (
              <option key={month} value={String(month)}>
                {startMonthLabel(month)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <NumberInput
        id={fieldId('firstMonthSales')}
        label="4. First-month sales (units)"
        isRequired={isRequiredField('firstMonthSales')}
        kind="digits"
        unit="units"
        value={form.firstMonthSales}
        onChange={(firstMonthSales) => onChange({ firstMonthSales })}
        error={errors.firstMonthSales}
        hint="A whole number of at least 1."
      />
    </Part>
  );
}

const MONTHLY_SPEND: Array<{ key: FormKey; label: string }> = [
  // The model counts one salary line, so owner and employee pay are entered together (as in the wizard).
  { key: 'ownerSalary', label: 'Salaries (owner and employees)' },
  { key: 'monthlyAdvertising', label: 'Advertising' },
  { key: 'monthlyRent', label: 'Rent' },
  { key: 'monthlyUtilities', label: 'Utilities' },
  { key: 'monthlyInsurance', label: 'All other monthly expenses' },
];

export function QuestionsFiveToNine({ form, errors, onChange }: PartProps) {
  return (
    <Part part={2} title="Questions 5–9">
      <GrowthField form={form} onChange={onChange} error={errors.annualGrowthRate} />
      <NumberInput
        id={fieldId('costPerItem')}
        label="6. Cost per item"
        isRequired={isRequiredField('costPerItem')}
        value={form.costPerItem}
        onChange={(costPerItem) => onChange({ costPerItem })}
        error={errors.costPerItem}
        min={0}
        step={0.01}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">7. Monthly spend</legend>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {MONTHLY_SPEND.map(({ key, label }) => (
            <NumberInput
              key={key}
              id={fieldId(key)}
              label={label}
              kind="spend"
              value={form[key] as string}
              onChange={(value) => onChange({ [key]: value })}
              error={errors[key]}
            />
          ))}
        </div>
      </fieldset>
      <NumberInput
        id={fieldId('oneTimePurchases')}
        label="8. Startup cost"
        value={form.oneTimePurchases}
        onChange={(oneTimePurchases) => onChange({ oneTimePurchases })}
        error={errors.oneTimePurchases}
        hint="One-time purchases to get started."
        min={0}
        step={0.01}
      />
      <NumberInput
        id={fieldId('initialCash')}
        label="9. Available cash"
        isRequired={isRequiredField('initialCash')}
        value={form.initialCash}
        onChange={(initialCash) => onChange({ initialCash })}
        error={errors.initialCash}
        min={0}
        step={0.01}
      />
    </Part>
  );
}
