// The staff viewer's three statements: P&L (with seven charts, assumptions, disclaimer and note), balance sheet, cash flow.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import type {
  TBalanceSheetResponse,
  TCashFlowResponse,
  TProfitLossResponse,
} from '@trajectory/contracts/statements';
import { AssumptionsSection } from '@/components/statements/assumptions-section';
import { BalanceSheetTable } from '@/components/statements/balance-sheet-table';
import { LenderView } from '@/components/statements/lender-view';
import { CashFlowTable } from '@/components/statements/cash-flow-table';
import { STATEMENT_CHARTS } from '@trajectory/charts';
import { chartSpecsOf, FinancialCharts } from '@/components/statements/financial-charts';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { ResultsNotes } from '@/components/statements/results-notes';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatementState } from './statements-viewer-state';

/** Staff see every chart, the cash balance included (ARCHITECTURE.md "Who sees what"), for the prospect's years. */
const viewerCharts = (years: 3 | 5) => chartSpecsOf([...STATEMENT_CHARTS, 'cash-balance'], years);

function StatementCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {/* On phones the table scrolls inside the card, edge to edge. */}
      <CardContent className="px-0 md:px-6">{children}</CardContent>
    </Card>
  );
}

type ProfitLossPanelProps = {
  query: UseQueryResult<TProfitLossResponse>;
  questionnaireId: string;
  questionnaire: UseQueryResult<TQuestionnaire>;
};

export function ProfitLossPanel({ query, questionnaireId, questionnaire }: ProfitLossPanelProps) {
  return (
    <StatementState name="P&L" query={query}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <StatementCard title="Profit & Loss Statement">
            <ProfitLossTable profitLoss={data.profitLoss} revenueStreams={data.revenueStreams} />
          </StatementCard>
          <section aria-label="Financial charts" className="flex flex-col gap-3">
            <h3 className="text-lg font-semibold">Financial charts</h3>
            {/* The answers' last update versions the images, so wait for it rather than load each chart twice. */}
            {questionnaire.isPending ? (
              <div
                role="status"
                aria-label="Loading charts"
                className="grid grid-cols-1 gap-6 lg:grid-cols-2"
              >
                {viewerCharts(data.projectionYears).map((chart) => (
                  <Skeleton key={chart.slug} className="h-64 w-full" />
                ))}
              </div>
            ) : (
              <FinancialCharts
                questionnaireId={questionnaireId}
                charts={viewerCharts(data.projectionYears)}
                version={questionnaire.data?.updatedAt}
              />
            )}
          </section>
          <AssumptionsSection questionnaireId={questionnaireId} questionnaire={questionnaire} />
          <ResultsNotes />
        </div>
      )}
    </StatementState>
  );
}

export function BalanceSheetPanel({ query }: { query: UseQueryResult<TBalanceSheetResponse> }) {
  return (
    <StatementState name="Balance Sheet" query={query}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <StatementCard title="Balance Sheet">
            <BalanceSheetTable balanceSheet={data.balanceSheet} />
          </StatementCard>
          {/* Staff see what the founder sees under the balance sheet (issue #25). */}
          <LenderView data={data} />
        </div>
      )}
    </StatementState>
  );
}

export function CashFlowPanel({ query }: { query: UseQueryResult<TCashFlowResponse> }) {
  return (
    <StatementState name="Cash Flow" query={query}>
      {(data) => (
        <StatementCard title="Cash Flow Statement">
          <CashFlowTable cashFlow={data.cashFlow} />
        </StatementCard>
      )}
    </StatementState>
  );
}
