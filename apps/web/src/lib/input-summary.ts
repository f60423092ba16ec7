// The founder's answers as the results page summarises them: the questionnaire model's summary, formatted.
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import {
  CALENDAR_MONTHS,
  fieldOf,
  fieldOfAnswerPath,
  fieldsOfStep,
  isListKey,
  LENDER_STEP,
  readAnswerNumber,
  readAnswers,
  readNumber,
  readStored,
  SEASON_WEIGHT_KEYS,
  SEASONALITY_PRESETS,
  storedItemPaths,
  formatPrice as formatAnswerDollars,
  inputSummary,
  type AnswerPath,
  type FieldKey,
  type QuestionnaireField,
} from '@trajectory/engine';
import { formatPercent } from '@/lib/format';

/** A row of the summary; `key` is the questionnaire field it shows (a list's key for its items), if one. */
export type InputSummaryRow = { label: string; value: string; key?: FieldKey };

/** A questionnaire, or the sections one version of it stored (issue #26 item 3): the model reads both. */
type StoredAnswers = TQuestionnaire | Readonly<Record<string, unknown>>;

/** A lender answer (issue #15) as the summary shows it, by the model's unit. */
function formatLenderValue(at: AnswerPath, field: QuestionnaireField, value: number): string {
  if (at === 'firstCalendarMonth') return CALENDAR_MONTHS[value - 1] ?? String(value);
  if (field.unit === 'dollars') return formatAnswerDollars(value);
  if (field.unit === 'percent') return formatPercent(value);
  if (field.unit === 'years') return `${value} years`;
  if (field.unit === 'months' && field.min === 0) return `Month ${Math.round(value) + 1}`;
  if (field.unit === 'months') return `${value} months`;
  return String(value);
}

/** The seasonality the twelve weights describe, or null when none are given. */
function seasonalityName(q: StoredAnswers): string | null {
  const weights = SEASON_WEIGHT_KEYS.map((key) => readNumber(q, key));
  if (weights.some((w) => w === null)) return null;
  for (const [name, preset] of [
    ['Summer peak', SEASONALITY_PRESETS.summerPeak],
    ['Holiday peak', SEASONALITY_PRESETS.holidayPeak],
  ] as const)
    if (preset.every((w, i) => w === weights[i])) return name;
  return `Custom weights (${weights.join(', ')})`;
}

/** The optional lender answers that were given, each on its own row, the twelve weights as one. */
function lenderRows(q: StoredAnswers): InputSummaryRow[] {
  const rows: InputSummaryRow[] = [];
  const weights = new Set<string>(SEASON_WEIGHT_KEYS);
  for (const key of fieldsOfStep(LENDER_STEP)) {
    if (weights.has(key)) continue;
    // A list (the loans) gives a row per answered part of each item ('Loan 2 amount').
    for (const at of isListKey(key) ? storedItemPaths(q, key) : [key]) {
      const field = fieldOfAnswerPath(at);
      const value = readAnswerNumber(q, at);
      if (field && value !== null)
        rows.push({ label: field.label, value: formatLenderValue(at, field, value), key });
    }
  }
  const season = seasonalityName(q);
  if (season) rows.push({ label: 'Seasonality', value: season });
  return rows;
}

export function buildInputSummary(q: StoredAnswers): InputSummaryRow[] {
  return [...baseRows(q), ...lenderRows(q), ...detailRows(q)];
}

/** The business in more detail (issue #25), as given: one row per product line, role and purchase. */
function detailRows(q: StoredAnswers): InputSummaryRow[] {
  const { revenueStreams = [], staffRoles = [], startupItems = [], ...answers } = readAnswers(q);
  const rows: InputSummaryRow[] = [];
  const name = readStored(q, 'primaryStreamName');
  if (!name.isLegacy && answers.primaryStreamName !== '')
    rows.push({ label: 'Main product name', value: answers.primaryStreamName, key: 'primaryStreamName' });
  const money = (text: string) => formatAnswerDollars(Number(text) || 0);
  revenueStreams.forEach((stream, i) => {
    const isSubscription = stream.kind === 'subscription';
    const volume = Number(stream.firstMonthVolume || 0).toLocaleString('en-US');
    const churn =
      isSubscription && stream.monthlyChurnPct ? `, ${stream.monthlyChurnPct}% leave each month` : '';
    rows.push({
      key: 'revenueStreams',
      label: `Product line ${i + 1}`,
      value: isSubscription
        ? `${stream.name}: ${money(stream.price)} a month per subscriber, ${volume} new subscribers in its first month${churn}`
        : `${stream.name}: ${money(stream.price)} each, ${volume} sold in its first month`,
    });
  });
  staffRoles.forEach((role, i) => {
    rows.push({
      key: 'staffRoles',
      label: `Role ${i + 1}`,
      value: `${role.title}: ${role.headcount} × ${money(role.monthlySalary)} a month from Month ${Number(role.startMonth || 0) + 1}`,
    });
  });
  if (answers.payrollBurdenPct !== '')
    rows.push({
      key: 'payrollBurdenPct',
      label: fieldOf('payrollBurdenPct').label,
      value: formatPercent(Number(answers.payrollBurdenPct)),
    });
  startupItems.forEach((item, i) => {
    rows.push({
      key: 'startupItems',
      label: `Purchase ${i + 1}`,
      value: `${item.name}: ${money(item.amount)}, ${item.kind === 'expense' ? 'spent once' : 'kept'}`,
    });
  });
  for (const key of ['receivableDays', 'inventoryDays', 'payableDays'] as const)
    if (answers[key] !== '') rows.push({ label: fieldOf(key).label, value: `${answers[key]} days`, key });
  return rows;
}

function baseRows(q: StoredAnswers): InputSummaryRow[] {
  return inputSummary(q).map(({ key, label, value }) => {
    switch (key) {
      case 'firstMonthSales':
        return { key, label, value: Math.round(value).toLocaleString('en-US') };
      case 'startMonth':
        return { key, label, value: `Month ${Math.round(value) + 1}` };
      case 'annualGrowthRate':
        return { key, label, value: formatPercent(value) };
      default:
        // Dollars as typed, to the cent ("$1,200", "$5.50"), as the PDF writes them.
        return { key, label, value: formatAnswerDollars(value) };
    }
  });
}
