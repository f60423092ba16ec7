// The N-year (3 or 5) Profit & Loss statement, rows and labels in the contracts' order (visitor.md, results page),
// each stream by name under the revenue and cost lines when the plan sells more than one thing (issue #25).
import { profitLossLines, type TProfitLossResponse } from '@trajectory/contracts/statements';
import type { ReactNode } from 'react';
import { statementCaption, StatementTable, type StatementRow } from './statement-table';

export function profitLossRows(
  profitLoss: TProfitLossResponse['profitLoss'],
  revenueStreams?: TProfitLossResponse['revenueStreams'],
): StatementRow[] {
  // Depreciation, interest, tax and the detailed lines show when some year is not 0 (the contracts' one rule).
  return profitLossLines(profitLoss, revenueStreams).map(({ key, label, values, isTotal, isStream }) => ({
    key,
    label,
    values,
    isTotal: Boolean(isTotal),
    ...(isStream ? { isSub: true } : {}),
  }));
}

export function ProfitLossTable({
  profitLoss,
  revenueStreams,
  rowAside,
}: {
  profitLoss: TProfitLossResponse['profitLoss'];
  /** The plan's streams; with more than one, each is listed by name under the revenue and cost lines. */
  revenueStreams?: TProfitLossResponse['revenueStreams'];
  /** Beside a row's label (StatementTable's `rowAside`). */
  rowAside?: (rowKey: string) => ReactNode;
}) {
  const rows = profitLossRows(profitLoss, revenueStreams);
  return <StatementTable rows={rows} caption={statementCaption(rows, 'Profit & Loss')} rowAside={rowAside} />;
}
