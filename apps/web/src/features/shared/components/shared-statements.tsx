// The statements of a shared plan, from its one read: the P&L with the key numbers, the checks and the
// months; the balance sheet with sources and uses and the lender checklist; the cash flow; the last two
// only when the founder's plan holds Complete statements (the read carries them then).
import type { ReactNode } from 'react';
import { cashFlowNote, type CashFlowNoteFacts } from '@trajectory/engine';
import type { QuestionStatement } from '@trajectory/contracts/share-questions';
import type { TSharedPlan } from '@trajectory/contracts/sharing';
import { yearsInWords } from '@trajectory/contracts/statements';
import { BalanceSheetTable } from '@/components/statements/balance-sheet-table';
import { CashFlowTable } from '@/components/statements/cash-flow-table';
import { KeyMetrics } from '@/components/statements/key-metrics';
import { LenderView } from '@/components/statements/lender-view';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { RealismWarnings } from '@/components/statements/realism-warnings';
import { MonthsByYear, StatementCard } from '@/components/statements/statement-card';
import type { StatementSection } from '@/components/statements/statement-sections';

/** The statement tabs (or accordion items) of a shared plan. */
export function sharedStatementSections({
  plan,
  noteFacts,
  rowAside,
}: {
  plan: TSharedPlan;
  noteFacts: CashFlowNoteFacts;
  /** Beside each figure row of a statement: the viewer's "Ask about" button. */
  rowAside?: (statement: QuestionStatement) => (rowKey: string) => ReactNode;
}): StatementSection[] {
  const sections: StatementSection[] = [
    {
      value: 'profit-loss',
      title: 'Profit & Loss',
      content: (
        <div className="flex flex-col gap-8">
          <StatementCard
            title="Profit & Loss Statement"
            description={`What the business is projected to earn and spend in each of its first ${yearsInWords(plan.projectionYears)} years. Amounts in brackets are losses.`}
          >
            <ProfitLossTable
              profitLoss={plan.profitLoss}
              revenueStreams={plan.revenueStreams}
              rowAside={rowAside?.('profitLoss')}
            />
          </StatementCard>
          <KeyMetrics metrics={plan.metrics} years={plan.projectionYears} voice="reader" />
          <RealismWarnings warnings={plan.warnings} />
          <MonthsByYear months={plan.months} voice="reader" />
        </div>
      ),
    },
  ];
  const { balanceSheet, cashFlow, sourcesAndUses, lenderChecks } = plan;
  if (balanceSheet) {
    sections.push({
      value: 'balance-sheet',
      title: 'Balance Sheet',
      content: (
        <div className="flex flex-col gap-8">
          <StatementCard
            title="Balance Sheet"
            description="What the business owns, owes and is worth at the end of each year. Total assets equal total liabilities and equity."
          >
            <BalanceSheetTable balanceSheet={balanceSheet} rowAside={rowAside?.('balanceSheet')} />
          </StatementCard>
          {sourcesAndUses && lenderChecks && <LenderView data={{ sourcesAndUses, lenderChecks }} />}
        </div>
      ),
    });
  }
  if (cashFlow) {
    sections.push({
      value: 'cash-flow',
      title: 'Cash Flow',
      content: (
        <StatementCard
          title="Cash Flow Statement"
          description="Where the business's cash comes from and where it goes, year by year. Amounts in brackets are cash going out."
        >
          <CashFlowTable cashFlow={cashFlow} rowAside={rowAside?.('cashFlow')} />
          <p className="mt-4 px-4 text-sm text-muted-foreground md:px-0">
            <span className="font-semibold">Note: </span>
            {cashFlowNote(noteFacts)}
          </p>
        </StatementCard>
      ),
    });
  }
  return sections;
}
