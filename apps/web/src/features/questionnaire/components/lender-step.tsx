// The optional step "What a lender will ask": loans, income tax, useful life, owner's draw and seasonality.
import { useState } from 'react';
import {
  CALENDAR_MONTHS,
  fieldOf,
  loanKey,
  MAX_LOANS,
  SEASON_WEIGHT_KEYS,
  SEASONALITY_PRESETS,
  TAX_RATE_PRESETS,
  type LenderFieldKey,
} from '@trajectory/engine';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field-shell';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { Answers } from '../lib/answers';
import type { FieldErrors } from '../lib/steps';
import { NumberField } from './number-field';

type LenderStepProps = {
  answers: Answers;
  errors: FieldErrors;
  onChange: (patch: Partial<Answers>) => void;
};

const LOAN_NUMBERS = Array.from({ length: MAX_LOANS }, (_, i) => i + 1);
const LOAN_KEYS = (n: number) =>
  [
    loanKey(n, 'amount'),
    loanKey(n, 'annualRatePct'),
    loanKey(n, 'termMonths'),
    loanKey(n, 'startMonth'),
  ] as const;

const hasLoan = (answers: Answers, n: number) => LOAN_KEYS(n).some((key) => answers[key].trim() !== '');

/** The loans the form shows: every answered one, and at least as many as the founder opened. */
function loansShown(answers: Answers, opened: number): number {
  const last = LOAN_NUMBERS.filter((n) => hasLoan(answers, n)).at(-1) ?? 0;
  return Math.max(last, opened);
}

const SEASONS = {
  flat: { label: 'Flat: every month alike', weights: null },
  summerPeak: { label: 'Summer peak', weights: SEASONALITY_PRESETS.summerPeak },
  holidayPeak: { label: 'Holiday peak', weights: SEASONALITY_PRESETS.holidayPeak },
  custom: { label: 'My own twelve weights', weights: null },
} as const;
type Season = keyof typeof SEASONS;

function seasonOf(answers: Answers): Season {
  const weights = SEASON_WEIGHT_KEYS.map((key) => answers[key].trim());
  if (weights.every((w) => w === '')) return 'flat';
  for (const name of ['summerPeak', 'holidayPeak'] as const)
    if (SEASONS[name].weights.every((w, i) => String(w) === weights[i])) return name;
  return 'custom';
}

const weightsPatch = (weights: readonly (number | string)[] | null): Partial<Answers> =>
  Object.fromEntries(SEASON_WEIGHT_KEYS.map((key, i) => [key, weights ? String(weights[i]) : '']));

export function LenderStep({ answers, errors, onChange }: LenderStepProps) {
  const [opened, setOpened] = useState(0);
  const [isCustomTax, setIsCustomTax] = useState(
    () =>
      answers.incomeTaxRatePct !== '' &&
      !(TAX_RATE_PRESETS as readonly string[]).includes(answers.incomeTaxRatePct),
  );
  const [season, setSeason] = useState<Season>(() => seasonOf(answers));
  const shown = loansShown(answers, opened);

  const field = (
    key: LenderFieldKey,
    label: string,
    extra: Partial<Parameters<typeof NumberField>[0]> = {},
  ) => {
    const model = fieldOf(key);
    return (
      <NumberField
        key={key}
        id={key}
        label={label}
        min={model.min}
        max={model.max}
        isWhole={model.isWhole}
        unit={model.unit === 'percent' ? 'percent' : model.unit === 'dollars' ? 'dollars' : 'units'}
        value={answers[key]}
        onChange={(value) => onChange({ [key]: value })}
        error={errors[key]}
        {...extra}
      />
    );
  };

  const removeLoan = (n: number) => {
    // Later loans move up one place, so the list has no holes.
    const patch: Partial<Answers> = {};
    for (let k = n; k <= MAX_LOANS; k += 1) {
      LOAN_KEYS(k).forEach((key, part) => {
        const later = k < MAX_LOANS ? LOAN_KEYS(k + 1)[part] : undefined;
        patch[key] = later ? answers[later] : '';
      });
    }
    onChange(patch);
    setOpened(Math.max(0, shown - 1));
  };

  const chooseSeason = (next: Season) => {
    setSeason(next);
    if (next === 'custom') {
      if (seasonOf(answers) === 'flat') onChange(weightsPatch(Array(12).fill(100)));
    } else onChange(weightsPatch(SEASONS[next].weights));
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="lender-loans" className="flex flex-col gap-4">
        <h3 id="lender-loans" className="text-lg font-semibold">
          Loans
        </h3>
        {shown === 0 && (
          <p className="text-sm text-muted-foreground">No loans. Add one if you will borrow.</p>
        )}
        {LOAN_NUMBERS.slice(0, shown).map((n) => (
          <fieldset key={n} className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-medium">Loan {n}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {field(loanKey(n, 'amount'), 'Amount borrowed')}
              {field(loanKey(n, 'annualRatePct'), 'Annual interest rate', { step: 0.1 })}
              {field(loanKey(n, 'termMonths'), 'Term in months', { min: 1 })}
              {field(loanKey(n, 'startMonth'), 'Month received', {
                hint: '0 is the month you open.',
              })}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => removeLoan(n)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Remove loan {n}
            </Button>
          </fieldset>
        ))}
        {shown < MAX_LOANS && (
          <Button type="button" variant="outline" className="self-start" onClick={() => setOpened(shown + 1)}>
            <Plus className="size-4" aria-hidden="true" />
            Add a loan
          </Button>
        )}
      </section>

      <section aria-labelledby="lender-tax" className="flex flex-col gap-4">
        <h3 id="lender-tax" className="text-lg font-semibold">
          Income tax
        </h3>
        <FieldShell
          id="tax-choice"
          label="Income tax rate on profit"
          error={isCustomTax ? undefined : errors.incomeTaxRatePct}
        >
          {(describedBy) => (
            <select
              id="tax-choice"
              className={cn(fieldClasses, 'h-10 max-w-xs py-2')}
              aria-describedby={describedBy}
              value={isCustomTax ? 'custom' : answers.incomeTaxRatePct}
              onChange={(event) => {
                const value = event.target.value;
                setIsCustomTax(value === 'custom');
                if (value !== 'custom') onChange({ incomeTaxRatePct: value });
              }}
            >
              <option value="">Not set (no tax)</option>
              {TAX_RATE_PRESETS.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
              <option value="custom">Another rate</option>
            </select>
          )}
        </FieldShell>
        {isCustomTax && field('incomeTaxRatePct', 'Your income tax rate', { step: 0.1 })}
      </section>

      <section aria-labelledby="lender-assets" className="flex flex-col gap-4">
        <h3 id="lender-assets" className="text-lg font-semibold">
          Depreciation and owner's draw
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('usefulLifeYears', 'Useful life of startup purchases (years)', {
            hint: 'Spread their cost over this many years.',
          })}
          {field('ownerDrawMonthly', "Owner's draw per month", {
            hint: 'Money you take out; not an expense.',
          })}
          {field('ownerDrawStartMonth', 'Draw starts in month', { hint: '0 is the month you open.' })}
        </div>
      </section>

      <section aria-labelledby="lender-season" className="flex flex-col gap-4">
        <h3 id="lender-season" className="text-lg font-semibold">
          Seasonality
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldShell id="season-choice" label="Sales through the year">
            {(describedBy) => (
              <select
                id="season-choice"
                className={cn(fieldClasses, 'h-10 py-2')}
                aria-describedby={describedBy}
                value={season}
                onChange={(event) => chooseSeason(event.target.value as Season)}
              >
                {(Object.keys(SEASONS) as Season[]).map((name) => (
                  <option key={name} value={name}>
                    {SEASONS[name].label}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <FieldShell id="firstCalendarMonth" label="Month you open" error={errors.firstCalendarMonth}>
            {(describedBy) => (
              <select
                id="firstCalendarMonth"
                className={cn(fieldClasses, 'h-10 py-2')}
                aria-describedby={describedBy}
                value={answers.firstCalendarMonth}
                onChange={(event) => onChange({ firstCalendarMonth: event.target.value })}
              >
                <option value="">January (default)</option>
                {CALENDAR_MONTHS.map((name, i) => (
                  <option key={name} value={String(i + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        </div>
        {season === 'custom' && (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {SEASON_WEIGHT_KEYS.map((key) => field(key, fieldOf(key).label, { isWhole: false, step: 1 }))}
          </div>
        )}
      </section>
    </div>
  );
}
