// The header's actions: PDF and Excel downloads, the reports dashboard, home, and the expert call where the
// plan books one.
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  CalendarClock,
  FileSpreadsheet,
  FileText,
  History,
  Home,
  LayoutDashboard,
  Loader2,
} from 'lucide-react';
import { downloadReportPdf } from '@/api/download-report-pdf';
import { Button } from '@/components/ui/button';
import { EditAnswersButton } from '@/components/questionnaire/edit-answers-button';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { HOME_PATH, meetingHref, paths, REPORTS_PATH } from '@/lib/paths';
import { useDownloadExcelReport } from '../api/download-excel-report';

type StatementActionsProps = {
  prospectId: string;
  questionnaireId: string | null;
  email: string | undefined;
  canBookMeeting: boolean;
};

export function StatementActions({
  prospectId,
  questionnaireId,
  email,
  canBookMeeting,
}: StatementActionsProps) {
  const download = useDownloadExcelReport();
  const pdf = useMutation({
    mutationFn: downloadReportPdf,
    onError: (error) =>
      notify({ title: 'Download Failed', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      {questionnaireId && (
        <Button onClick={() => pdf.mutate(questionnaireId)} disabled={pdf.isPending}>
          {pdf.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <FileText aria-hidden="true" />
          )}
          {pdf.isPending ? 'Preparing PDF Report...' : 'Download PDF Report'}
        </Button>
      )}
      <Button
        variant="outline"
        onClick={() => download.mutate({ prospectId, questionnaireId })}
        disabled={download.isPending}
      >
        {download.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <FileSpreadsheet aria-hidden="true" />
        )}
        {download.isPending ? 'Preparing Excel Report...' : 'Download Excel Report'}
      </Button>
      <EditAnswersButton prospectId={prospectId} questionnaireId={questionnaireId} />
      {questionnaireId && (
        <Button asChild variant="outline">
          <Link to={paths.versions(prospectId, questionnaireId)}>
            <History aria-hidden="true" />
            Versions
          </Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={REPORTS_PATH}>
          <LayoutDashboard aria-hidden="true" />
          My Reports Dashboard
        </Link>
      </Button>
      {canBookMeeting && email && (
        <Button asChild variant="outline">
          <Link to={meetingHref(email)}>
            <CalendarClock aria-hidden="true" />
            Book Expert Consultation
          </Link>
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to={HOME_PATH}>
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </div>
  );
}
