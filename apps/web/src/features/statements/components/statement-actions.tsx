// The header's actions: PDF and Excel downloads, sharing with a lender where the plan is paid, the reports
// dashboard, home, and the expert call where the plan books one.
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
import { isPaidPlan, type TProduct } from '@trajectory/contracts/products';
import { downloadReportPdf } from '@/api/download-report-pdf';
import { ShareWithLenderButton } from '@/components/sharing/share-dialog';
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
  /** The plan the prospect holds (undefined while unknown). */
  plan?: Pick<TProduct, 'code' | 'type'>;
};

export function StatementActions({
  prospectId,
  questionnaireId,
  email,
  canBookMeeting,
  plan,
}: StatementActionsProps) {
  const download = useDownloadExcelReport();
  // Sharing with a lender is in the paid plans (contracts' one rule); a free plan is not offered it here.
  const canShare = isPaidPlan(plan);
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
      {questionnaireId && canShare && <ShareWithLenderButton questionnaireId={questionnaireId} />}
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
