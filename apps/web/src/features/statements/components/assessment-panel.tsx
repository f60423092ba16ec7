// The AI Assessment tab: loading, on its way, being written, failed, or its seven sections with a Word download.
import type { ReactNode } from 'react';
import { FileText, Loader2 } from 'lucide-react';
import type { TAssessment } from '@trajectory/contracts/assessments';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import type { AssessmentView } from '../hooks/use-assessment-flow';
import { AssessmentSections } from '@/components/assessment-text';
import { UpgradeNotice } from '@/components/upgrade/upgrade-notice';

export function assessmentExportUrl(questionnaireId: string): string {
  return `/api/assessments/${encodeURIComponent(questionnaireId)}/export`;
}

function Working({ children }: { children: ReactNode }) {
  return (
    <Card role="status" className="items-center gap-3 p-8 text-center md:p-10">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <div className="max-w-md text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}

function ReadyAssessment({
  assessment,
  questionnaireId,
}: {
  assessment: TAssessment;
  questionnaireId: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Written from your projection. Use it to prepare questions for your banker, accountant or advisor.
        </p>
        <Button asChild variant="outline">
          <a href={assessmentExportUrl(questionnaireId)} target="_blank" rel="noopener noreferrer">
            <FileText aria-hidden="true" />
            Download Word
          </a>
        </Button>
      </div>
      <AssessmentSections assessment={assessment} />
    </div>
  );
}

type AssessmentPanelProps = {
  view: AssessmentView;
  onRetry: () => void;
  questionnaireId: string | null;
  prospectId: string;
  /** From the held plan; undefined while it loads. */
  hasAiAssessment: boolean | undefined;
  planName: string | undefined;
};

export function AssessmentPanel({
  view,
  onRetry,
  questionnaireId,
  prospectId,
  hasAiAssessment,
  planName,
}: AssessmentPanelProps) {
  if (hasAiAssessment === false) {
    return (
      <UpgradeNotice
        prospectId={prospectId}
        message={`The AI Assessment is not included in the ${planName ?? 'current'} plan. Upgrade to Full Reports to unlock it.`}
      />
    );
  }
  switch (view.state) {
    case 'unavailable':
      return (
        <StatusPanel title="No AI Assessment available">
          The assessment is written once your questionnaire is complete.
        </StatusPanel>
      );
    case 'loading':
      return <Working>Loading the AI Assessment...</Working>;
    case 'error':
      return (
        <StatusPanel
          title={`Error loading AI Assessment: ${errorMessage(view.error, 'Unknown error')}`}
          onRetry={onRetry}
        />
      );
    case 'missing':
      return (
        <Working>
          <p>
            <span className="font-semibold text-foreground">AI Assessment Loading:</span> The AI Assessment
            will be generated automatically. Please wait...
          </p>
        </Working>
      );
    case 'pending':
      return (
        <Working>
          <p className="font-semibold text-foreground">Generating your AI Assessment</p>
          <p>This typically takes 30-60 seconds. This page updates by itself.</p>
        </Working>
      );
    case 'failed':
      return (
        <StatusPanel title="The AI Assessment could not be generated" onRetry={onRetry}>
          {view.reason ?? 'Please try again in a moment.'}
        </StatusPanel>
      );
    case 'ready':
      return questionnaireId ? (
        <ReadyAssessment assessment={view.assessment} questionnaireId={questionnaireId} />
      ) : null;
  }
}
