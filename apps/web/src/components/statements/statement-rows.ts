// Rows of a nested statement (balance sheet, cash flow) from the contracts' dotted-path label lists.
import { isLineShown } from '@trajectory/contracts/statements';
import type { YearValues } from '@trajectory/engine';
import type { StatementRow } from './statement-table';

type LabelEntry = {
  path: string;
  label: string;
  isTotal?: boolean;
  isSection?: boolean;
  isExtended?: boolean;
  shownWith?: readonly string[];
};

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
 * Section headings and figure rows in label order; a `skip`ped path, one without figures, or an extended
 * line (loans, draws, depreciation) that is 0 in every year is left out.
 */
export function rowsFromLabels(
  statement: unknown,
  labels: readonly LabelEntry[],
  skip: (path: string, values: YearValues) => boolean = () => false,
): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const line of labels) {
    const { path, label, isTotal, isSection } = line;
    if (isSection) {
      rows.push({ key: path, label, isSection: true });
      continue;
    }
    const values = yearValuesAt(statement, path);
    if (!values || skip(path, values) || !isLineShown(line, path, statement)) continue;
    rows.push({ key: path, label, values, isTotal: Boolean(isTotal) });
  }
  return rows;
}
