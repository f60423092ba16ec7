// The questionnaire export: every answer under its question's label, with the prospect it belongs to.
import { answerPathOfStored, fieldOfAnswerPath, LENDER_STEP } from '@trajectory/engine';
import type { QuestionnaireSections } from '../../infra/db/schema/index';
import type { CellValue } from './workbook';

const SECTION_LABELS: Record<string, string> = {
  businessInfo: 'Business',
  productsServices: 'Products and services',
  revenueInfo: 'Revenue',
  salesVolume: 'Sales volume',
  growthRate: 'Growth',
  operationalCosts: 'Operational costs',
  expenseInfo: 'Monthly expenses',
  assetInfo: 'Assets',
  equityInfo: 'Equity',
  liabilityInfo: 'Liabilities',
  cashFlowInfo: 'Cash flow',
  financing: 'Loans',
  taxInfo: 'Income tax',
  seasonality: 'Seasonality',
};

/** A lender answer's label is the questionnaire model's (a loan's part, a month's weight), else the path. */
function lenderLabel(path: string): string {
  const at = answerPathOfStored(path);
  const field = at === null ? null : fieldOfAnswerPath(at);
  return field && field.kind !== 'list' && field.step === LENDER_STEP
    ? field.label
    : path.slice(path.indexOf('.') + 1);
}

const FIELD_LABELS: Record<string, string> = {
  'businessInfo.description': '1. Business description',
  'productsServices.type': '2. Products or services type',
  'productsServices.unitPrice': '3. Unit price',
  'revenueInfo.startMonth': '4. Start month (0 = the opening month)',
  'salesVolume.firstMonthSales': '4. First-month sales (units)',
  'growthRate.annualGrowthRate': '5. Annual growth rate (%)',
  'revenueInfo.growthRate': 'Growth rate (stored fraction)',
  'operationalCosts.costPerItem': '6. Cost per item',
  'expenseInfo.monthlyInsurance': 'All other monthly expenses',
  'assetInfo.oneTimePurchases': '8. Startup cost',
  'equityInfo.initialCash': '9. Available cash',
};

function display(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Section, field and value rows; nested product lines are flattened as products[0].unitPrice. */
export function questionnaireRows(sections: QuestionnaireSections): CellValue[][] {
  const rows: CellValue[][] = [];
  for (const [section, content] of Object.entries(sections)) {
    const label = SECTION_LABELS[section] ?? section;
    if (!content || typeof content !== 'object') {
      rows.push([label, section, display(content)]);
      continue;
    }
    for (const [field, value] of Object.entries(content as Record<string, unknown>)) {
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          if (item === null || typeof item !== 'object') {
            rows.push([label, lenderLabel(`${section}.${field}[${i}]`), display(item)]);
            return;
          }
          for (const [k, v] of Object.entries(item as Record<string, unknown>)) {
            const path = `${section}.${field}[${i}].${k}`;
            rows.push([label, lenderLabel(path), display(v)]);
          }
        });
        continue;
      }
      rows.push([
        label,
        FIELD_LABELS[`${section}.${field}`] ?? lenderLabel(`${section}.${field}`),
        display(value),
      ]);
    }
  }
  return rows;
}
