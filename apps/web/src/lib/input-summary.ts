// The founder's answers as the results page summarises them: newer fields first, legacy ones after, 0 when absent.
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay } from '@trajectory/engine';
import { formatDollars, formatPercent, formatPrice } from '@/lib/format';

export type InputSummaryRow = { label: string; value: string };

type Path = readonly (string | number)[];

function read(source: unknown, path: Path): unknown {
  let node = source;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** The first stored value that reads as a number, or null. */
function firstNumber(source: unknown, ...paths: Path[]): number | null {
  for (const path of paths) {
    const raw = read(source, path);
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) continue;
    const value = typeof raw === 'number' ? raw : Number(raw);
    if (Number.isFinite(value)) return value;
  }
  return null;
}

/** Dollars as typed: whole amounts without cents ("$1,200"), prices with cents kept ("$12.50"). */
export function formatInputDollars(value: number | null): string {
  const amount = value ?? 0;
  return amount > 0 && !Number.isInteger(Math.round(amount * 100) / 100)
    ? formatPrice(amount)
    : formatDollars(amount);
}

/** Growth in percent as the model reads it: the wizard's percent, else the legacy figure by the display rule. */
export function growthPercent(questionnaire: TQuestionnaire): number {
  const percent = firstNumber(questionnaire, ['growthRate', 'annualGrowthRate']);
  if (percent !== null) return percent;
  const legacy = firstNumber(questionnaire, ['revenueInfo', 'growthRate']);
  return legacy !== null ? growthPercentForDisplay(legacy) : DEFAULT_GROWTH_PERCENT;
}

export function buildInputSummary(q: TQuestionnaire): InputSummaryRow[] {
  const dollars = (...paths: Path[]) => formatInputDollars(firstNumber(q, ...paths));
  const units = firstNumber(
    q,
    ['salesVolume', 'firstMonthSales'],
    ['productsServices', 'products', 0, 'unitsPerMonth'],
  );
  const startMonth = firstNumber(q, ['revenueInfo', 'startMonth']) ?? 0;
  return [
    {
      label: 'Unit Price',
      value: dollars(['productsServices', 'unitPrice'], ['productsServices', 'products', 0, 'unitPrice']),
    },
    { label: 'Unit Cost', value: dollars(['operationalCosts', 'costPerItem'], ['expenseInfo', 'cogs']) },
    { label: 'Units per Month', value: Math.round(units ?? 0).toLocaleString('en-US') },
    { label: 'Start Month', value: `Month ${Math.round(startMonth) + 1}` },
    { label: 'Annual Growth Rate (%)', value: formatPercent(growthPercent(q)) },
    {
      label: 'Monthly Salaries',
      value: dollars(['expenseInfo', 'ownerSalary'], ['expenseInfo', 'monthlyOwnerSalary']),
    },
    { label: 'Monthly Advertising', value: dollars(['expenseInfo', 'monthlyAdvertising']) },
    { label: 'Monthly Rent', value: dollars(['expenseInfo', 'monthlyRent']) },
    { label: 'Monthly Utilities', value: dollars(['expenseInfo', 'monthlyUtilities']) },
    { label: 'Monthly Other Expenses', value: dollars(['expenseInfo', 'monthlyInsurance']) },
    {
      label: 'Startup Cost',
      value: dollars(['assetInfo', 'oneTimePurchases'], ['assetInfo', 'fixedAssets']),
    },
    {
      label: 'Initial Cash',
      value: dollars(['equityInfo', 'initialCash'], ['equityInfo', 'initialInvestment']),
    },
  ];
}
