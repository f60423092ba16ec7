// Rows of a nested statement (balance sheet, cash flow) from the contracts' dotted-path label lists.
import { isLineShown, type StatementLabel } from '@trajectory/contracts/statements';
import type { YearValues } from '@trajectory/engine';
import type { StatementRow } from './statement-table';

/** Figures keyed year1..yearN (year4 and year5 only on a five-year plan). */
function isYearValues(node: unknown): node is YearValues {
  return typeof node === 'object' && node !== null && 'year1' in node && 'year2' in node && 'year3' in node;
}

/** The figures at a dotted path ("assets.cash"), or undefined when the statement has none there. */
export function yearValuesAt(statement: unknown, path: string): YearValues | undefined {
  let node: unknown = statement;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return isYearValues(node) ? node : undefined;
}

/**
 * Section headings and figure rows in label order; a row without figures, or one the contracts' one rule
 * hides (the overdraft, extended lines that are 0 in every year), is left out.
 */
export function rowsFromLabels(statement: unknown, labels: readonly StatementLabel[]): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const line of labels) {
    const { path, label, isTotal, isSection } = line;
    if (isSection) {
      rows.push({ key: path, label, isSection: true });
      continue;
    }
    const values = yearValuesAt(statement, path);
    if (!values || !isLineShown(line, path, statement)) continue;
    rows.push({ key: path, label, values, isTotal: Boolean(isTotal) });
  }
  return rows;
}
