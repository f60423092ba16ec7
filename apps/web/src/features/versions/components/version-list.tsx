// The plan's versions, newest first: number, when, who, the current one marked; each opens read-only, and
// any but the current one can be restored.
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TVersionList } from '@trajectory/contracts/versions';
import { StatusPanel } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, hasErrorCode } from '@/lib/api';
import { paths } from '@/lib/paths';
import { currentNumber, madeByText, newestFirst, savedAtText, versionName } from '../lib/version-text';
import { RestoreDialog } from './restore-dialog';

type VersionListProps = {
  prospectId: string;
  questionnaireId: string;
  query: UseQueryResult<TVersionList>;
};

export function VersionList({ prospectId, questionnaireId, query }: VersionListProps) {
  if (query.isPending) {
    return (
      <Card role="status" aria-label="Loading versions" className="gap-3 p-6">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </Card>
    );
  }
  if (hasErrorCode(query.error, 'QUESTIONNAIRE_NOT_COMPLETED')) {
    return (
      <StatusPanel title="No versions yet">
        Versions begin once a plan is generated: finish your questionnaire to see them here.
      </StatusPanel>
    );
  }
  if (query.isError) {
    return (
      <StatusPanel
        title={`Error loading versions: ${errorMessage(query.error, 'Unknown error')}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { versions } = query.data;
  if (versions.length === 0) {
    return (
      <StatusPanel title="No versions yet">
        A plan has its first version once it is generated; each change you save adds the next.
      </StatusPanel>
    );
  }
  const current = currentNumber(versions);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Versions</CardTitle>
        <CardDescription>
          Every saved state of your answers, newest first. Each change you save, or our staff make, adds one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y divide-border" aria-label="Versions of your plan">
          {newestFirst(versions).map((version) => (
            <li
              key={version.number}
              data-testid="version-row"
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex items-center gap-2 font-semibold">
                  {versionName(version.number)}
                  {version.number === current && <Badge variant="brand">Current</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  <span className="tabular-nums">{savedAtText(version)}</span> · {madeByText(version)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={paths.versions(prospectId, questionnaireId, version.number)}
                    aria-label={`Open ${versionName(version.number).toLowerCase()}`}
                  >
                    <Eye aria-hidden="true" />
                    Open
                  </Link>
                </Button>
                {version.number !== current && (
                  <RestoreDialog questionnaireId={questionnaireId} number={version.number} />
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
