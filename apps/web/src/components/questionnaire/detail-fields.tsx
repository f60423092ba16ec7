// "Your business in more detail" (issue #25): what you sell, your team, your opening shopping list and how
// money comes and goes, each drawn by the one questionnaire field renderer and list. The wizard's detail
// step, the staff Edit Questionnaire dialog and the Sample Data editor all show this one form.
import {
  fieldOf,
  formatMoney,
  formatPrice,
  STARTUP_ITEM_KIND_LABELS,
  startupAssetTotalOfAnswers,
  STREAM_KIND_LABELS,
  type AnswerPath,
  type DetailFieldKey,
  type ListItemAnswers,
  type QuestionnaireAnswers,
} from '@trajectory/engine';
import type { ReactNode } from 'react';
import { answerId } from './ids';
import { ListField, type ItemFieldView } from './list-field';
import { QuestionField, type QuestionFieldProps } from './question-field';

export type DetailValues = Pick<QuestionnaireAnswers, DetailFieldKey>;

/** What the form patches: the detail answers, and the one-time purchases that follow the start-up list. */
export type DetailPatch = Partial<DetailValues> & { oneTimePurchases?: string };

/** The questionnaire's own product, shown as the first product line (its answers are questions 2, 4, 6). */
export type PrimaryProduct = { unitPrice: string; costPerItem: string; firstMonthSales: string };

type DetailFieldsProps = {
  values: DetailValues;
  errors: Readonly<Partial<Record<AnswerPath, string>>>;
  onChange: (patch: DetailPatch) => void;
  primary: PrimaryProduct;
  /** The prefix of the controls' ids, so a form can move focus to its first message. */
  idPrefix: string;
  /** Staff type whole numbers as digits only (admin.md section 5). */
  number?: QuestionFieldProps['number'];
  /** Headings' level: the wizard's parts are h3, a dialog's h4. */
  headingLevel?: 3 | 4;
  disabled?: boolean;
};

const streamKind = (value: string) => STREAM_KIND_LABELS[value as keyof typeof STREAM_KIND_LABELS] ?? value;
const itemKind = (value: string) =>
  STARTUP_ITEM_KIND_LABELS[value as keyof typeof STARTUP_ITEM_KIND_LABELS] ?? value;

const STREAM_VIEW: Partial<Record<string, ItemFieldView>> = {
  name: { label: 'Name' },
  kind: { label: 'How it is sold', optionLabel: streamKind, blankChoice: 'Choose one' },
  price: { label: 'Price' },
  unitCost: { label: 'Cost to you' },
  firstMonthVolume: { label: 'First-month sales or new subscribers' },
  startMonth: { label: 'First month of sales' },
  annualGrowthPct: { label: 'Yearly growth' },
  monthlyChurnPct: { label: 'Subscribers lost each month' },
};
const ROLE_VIEW: Partial<Record<string, ItemFieldView>> = {
  title: { label: 'Job title' },
  headcount: { label: 'How many people' },
  monthlySalary: { label: 'Monthly salary each' },
  startMonth: { label: 'First month' },
  annualRaisePct: { label: 'Yearly raise' },
};
const ITEM_VIEW: Partial<Record<string, ItemFieldView>> = {
  name: { label: 'What it is' },
  amount: { label: 'Cost' },
  kind: { label: 'Kept or spent', optionLabel: itemKind, blankChoice: 'Choose one' },
};

function Part({
  id,
  title,
  intro,
  level,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  level: 3 | 4;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Heading id={id} className="text-lg font-semibold">
          {title}
        </Heading>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}

const orDash = (text: string, format: (value: number) => string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? '—' : format(Number(text));

export function DetailFields({
  values,
  errors,
  onChange,
  primary,
  idPrefix,
  number,
  headingLevel = 3,
  disabled,
}: DetailFieldsProps) {
  const partId = (name: string) => `${idPrefix}detail-${name}`;
  const view = (base: Partial<Record<string, ItemFieldView>>) =>
    Object.fromEntries(Object.entries(base).map(([key, v]) => [key, number ? { ...v, number } : v]));
  const input = (
    key: 'primaryStreamName' | 'payrollBurdenPct' | 'receivableDays' | 'inventoryDays' | 'payableDays',
    extra: Partial<QuestionFieldProps> = {},
  ) => {
    const field = fieldOf(key);
    return (
      <QuestionField
        key={key}
        field={field}
        id={answerId(idPrefix, key)}
        value={values[key]}
        onChange={(value) => onChange({ [key]: value })}
        error={errors[key]}
        number={field.isWhole ? (number ?? 'decimal') : 'decimal'}
        disabled={disabled}
        {...extra}
      />
    );
  };

  /** A stream changed to units loses its churn, which applies to subscriptions only. */
  const changeStreams = (streams: ListItemAnswers<'revenueStreams'>[]) =>
    onChange({
      revenueStreams: streams.map((stream) =>
        stream.kind === 'subscription' ? stream : { ...stream, monthlyChurnPct: '' },
      ),
    });
  /** While items exist, the one-time purchases answer is their asset total; emptied, it keeps the last. */
  const changeItems = (items: ListItemAnswers<'startupItems'>[]) => {
    const total = startupAssetTotalOfAnswers(items);
    onChange({ startupItems: items, ...(total === null ? {} : { oneTimePurchases: String(total) }) });
  };
  const assetTotal = startupAssetTotalOfAnswers(values.startupItems);

  return (
    <div className="flex flex-col gap-8" data-testid="detail-fields">
      <Part
        id={partId('sell')}
        title="What you sell"
        intro="Your main product comes from your answers; add up to 4 more things you sell, by the unit or by subscription."
        level={headingLevel}
      >
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4">
          <p className="text-sm font-medium">Main product (from your answers)</p>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Price</dt>
              <dd className="tabular-nums">{orDash(primary.unitPrice, formatPrice)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Cost to you</dt>
              <dd className="tabular-nums">{orDash(primary.costPerItem, formatPrice)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">First-month sales</dt>
              <dd className="tabular-nums">
                {orDash(primary.firstMonthSales, (n) => n.toLocaleString('en-US'))}
              </dd>
            </div>
          </dl>
          <div className="max-w-sm">
            {input('primaryStreamName', {
              label: 'What you call it',
              hint: 'Shown in your statements; "Product/Service" when blank.',
            })}
          </div>
        </div>
        <ListField
          listKey="revenueStreams"
          items={values.revenueStreams}
          onChange={changeStreams}
          errors={errors}
          idPrefix={idPrefix}
          view={view(STREAM_VIEW)}
          isShown={(stream, item) => item !== 'monthlyChurnPct' || stream.kind === 'subscription'}
          emptyText="Only your main product so far."
          disabled={disabled}
        />
      </Part>

      <Part
        id={partId('team')}
        title="Your team"
        intro="The people you will pay besides yourself: your own salary stays in your monthly bills."
        level={headingLevel}
      >
        <ListField
          listKey="staffRoles"
          items={values.staffRoles}
          onChange={(staffRoles) => onChange({ staffRoles })}
          errors={errors}
          idPrefix={idPrefix}
          view={view(ROLE_VIEW)}
          emptyText="No staff yet. Add a role for each kind of job."
          disabled={disabled}
        />
        <div className="max-w-sm">
          {input('payrollBurdenPct', {
            blankChoice: 'Not set (0%)',
            custom: { label: 'Your payroll taxes and benefits', choice: 'Another percent' },
          })}
        </div>
      </Part>

      <Part
        id={partId('shopping')}
        title="Your opening shopping list"
        intro="What you buy before you open: things you keep (equipment, fit-out) and money spent once (fees, training, a launch)."
        level={headingLevel}
      >
        <ListField
          listKey="startupItems"
          items={values.startupItems}
          onChange={changeItems}
          errors={errors}
          idPrefix={idPrefix}
          view={view(ITEM_VIEW)}
          emptyText="No list: your one-time startup purchases answer stands."
          disabled={disabled}
        />
        {assetTotal !== null && (
          <p className="text-sm" role="status" data-testid="startup-asset-total">
            Things you keep add up to <strong className="tabular-nums">{formatMoney(assetTotal)}</strong>:
            this is now your one-time startup purchases answer.
          </p>
        )}
      </Part>

      <Part
        id={partId('money')}
        title="How money comes and goes"
        intro="Days between a sale or a delivery and the money moving. Leave blank when everything is paid on the day."
        level={headingLevel}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {input('receivableDays')}
          {input('inventoryDays')}
          {input('payableDays')}
        </div>
      </Part>
    </div>
  );
}
