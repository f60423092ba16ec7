// One version read-only: its key numbers and statements as today's engine computes them from its answers
// (the P&L, and the balance sheet and cash flow where the plan holds them), then the answers themselves.
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { BalanceSheetTable } from '@/components/statements/balance-sheet-table';
import { CashFlowTable } from '@/components/statements/cash-flow-table';
import { AnswersTable } from '@/components/statements/assumptions-section';
import { KeyMetrics } from '@/components/statements/key-metrics';
import { ProfitLossTable } from '@/components/statements/profit-loss-table';
import { StatementCard } from '@/components/statements/statement-card';
import { StatusPanel } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isNotFound } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useVersion } from '../api/get-version';
import { computedTodayText, madeByText, savedAtText, versionName } from '../lib/version-text';
import { RestoreDialog } from './restore-dialog';

function AnswersCard({ sections }: { sections: Readonly<Record<string, unknown>> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Answers of this version</CardTitle>
        <CardDescription>The answers these figures are computed from, as they were saved.</CardDescription>
      </CardHeader>
      <CardContent>
        <AnswersTable answers={sections} caption="Answers of this version" />
      </CardContent>
    </Card>
  );
}

type VersionViewProps = {
  prospectId: string;
  questionnaireId: string;
  number: number;
  /** The plan's current version, null until the list has loaded (no restore is offered until then). */
  current: number | null;
};

export function VersionView({ prospectId, questionnaireId, number, current }: VersionViewProps) {
  const isCurrent = number === current;
  const query = useVersion(questionnaireId, number);
  const navigate = useNavigate();
  const back = (
    <Button asChild variant="ghost" className="w-fit">
      <Link to={paths.versions(prospectId, questionnaireId)}>
        <ArrowLeft aria-hidden="true" />
        All versions
      </Link>
    </Button>
  );
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Card role="status" aria-label={`Loading ${versionName(number).toLowerCase()}`} className="gap-3 p-6">
          <Skeleton className="h-6 w-1/3" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </Card>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        {isNotFound(query.error) ? (
          <StatusPanel title={`This plan has no ${versionName(number).toLowerCase()}`}>
            Open one of its versions from the list.
          </StatusPanel>
        ) : (
          <StatusPanel
            title={`Error loading ${versionName(number).toLowerCase()}: ${errorMessage(query.error, 'Unknown error')}`}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const version = query.data;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        {back}
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-1">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              {versionName(version.number)}
              {isCurrent && <Badge variant="brand">Current</Badge>}
            </h2>
            <p className="text-sm text-muted-foreground">
              Saved <span className="tabular-nums">{savedAtText(version)}</span> · {madeByText(version)}
            </p>
            <p className="text-sm" data-testid="computed-today">
              {computedTodayText(version)}
            </p>
          </div>
          {current !== null && !isCurrent && (
            <RestoreDialog
              questionnaireId={questionnaireId}
              number={version.number}
              onRestored={() => void navigate(paths.versions(prospectId, questionnaireId))}
            />
          )}
        </div>
      </div>
      <KeyMetrics metrics={version.metrics} years={version.projectionYears} />
      <StatementCard title="Profit & Loss Statement">
        <ProfitLossTable profitLoss={version.profitLoss} />
      </StatementCard>
      {version.balanceSheet && (
        <StatementCard title="Balance Sheet">
          <BalanceSheetTable balanceSheet={version.balanceSheet} />
        </StatementCard>
      )}
      {version.cashFlow && (
        <StatementCard title="Cash Flow Statement">
          <CashFlowTable cashFlow={version.cashFlow} />
        </StatementCard>
      )}
      <AnswersCard sections={version.sections} />
    </div>
  );
}
