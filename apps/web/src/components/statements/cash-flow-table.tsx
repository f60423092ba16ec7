// The 3-year cash flow statement: operating, investing and financing activities, then the year's change in cash.
import { CASH_FLOW_LABELS, type TCashFlowResponse } from '@trajectory/contracts/statements';
import { rowsFromLabels } from './statement-rows';
import { StatementTable, type StatementRow } from './statement-table';

export function cashFlowRows(cashFlow: TCashFlowResponse['cashFlow']): StatementRow[] {
  return rowsFromLabels(cashFlow, CASH_FLOW_LABELS);
}

export function CashFlowTable({ cashFlow }: { cashFlow: TCashFlowResponse['cashFlow'] }) {
  return <StatementTable rows={cashFlowRows(cashFlow)} caption="3-year Cash Flow projection" />;
}
