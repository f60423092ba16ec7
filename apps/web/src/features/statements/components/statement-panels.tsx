// The three statement tabs: P&L (with key numbers, checks and Year 1 by month), balance sheet, cash flow.
import { yearsInWords } from '@trajectory/contracts/statements';
import type { ReactNode } from 'react';
import { cashFlowNote, type CashFlowNoteFacts } from '@trajectory/engine';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  TBalanceSheetResponse,
  TCashFlowResponse,
  TProfitLossResponse,
} from '@trajectory/contracts/statements';
import { BalanceSheetTable } from '@/components/statements/balance-sheet-table';
import { CashFlowTable } from '@/components/statements/cash-flow-table';
import { KeyMetrics } from '@/components/statements/key-metrics';
import { LenderView } from '@/components/statements/lender-view';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { RealismWarnings } from '@/components/statements/realism-warnings';
import { MonthsByYear, StatementCard } from '@/components/statements/statement-card';
import { StatementState } from './statement-state';

type PanelProps<T> = {
  query: UseQueryResult<T>;
  prospectId: string;
  /** Beside a statement row's label: the founder's question markers (StatementTable's `rowAside`). */
  rowAside?: (rowKey: string) => ReactNode;
};

export function ProfitLossPanel({ query, prospectId, rowAside }: PanelProps<TProfitLossResponse>) {
  return (
    <StatementState name="P&L" query={query} prospectId={prospectId}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <StatementCard
            title="Profit & Loss Statement"
            description={`What your business is projected to earn and spend in each of its first ${yearsInWords(data.projectionYears)} years. Amounts in brackets are losses.`}
          >
            <ProfitLossTable
              profitLoss={data.profitLoss}
              revenueStreams={data.revenueStreams}
              rowAside={rowAside}
            />
          </StatementCard>
          <KeyMetrics metrics={data.metrics} years={data.projectionYears} />
          <RealismWarnings warnings={data.warnings} />
          <MonthsByYear months={data.months} />
        </div>
      )}
    </StatementState>
  );
}

export function BalanceSheetPanel({ query, prospectId, rowAside }: PanelProps<TBalanceSheetResponse>) {
  return (
    <StatementState name="Balance Sheet" query={query} prospectId={prospectId}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <StatementCard
            title="Balance Sheet"
            description="What your business owns, owes and is worth at the end of each year. Total assets equal total liabilities and equity."
          >
            <BalanceSheetTable balanceSheet={data.balanceSheet} rowAside={rowAside} />
          </StatementCard>
          {/* The spec's six tabs stay: what a lender reads of the plan comes with the balance sheet (issue #25). */}
          <LenderView data={data} />
        </div>
      )}
    </StatementState>
  );
}

/**
 * The cash flow's note says what the plan includes (income tax, depreciation): the engine's one sentence,
 * which the PDF prints too. `noteFacts` are the plan's answers; without them, none are assumed.
 */
export function CashFlowPanel({
  query,
  prospectId,
  rowAside,
  noteFacts = {},
}: PanelProps<TCashFlowResponse> & { noteFacts?: CashFlowNoteFacts }) {
  return (
    <StatementState name="Cash Flow" query={query} prospectId={prospectId}>
      {(data) => (
        <StatementCard
          title="Cash Flow Statement"
          description="Where your cash comes from and where it goes, year by year. Amounts in brackets are cash going out."
        >
          <CashFlowTable cashFlow={data.cashFlow} rowAside={rowAside} />
          <p className="mt-4 px-4 text-sm text-muted-foreground md:px-0">
            <span className="font-semibold">Note: </span>
            {cashFlowNote(noteFacts)}
          </p>
        </StatementCard>
      )}
    </StatementState>
  );
}
