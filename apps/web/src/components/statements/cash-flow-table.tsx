// The N-year (3 or 5) cash flow statement: operating, investing and financing activities, then the year's change in cash.
import { CASH_FLOW_LABELS, type TCashFlowResponse } from '@trajectory/contracts/statements';
import { rowsFromLabels } from './statement-rows';
import type { ReactNode } from 'react';
import { statementCaption, StatementTable, type StatementRow } from './statement-table';

export function cashFlowRows(cashFlow: TCashFlowResponse['cashFlow']): StatementRow[] {
  return rowsFromLabels(cashFlow, CASH_FLOW_LABELS);
}

export function CashFlowTable({
  cashFlow,
  rowAside,
}: {
  cashFlow: TCashFlowResponse['cashFlow'];
  /** Beside a row's label (StatementTable's `rowAside`). */
  rowAside?: (rowKey: string) => ReactNode;
}) {
  const rows = cashFlowRows(cashFlow);
  return <StatementTable rows={rows} caption={statementCaption(rows, 'Cash Flow')} rowAside={rowAside} />;
}
