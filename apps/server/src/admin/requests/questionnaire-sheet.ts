// The questionnaire export: every answer under its question's label, with the prospect it belongs to.
import {
  answerPathOfStored,
  fieldKeyOfPath,
  fieldOf,
  fieldOfAnswerPath,
  pathName,
  questionLabel,
  type FieldUnit,
} from '@trajectory/engine';
import type { QuestionnaireSections } from '../../infra/db/schema/index';
import type { CellValue } from '../common/workbook';

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
  revenueStreams: 'Product lines',
  staff: 'Team',
  startupItems: 'Opening shopping list',
  workingCapital: 'Working capital',
};

/**
 * An answer's label is the questionnaire model's, numbered with the wizard's question ("2. Unit price"), as
 * the staff editor shows it; a list item's part is its item field's ("Loan 2 amount"); an answer at an
 * older stored path says so (its value is in the old form, the growth rate a fraction); anything the model
 * does not hold keeps its path.
 */
function answerLabel(path: string): string {
  const at = answerPathOfStored(path);
  const item = at !== null && at.includes('[') ? fieldOfAnswerPath(at) : null;
  if (item) return item.label;
  const key = fieldKeyOfPath(path);
  if (!key) return path.slice(path.indexOf('.') + 1);
  const { paths, unit } = fieldOf(key);
  const label = `${questionLabel(key)}${unit && UNIT_SUFFIX[unit] ? ` (${UNIT_SUFFIX[unit]})` : ''}`;
  return path === pathName(paths[0] ?? []) ? label : `${label}, stored as ${path}`;
}

/** A count's or a rate's unit beside its label, where the number alone does not say it. */
const UNIT_SUFFIX: Partial<Record<FieldUnit, string>> = { units: 'units', percent: '%' };

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
            rows.push([label, answerLabel(`${section}.${field}[${i}]`), display(item)]);
            return;
          }
          for (const [k, v] of Object.entries(item as Record<string, unknown>)) {
            const path = `${section}.${field}[${i}].${k}`;
            rows.push([label, answerLabel(path), display(v)]);
          }
        });
        continue;
      }
      rows.push([label, answerLabel(`${section}.${field}`), display(value)]);
    }
  }
  return rows;
}
