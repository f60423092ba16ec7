// The optional step "What a lender will ask": loans, income tax, useful life, owner's draw and seasonality,
// each drawn by the one questionnaire field renderer; the seasons are offered as presets of the twelve weights.
import { useState } from 'react';
import { CALENDAR_MONTHS, fieldOf, SEASON_WEIGHT_KEYS, SEASONALITY_PRESETS } from '@trajectory/engine';
import { FieldShell } from '@/components/ui/field-shell';
import { fieldClasses } from '@/components/ui/input';
import { ListField } from '@/components/questionnaire/list-field';
import { cn } from '@/lib/utils';
import type { Answers } from '../lib/answers';
import type { FieldErrors } from '../lib/steps';
import { askerOf } from './ask-field';

type LenderStepProps = {
  answers: Answers;
  errors: FieldErrors;
  onChange: (patch: Partial<Answers>) => void;
};

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

/** Months counted from opening: 0 is Month 1, as every statement, chart and file numbers them. */
const OPENING_MONTH_HINT = '0 is Month 1, the month you open; 12 is Month 13.';

const OPENING_MONTHS = CALENDAR_MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));

export function LenderStep({ answers, errors, onChange }: LenderStepProps) {
  const [season, setSeason] = useState<Season>(() => seasonOf(answers));

  const ask = askerOf({ answers, errors, onChange });

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
        <ListField
          listKey="loans"
          items={answers.loans}
          onChange={(loans) => onChange({ loans })}
          errors={errors}
          idPrefix=""
          emptyText="No loans. Add one if you will borrow."
          wrapperClassName="max-w-xs"
          view={{
            amount: { label: 'Amount borrowed' },
            annualRatePct: { label: 'Annual interest rate' },
            termMonths: { label: 'Term in months' },
            startMonth: { label: 'Month received', hint: OPENING_MONTH_HINT },
          }}
        />
      </section>

      <section aria-labelledby="lender-tax" className="flex flex-col gap-4">
        <h3 id="lender-tax" className="text-lg font-semibold">
          Income tax
        </h3>
        <div className="max-w-xs">
          {ask('incomeTaxRatePct', 'Income tax rate on profit', {
            blankChoice: 'Not set (no tax)',
            custom: { label: 'Your income tax rate', choice: 'Another rate' },
          })}
        </div>
      </section>

      <section aria-labelledby="lender-assets" className="flex flex-col gap-4">
        <h3 id="lender-assets" className="text-lg font-semibold">
          Depreciation and owner's draw
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {ask('usefulLifeYears', 'Useful life of startup purchases (years)', {
            hint: 'Spread their cost over this many years.',
          })}
          {ask('ownerDrawMonthly', "Owner's draw per month", { hint: 'Money you take out; not an expense.' })}
          {ask('ownerDrawStartMonth', 'Draw starts in month', { hint: OPENING_MONTH_HINT })}
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
          {ask('firstCalendarMonth', 'Month you open', {
            choices: OPENING_MONTHS,
            blankChoice: 'January (default)',
            wrapperClassName: undefined,
          })}
        </div>
        {season === 'custom' && (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {SEASON_WEIGHT_KEYS.map((key) =>
              ask(key, fieldOf(key).label, { step: 1, wrapperClassName: undefined }),
            )}
          </div>
        )}
      </section>
    </div>
  );
}
