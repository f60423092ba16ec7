// The product-flow modal after 'Generate Reports': processing, generating, then checkout, meeting or success;
// each button's label says where it goes ('View Reports', 'Continue to Checkout').
import { CalendarClock, CheckCircle2, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { FlowStage, FlowState } from '../hooks/use-generate-reports';

const TITLES: Record<FlowStage, string> = {
  loading: 'Processing...',
  redirecting: 'Redirecting to Checkout',
  meeting: 'Schedule Your Meeting',
  generating: 'Generating Reports...',
  complete: 'Success!',
};

type ProductFlowModalProps = {
  flow: FlowState;
  schedulingUrl: string | null;
  onScheduleLater: () => void;
  onViewReports: () => void;
  onContinueToCheckout: () => void;
};

function describe({ stage, result, message }: FlowState, schedulingUrl: string | null): string {
  switch (stage) {
    case 'loading':
      return 'Saving your answers.';
    case 'generating':
      return 'Building your projections. This takes a few seconds.';
    case 'redirecting':
      return result?.message || 'Taking you to the next step.';
    case 'meeting':
      return schedulingUrl
        ? 'Your plan includes a consultation with one of our experts. Pick a time that suits you.'
        : 'Your plan includes a consultation with one of our experts. We will e-mail you to arrange a time.';
    default:
      return message ?? result?.message ?? 'Your reports are ready.';
  }
}

export function ProductFlowModal({
  flow,
  schedulingUrl,
  onScheduleLater,
  onViewReports,
  onContinueToCheckout,
}: ProductFlowModalProps) {
  const { stage, result } = flow;
  const isWorking = stage === 'loading' || stage === 'generating' || stage === 'redirecting';
  return (
    <Dialog open={stage !== null}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="md:max-w-md"
      >
        {stage && (
          <>
            <DialogHeader className="items-center pr-0 text-center">
              {isWorking && <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />}
              {stage === 'meeting' && <CalendarClock className="size-10 text-primary" aria-hidden="true" />}
              {stage === 'complete' && <CheckCircle2 className="size-10 text-positive" aria-hidden="true" />}
              <DialogTitle>{TITLES[stage]}</DialogTitle>
              <DialogDescription aria-live="polite">{describe(flow, schedulingUrl)}</DialogDescription>
            </DialogHeader>
            {stage === 'complete' && result && (
              <dl className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-surface p-4 text-sm tabular-nums">
                <dt className="text-muted-foreground">Statement type</dt>
                <dd className="text-right font-medium">{result.statementType}</dd>
                {result.chartCount > 0 && (
                  <>
                    <dt className="text-muted-foreground">Charts</dt>
                    <dd className="text-right font-medium">{result.chartCount}</dd>
                  </>
                )}
              </dl>
            )}
            {stage === 'meeting' && (
              <DialogFooter className="md:justify-center">
                {schedulingUrl ? (
                  <>
                    <Button variant="outline" onClick={onScheduleLater}>
                      I'll schedule later
                    </Button>
                    <Button asChild>
                      <a href={schedulingUrl} target="_blank" rel="noopener noreferrer">
                        Schedule Meeting
                      </a>
                    </Button>
                  </>
                ) : (
                  // No scheduling page to offer: nothing to book, the e-mail follows.
                  <Button onClick={onScheduleLater}>Continue</Button>
                )}
              </DialogFooter>
            )}
            {stage === 'complete' && (
              <DialogFooter className="md:justify-center">
                {flow.checkoutTo ? (
                  <>
                    <Button variant="outline" onClick={onViewReports}>
                      View Reports
                    </Button>
                    <Button onClick={onContinueToCheckout}>Continue to Checkout</Button>
                  </>
                ) : (
                  <Button onClick={onViewReports}>View Reports</Button>
                )}
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
