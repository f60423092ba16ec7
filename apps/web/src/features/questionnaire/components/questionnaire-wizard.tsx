// The wizard: one question at a time, Next gated by the step's rule, a live preview beside it.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TProspect } from '@trajectory/contracts/prospects';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { usePublicConfig } from '@/api/get-public-config';
import { useUpdateQuestionnaire } from '../api/update-questionnaire';
import { useGenerateReports } from '../hooks/use-generate-reports';
import { EMPTY_ANSWERS, toSections, type Answers } from '../lib/answers';
import { clearLocalDraft, writeLocalDraft } from '../lib/local-draft';
import { isCustomPlan } from '../lib/navigation';
import { BOOKING_STEP, firstInvalidStep, stepCount, stepErrors } from '../lib/steps';
import { BookingStep } from './booking-step';
import { LivePreview } from './live-preview';
import { ProductFlowModal } from './product-flow-modal';
import { QUESTIONS, QuestionFields } from './question-fields';
import { QuestionnaireHeader } from './questionnaire-header';
import { HOME_PATH } from '@/lib/paths';

export type WizardStart = {
  answers: Answers;
  step: number;
  questionnaireId: string | null;
  isRestored: boolean;
};

const MISSING = 'Required Fields Missing';

export function QuestionnaireWizard({ prospect, start }: { prospect: TProspect; start: WizardStart }) {
  const navigate = useNavigate();
  const total = stepCount(isCustomPlan(prospect));
  const [step, setStep] = useState(() => Math.min(Math.max(start.step, 1), total));
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const [questionnaireId, setQuestionnaireId] = useState(start.questionnaireId);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  const [isRestored, setIsRestored] = useState(start.isRestored);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  // Once reports exist the local draft is gone for good; late state updates must not write it back.
  const isDone = useRef(false);
  const { mutateAsync: saveQuestionnaire, isPending: isSaving } = useUpdateQuestionnaire();
  const publicConfig = usePublicConfig();

  // Every change is kept on this device, so a refresh loses nothing.
  useEffect(() => {
    if (!isDone.current) writeLocalDraft(prospect.id, { questionnaireId, step, answers });
  }, [prospect.id, questionnaireId, step, answers]);

  // Focus the new question's heading on each step change (not on first load).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const onSaved = useCallback((id: string) => setQuestionnaireId(id), []);
  const onCompleted = useCallback(() => {
    isDone.current = true;
    clearLocalDraft(prospect.id);
  }, [prospect.id]);
  const { flow, generate, scheduleLater, viewReports, isBusy } = useGenerateReports({
    prospect,
    onSaved,
    onCompleted,
  });

  const change = useCallback(
    (patch: Partial<Answers>) => setAnswers((current) => ({ ...current, ...patch })),
    [],
  );
  const errors = checkedSteps.has(step) ? stepErrors(step, answers) : {};
  const isLast = step === total;

  const block = (failedStep: number, description: string) => {
    setCheckedSteps((current) => new Set(current).add(failedStep));
    setStep(failedStep);
    notify({ title: MISSING, description, variant: 'warning' });
  };

  const next = async () => {
    if (Object.keys(stepErrors(step, answers)).length > 0) {
      block(step, 'Please fill in all required fields before continuing.');
      return;
    }
    if (questionnaireId) {
      try {
        await saveQuestionnaire({ id: questionnaireId, input: toSections(answers) });
      } catch {
        notify({
          title: 'Error',
          description: 'Failed to save questionnaire data. Please try again.',
          variant: 'destructive',
        });
        return;
      }
    }
    setStep((current) => Math.min(current + 1, total));
  };

  const finish = async () => {
    const invalid = firstInvalidStep(answers);
    if (invalid !== null) {
      block(invalid, 'Please fill in all required fields before generating your financial statement.');
      return;
    }
    await generate(answers, questionnaireId);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy || isSaving) return;
    void (isLast ? finish() : next());
  };

  const startOver = () => {
    setAnswers({ ...EMPTY_ANSWERS, businessName: prospect.businessName });
    setCheckedSteps(new Set());
    setIsRestored(false);
    setStep(1);
  };

  const question =
    step === BOOKING_STEP
      ? {
          title: 'Book your consultation',
          help: 'Choose a time for your Custom Financial Proforma consultation.',
        }
      : QUESTIONS[step];
  const lastLabel = step === BOOKING_STEP ? 'Complete Consultation Booking' : 'Generate Reports';

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <QuestionnaireHeader step={step} total={total} />
      <main
        id="main"
        className="mx-auto grid w-full max-w-[1200px] flex-1 gap-6 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start"
      >
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-6 rounded-xl border border-border bg-background p-6 shadow-xs md:p-8"
        >
          {isRestored && (
            <p
              className="flex flex-wrap items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900"
              role="status"
            >
              We restored the answers you saved on this device.
              <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={startOver}>
                Start over
              </Button>
            </p>
          )}
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-primary">Question {step}</p>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
              {question?.title}
            </h2>
            {question?.help && <p className="text-muted-foreground">{question.help}</p>}
          </div>
          {step === BOOKING_STEP ? (
            <BookingStep onReturnHome={() => void navigate(HOME_PATH)} />
          ) : (
            <QuestionFields step={step} answers={answers} errors={errors} onChange={change} />
          )}
          <div className="flex items-center justify-between gap-3 border-t border-border pt-6">
            <Button
              type="button"
              variant="outline"
              disabled={step === 1 || isBusy}
              onClick={() => setStep((s) => Math.max(1, s - 1))}
            >
              Previous
            </Button>
            <Button type="submit" disabled={isBusy || isSaving}>
              {isLast ? lastLabel : 'Next'}
            </Button>
          </div>
        </form>
        <LivePreview answers={answers} />
      </main>
      <ProductFlowModal
        flow={flow}
        schedulingUrl={publicConfig.data?.schedulingUrl ?? null}
        onScheduleLater={scheduleLater}
        onViewReports={viewReports}
      />
    </div>
  );
}
