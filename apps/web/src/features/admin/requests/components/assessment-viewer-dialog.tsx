// Business Assessment Report viewer with Download Word and Generate Now on 404 (admin.md sections 2, 4, 8).
import { FileText } from 'lucide-react';
import {
  ASSESSMENT_SECTION_KEYS,
  ASSESSMENT_SECTION_TITLES,
  type TAssessment,
} from '@trajectory/contracts/assessments';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDownloadAdminAssessment } from '../api/download-admin-assessment';
import { useGenerateAdminAssessment } from '../api/generate-admin-assessment';
import { isAssessmentNotFound, useAdminAssessment } from '../api/get-admin-assessment';
import { AssessmentProgress } from './requests-assessment-progress';
import { AssessmentText } from '@/components/assessment-text';

type AssessmentViewerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questionnaireId: string | null;
};

function Section({ title, value }: { title: string; value: string }) {
  return (
    <section
      className="flex flex-col gap-2 border-b border-border pb-5 last:border-b-0"
      data-testid="assessment-section"
    >
      <h3 className="text-base font-semibold">{title}</h3>
      <div className="text-sm leading-relaxed text-slate-700">
        <AssessmentText value={value} />
      </div>
    </section>
  );
}

function Report({ assessment }: { assessment: TAssessment }) {
  return (
    <div className="flex flex-col gap-5">
      {assessment.reportDetails?.trim() && (
        <Section title="Report Details" value={assessment.reportDetails} />
      )}
      {ASSESSMENT_SECTION_KEYS.map((key) => (
        <Section key={key} title={ASSESSMENT_SECTION_TITLES[key]} value={assessment[key]} />
      ))}
    </div>
  );
}

function LoadingReport() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading assessment">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

export function AssessmentViewerDialog({ open, onOpenChange, questionnaireId }: AssessmentViewerDialogProps) {
  const query = useAdminAssessment(questionnaireId, { enabled: open });
  const generate = useGenerateAdminAssessment();
  const download = useDownloadAdminAssessment();
  const assessment = query.data;

  const start = (replace: boolean) => questionnaireId && generate.mutate({ questionnaireId, replace });

  let content;
  if (!questionnaireId || query.isPending) {
    content = <LoadingReport />;
  } else if (query.isError && isAssessmentNotFound(query.error)) {
    content = (
      <StatusPanel
        title="Assessment Not Found"
        className="border-0 shadow-none"
        actions={
          <Button onClick={() => start(false)} disabled={generate.isPending}>
            {generate.isPending ? 'Generating...' : 'Generate Now'}
          </Button>
        }
      >
        This assessment was removed when the questionnaire was edited. Generate a new one with the latest
        data.
      </StatusPanel>
    );
  } else if (query.isError) {
    content = (
      <StatusPanel
        title="Assessment Error"
        onRetry={() => void query.refetch()}
        className="border-0 shadow-none"
      >
        {errorMessage(query.error, 'The assessment could not be loaded.')}
      </StatusPanel>
    );
  } else if (assessment?.status === 'pending') {
    content = <AssessmentProgress startedAt={assessment.updatedAt} />;
  } else if (assessment?.status === 'failed') {
    content = (
      <StatusPanel
        title="Assessment Failed"
        className="border-0 shadow-none"
        actions={
          <Button onClick={() => start(true)} disabled={generate.isPending}>
            {generate.isPending ? 'Generating...' : 'Generate Again'}
          </Button>
        }
      >
        {assessment.error ?? 'AI analysis failed. Please check your OpenAI API key and try again.'}
      </StatusPanel>
    );
  } else if (assessment) {
    content = <Report assessment={assessment} />;
  }

  const isReady = assessment?.status === 'ready' && !query.isError;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Business Assessment Report</DialogTitle>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <DialogDescription>
              {isReady
                ? `Written ${formatDateTime(assessment.updatedAt)}.`
                : 'The AI-written assessment of this business, from its projection.'}
            </DialogDescription>
            {isReady && questionnaireId && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => download.mutate(questionnaireId)}
                disabled={download.isPending}
              >
                <FileText aria-hidden="true" />
                {download.isPending ? 'Downloading...' : 'Download Word'}
              </Button>
            )}
          </div>
        </DialogHeader>
        {content}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
