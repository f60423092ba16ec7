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
import { MonthlyTable } from '@/components/statements/monthly-table';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { RealismWarnings } from '@/components/statements/realism-warnings';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StatementState } from './statement-state';

function StatementCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-0 md:px-6">{children}</CardContent>
    </Card>
  );
}

/**
 * The first two years month by month (issue #25: what a lender asks for), one year at a time behind a
 * Year 1 / Year 2 switch; each year's months add up to its column of the statements.
 */
function TwoYearsByMonth({ months }: { months: TProfitLossResponse['months'] }) {
  if (months.length === 0) return null;
  const years = [...new Set(months.map((m) => m.year))];
  return (
    <Card className="px-4 md:px-6">
      <Accordion type="single" collapsible>
        <AccordionItem value="months" className="border-b-0">
          <AccordionTrigger className="text-base font-semibold">
            Month by month, {years.length > 1 ? `Years 1 and ${years.length}` : 'Year 1'}
          </AccordionTrigger>
          <AccordionContent className="-mx-4 md:mx-0">
            <p className="mb-3 px-4 text-sm text-muted-foreground md:px-0">
              Your first {years.length > 1 ? `${years.length * 12} months` : 'twelve months'}. Each
              year&apos;s months add up to its column of your statements.
            </p>
            <Tabs defaultValue="1" className="gap-3">
              <TabsList aria-label="Year shown month by month" className="mx-4 md:mx-0">
                {years.map((year) => (
                  <TabsTrigger key={year} value={String(year)}>
                    Year {year}
                  </TabsTrigger>
                ))}
              </TabsList>
              {years.map((year) => (
                <TabsContent key={year} value={String(year)} data-year={year}>
                  <MonthlyTable months={months.filter((m) => m.year === year)} />
                </TabsContent>
              ))}
            </Tabs>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </Card>
  );
}

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
          <TwoYearsByMonth months={data.months} />
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
