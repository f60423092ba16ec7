// One questionnaire's report on the dashboard: title, statements, and its way in (the full statements where the
// plan has them, else the P&L preview) beside Download, and "Share with a lender" where the plan is paid.
import { Link } from 'react-router';
import { Download, Eye, FileSpreadsheet, FileText, History } from 'lucide-react';
import { REPORT_TYPE_LABEL, REPORT_TYPES } from '@trajectory/contracts/visitor';
import { Button } from '@/components/ui/button';
import { EditAnswersButton } from '@/components/questionnaire/edit-answers-button';
import { ShareWithLenderButton } from '@/components/sharing/share-dialog';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useDownloadReport } from '../api/download-report';
import type { ReportGroup } from '../lib/group-reports';
import { fullStatementsHref, paths, resultsPath } from '@/lib/paths';

type ReportCardProps = {
  group: ReportGroup;
  /** The held plan has complete statements: the card opens them, not the P&L preview. */
  hasFullStatements: boolean;
  /** The held plan is paid (contracts' isPaidPlan): the card offers a share link to its plan. */
  canShare: boolean;
};

export function ReportCard({ group, hasFullStatements, canShare }: ReportCardProps) {
  const download = useDownloadReport();
  const { report } = group;
  const isAvailable = Boolean(report.id && report.questionnaireId);
  // What the plan holds now (issue #24): after an upgrade to complete statements every report opens all
  // three, an older one too, though only its P&L was stored before the upgrade.
  const reportTypes = hasFullStatements ? REPORT_TYPES : group.reportTypes;
  return (
    <Card className="gap-4 p-5 md:flex-row md:items-center md:justify-between" data-testid="report-card">
      <div className="flex min-w-0 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-primary">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{report.title}</h3>
          <p className="text-sm text-muted-foreground">
            {reportTypes.map((type) => REPORT_TYPE_LABEL[type]).join(', ')} · {report.yearRange} · Created{' '}
            {formatDate(report.createdAt)}
          </p>
        </div>
      </div>
      {isAvailable ? (
        <div className="flex flex-wrap gap-2">
          {hasFullStatements ? (
            <Button asChild variant="outline">
              <Link to={fullStatementsHref(report.prospectId, report.questionnaireId)}>
                <FileSpreadsheet aria-hidden="true" />
                View Full Statements
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to={resultsPath(report.prospectId, { questionnaireId: report.questionnaireId })}>
                <Eye aria-hidden="true" />
                Preview Report
              </Link>
            </Button>
          )}
          <EditAnswersButton prospectId={report.prospectId} questionnaireId={report.questionnaireId} />
          {report.questionnaireId && (
            <Button asChild variant="outline">
              <Link to={paths.versions(report.prospectId, report.questionnaireId)}>
                <History aria-hidden="true" />
                Versions
              </Link>
            </Button>
          )}
          {canShare && <ShareWithLenderButton questionnaireId={report.questionnaireId} />}
          <Button onClick={() => download.mutate(report)} disabled={download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? 'Downloading...' : 'Download Report'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Report not available</p>
      )}
    </Card>
  );
}
