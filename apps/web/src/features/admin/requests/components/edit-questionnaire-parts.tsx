// The two parts of the Edit Questionnaire dialog: questions 1–4 and questions 5–9 (admin.md section 2),
// each answer drawn by the one questionnaire field renderer with the dialog's wording.
import type { ReactNode } from 'react';
import {
  fieldOf,
  formatMoney,
  isRequiredField,
  startupAssetTotalOfAnswers,
  type AnswerPath,
  type ListFieldKey,
} from '@trajectory/engine';
import { GrowthField } from '@/components/questionnaire/growth-field';
import { answerId } from '@/components/questionnaire/ids';
import { QuestionField, type QuestionFieldProps } from '@/components/questionnaire/question-field';
import type { FormErrors, FormKey, QuestionnaireForm } from '../lib/questionnaire-form';

export type PartProps = {
  form: QuestionnaireForm;
  errors: FormErrors;
  onChange: (patch: Partial<QuestionnaireForm>) => void;
};

/** The id of an answer's control, so the dialog can move focus to the first message. */
export const fieldId = (at: AnswerPath): string => answerId('edit-', at);

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

const START_MONTHS = Array.from({ length: (fieldOf('startMonth').max ?? 12) + 1 }, (_, month) => ({
  value: String(month),
  label: startMonthLabel(month),
}));

type ScalarFormKey = Exclude<FormKey, ListFieldKey>;

/** A question of the dialog: the model's field with the dialog's label, its required mark the model's. */
function Ask({
  at,
  label,
  form,
  errors,
  onChange,
  ...extra
}: PartProps & { at: ScalarFormKey; label: string } & Partial<QuestionFieldProps>) {
  return (
    <QuestionField
      field={fieldOf(at)}
      id={fieldId(at)}
      label={label}
      isRequired={isRequiredField(at)}
      value={form[at]}
      onChange={(value) => onChange({ [at]: value })}
      error={errors[at]}
      {...extra}
    />
  );
}

/** While start-up items exist, question 8 is their asset total, read-only, saying so. */
function startupListView(
  form: QuestionnaireForm,
): Partial<Pick<QuestionFieldProps, 'value' | 'disabled' | 'hint'>> {
  const total = startupAssetTotalOfAnswers(form.startupItems);
  if (total === null) return {};
  return {
    value: String(total),
    disabled: true,
    hint: `Set by the opening shopping list: the items kept add up to ${formatMoney(total)}.`,
  };
}

export function QuestionsOneToFour(props: PartProps) {
  return (
    <Part part={1} title="Questions 1–4">
      <Ask {...props} at="description" label="1. Description" multiline />
      {/* The visitor is never asked this, so staff may leave it blank (no rule requires it). */}
      <Ask {...props} at="offeringType" label={fieldOf('offeringType').label} blankChoice="Choose a type" />
      <Ask {...props} at="unitPrice" label="2. Unit price" />
      <Ask
        {...props}
        at="startMonth"
        label="3. Start month"
        choices={START_MONTHS}
        hint="The month of the first sale, counted from the month the business opens."
      />
      <Ask
        {...props}
        at="firstMonthSales"
        label="4. First-month sales (units)"
        number="digits"
        hint="A whole number of at least 1."
      />
    </Part>
  );
}

const MONTHLY_SPEND: Array<{ key: ScalarFormKey; label: string }> = [
  // The model counts one salary line, so owner and employee pay are entered together (as in the wizard).
  { key: 'ownerSalary', label: 'Salaries (owner and employees)' },
  { key: 'monthlyAdvertising', label: 'Advertising' },
  { key: 'monthlyRent', label: 'Rent' },
  { key: 'monthlyUtilities', label: 'Utilities' },
  { key: 'monthlyInsurance', label: 'All other monthly expenses' },
];

export function QuestionsFiveToNine(props: PartProps) {
  const { form, errors, onChange } = props;
  return (
    <Part part={2} title="Questions 5–9">
      <GrowthField
        idPrefix="edit-"
        legend="5. Annual growth rate"
        isCompact
        annualGrowthRate={form.annualGrowthRate}
        isCustomGrowth={form.isCustomGrowth}
        onChange={onChange}
        error={errors.annualGrowthRate}
      />
      <Ask {...props} at="costPerItem" label="6. Cost per item" />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">7. Monthly spend</legend>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {MONTHLY_SPEND.map(({ key, label }) => (
            <Ask key={key} {...props} at={key} label={label} number="spend" />
          ))}
        </div>
      </fieldset>
      <Ask
        {...props}
        at="oneTimePurchases"
        label="8. Startup cost"
        hint="One-time purchases to get started."
        {...startupListView(props.form)}
      />
      <Ask {...props} at="initialCash" label="9. Available cash" />
    </Part>
  );
}
