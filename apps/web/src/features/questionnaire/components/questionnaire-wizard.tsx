// The wizard: one question at a time, Next gated by the step's rule, the server's refusals on their field, a live preview beside it.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TProspect } from '@trajectory/contracts/prospects';
import { answerMessages, blankAnswer, type AnswerPath } from '@trajectory/engine';
import { withoutMessagesOf } from '@/components/questionnaire/messages';
import { incompleteCustomAnswer } from '@/components/questionnaire/question-field';
import { Button } from '@/components/ui/button';
import { toast } from 'sonner';
import { useKeepEarlyTyping } from '@/hooks/use-keep-early-typing';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { usePublicConfig } from '@/api/get-public-config';
import { useProducts } from '@/api/get-products';
import { planProjectionYears } from '@trajectory/contracts/products';
import { findPlan } from '@/lib/plans';
import { useUpdateQuestionnaire } from '../api/update-questionnaire';
import { useCorrectAnswers } from '../api/correct-answers';
import { useGenerateReports } from '../hooks/use-generate-reports';
import { useWizardStep } from '../hooks/use-wizard-step';
import { EMPTY_ANSWERS, toSections, type Answers } from '../lib/answers';
import { clearLocalDraft, writeLocalDraft } from '../lib/local-draft';
import { isCustomPlan } from '../lib/navigation';
import { fieldRefusal, type FieldRefusal } from '../lib/server-refusal';
import {
  BOOKING_STEP_ID,
  firstInvalidStep,
  LENDER_STEP_ID,
  nextRequiredStep,
  questionNumber,
  questionTotal,
  reviewStepOf,
  stepErrors,
  wizardSteps,
  type FieldErrors,
} from '../lib/steps';
import { ReviewStep } from './review-step';
import { BookingStep } from './booking-step';
import { LivePreview, LivePreviewSummary } from './live-preview';
import { ProductFlowModal } from './product-flow-modal';
import { QuestionFields } from './question-fields';
import { QuestionnaireHeader } from './questionnaire-header';
import { fullStatementsHref, HOME_PATH, resultsPath } from '@/lib/paths';

export type WizardStart = {
  answers: Answers;
  step: number;
  questionnaireId: string | null;
  isRestored: boolean;
  /**
   * Correcting a generated plan: Next saves nothing, the review step's "Save changes" sends the one
   * request, and the business name and description are shown read-only. `statementType` says which page
   * the founder returns to.
   */
  editing?: { statementType: 'Simple' | 'Complete' };
};

const MISSING = 'Required Fields Missing';

/** The toast of a step held back: the spec's when answers are missing, the rule's sentence when one is refused. */
function heldToast(errors: FieldErrors, missingDescription: string) {
  const refused = (Object.entries(errors) as Array<[AnswerPath, string]>).find(
    ([at, message]) => message !== answerMessages(at).required,
  );
  return refused
    ? { title: 'Please Check Your Answer', description: refused[1] }
    : { title: MISSING, description: missingDescription };
}

export function QuestionnaireWizard({ prospect, start }: { prospect: TProspect; start: WizardStart }) {
  const navigate = useNavigate();
  const steps = wizardSteps(isCustomPlan(prospect));
  const total = steps.length;
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const [questionnaireId, setQuestionnaireId] = useState(start.questionnaireId);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  /** What the server refused on the last save, shown on the field until it is changed. */
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [isRestored, setIsRestored] = useState(start.isRestored);
  const editing = start.editing;
  /** An Edit link of the review opened this step: its Next goes back to the review. */
  const [isBackToReview, setIsBackToReview] = useState(false);
  const warningToast = useRef<string | number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Drawn by the server (issue #27 item 1): what was typed before hydration is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyTyping(formRef);
  const isFirstRender = useRef(true);
  // Once reports exist the local draft is gone for good; late state updates must not write it back.
  const isDone = useRef(false);
  const { mutateAsync: saveQuestionnaire, isPending: isDraftSaving } = useUpdateQuestionnaire();
  const { mutateAsync: correctAnswers, isPending: isCorrecting } = useCorrectAnswers();
  const isSaving = isDraftSaving || isCorrecting;
  const publicConfig = usePublicConfig();
  // The live preview projects over the held plan's years, as the report will.
  const products = useProducts();
  const years = planProjectionYears(findPlan(products.data, prospect.selectedPlanCode));

  const check = useCallback(
    (failedStep: number) => setCheckedSteps((current) => new Set(current).add(failedStep)),
    [],
  );
  const {
    step,
    goTo,
    next: nextStep,
    previous,
  } = useWizardStep({
    initial: Math.max(start.step, 1),
    total,
    answers,
    onHeld: check,
  });

  // Every change is kept on this device, so a refresh loses nothing (a correction is not a draft).
  useEffect(() => {
    if (!isDone.current && !editing) writeLocalDraft(prospect.id, { questionnaireId, step, answers });
  }, [prospect.id, questionnaireId, step, answers, editing]);

  // Focus the new question's heading on each step change (not on first load).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  /** The server refused an answer: its sentence on that field, on the step that asks it. */
  const showRefusal = useCallback(
    (refusal: FieldRefusal) => {
      setServerErrors({ [refusal.at]: refusal.message });
      if (refusal.step !== step) goTo(refusal.step);
    },
    [goTo, step],
  );

  const onSaved = useCallback((id: string) => setQuestionnaireId(id), []);
  const onCompleted = useCallback(() => {
    isDone.current = true;
    clearLocalDraft(prospect.id);
  }, [prospect.id]);
  const { flow, generate, scheduleLater, viewReports, continueToCheckout, isBusy } = useGenerateReports({
    prospect,
    onSaved,
    onCompleted,
    onRefused: showRefusal,
  });

  const change = useCallback((patch: Partial<Answers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    setServerErrors((current) => withoutMessagesOf(current, Object.keys(patch)));
  }, []);
  const errors: FieldErrors = {
    ...(checkedSteps.has(step) ? stepErrors(step, answers) : {}),
    ...serverErrors,
  };
  const isStepValid = Object.keys(stepErrors(step, answers)).length === 0;
  // The warning of a step held back goes once the step's answers are valid.
  useEffect(() => {
    if (isStepValid && warningToast.current !== null) {
      toast.dismiss(warningToast.current);
      warningToast.current = null;
    }
  }, [isStepValid]);
  const warn = (options: { title: string; description: string }) => {
    warningToast.current = notify({ ...options, variant: 'warning' });
  };
  const reviewStep = reviewStepOf(steps);
  const listed = steps[step - 1];
  // Known once the public config has loaded; until then the step reads as it does with booking.
  const hasNoScheduling = publicConfig.isSuccess && !publicConfig.data.schedulingUrl;
  const current =
    listed?.withoutScheduling && hasNoScheduling ? { ...listed, ...listed.withoutScheduling } : listed;
  const isBooking = current?.id === BOOKING_STEP_ID;
  const isReview = Boolean(current?.isReview);
  const following = isBackToReview && !isReview ? reviewStep : nextRequiredStep(steps, step);
  /** The step after this one when it is optional (entered with its own button), else null. */
  const optionalNext = steps[step]?.isOptional ? steps[step] : undefined;
  const isLast = following === null;

  /** Saves and moves on: to the next required step, or into the optional one after this (`to`). */
  const next = async (given: Answers = answers, to: number | null = following) => {
    const found = stepErrors(step, given);
    if (Object.keys(found).length > 0) {
      check(step);
      warn(heldToast(found, 'Please fill in all required fields before continuing.'));
      return;
    }
    if (to === reviewStep) setIsBackToReview(false);
    // A correction saves nothing on Next: the review's "Save changes" sends the one request.
    if (questionnaireId && !editing) {
      try {
        await saveQuestionnaire({ id: questionnaireId, input: toSections(given) });
      } catch (err) {
        refuseSave(err, 'Failed to save questionnaire data. Please try again.');
        return;
      }
    }
    if (to === step + 1) nextStep();
    else if (to !== null) goTo(to, { from: step });
  };

  /** A refused save: the field's own message where the server names one, else a toast saying so. */
  const refuseSave = (err: unknown, description: string) => {
    const refusal = fieldRefusal(err);
    if (refusal) showRefusal(refusal);
    else notify({ title: 'Error', description, variant: 'destructive' });
  };

  const finish = async (given: Answers = answers) => {
    const invalid = firstInvalidStep(given);
    if (invalid !== null) {
      const description = 'Please fill in all required fields before generating your financial statement.';
      check(invalid);
      if (invalid !== step) goTo(invalid);
      warn(heldToast(stepErrors(invalid, given), description));
      return;
    }
    if (editing && questionnaireId) await saveCorrection(given, questionnaireId, editing.statementType);
    else await generate(given, questionnaireId);
  };

  /** "Save changes": the one request of a correction, then back to the plan's page with its new figures. */
  const saveCorrection = async (
    given: Answers,
    id: string,
    statementType: 'Simple' | 'Complete',
  ): Promise<void> => {
    try {
      await correctAnswers({ id, input: toSections(given) });
    } catch (err) {
      refuseSave(err, errorMessage(err, 'Failed to save your changes. Please try again.'));
      return;
    }
    notify({
      title: 'Plan updated',
      description: 'Your reports now use the new answers. No report credit was used.',
      variant: 'success',
    });
    void navigate(
      statementType === 'Complete'
        ? fullStatementsHref(prospect.id, id)
        : resultsPath(prospect.id, { questionnaireId: id }),
    );
  };

  /** A review Edit link: the question, whose Next comes back to the review. */
  const editFromReview = (to: number) => {
    setIsBackToReview(true);
    goTo(to, { from: step });
  };

  /** An optional step skipped: its answers left blank, then on as Next or Generate would go. */
  const skip = () => {
    if (isBusy || isSaving) return;
    const cleared = Object.fromEntries(
      (current?.fields ?? []).map((key) => [key, blankAnswer(key)]),
    ) as Partial<Answers>;
    const skipped = { ...answers, ...cleared };
    change(cleared);
    void (isLast ? finish(skipped) : next(skipped));
  };

  const lenderStep = steps.findIndex((candidate) => candidate.id === LENDER_STEP_ID) + 1;
  /** The preview's "add a loan": the lender step, its first free loan filled in. */
  const addLoan = useCallback(
    (patch: Partial<Answers>) => {
      change(patch);
      if (step !== lenderStep) goTo(lenderStep, { from: step });
    },
    [change, goTo, lenderStep, step],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy || isSaving) return;
    const incomplete = incompleteCustomAnswer(event.currentTarget);
    if (incomplete) {
      warn({ title: 'Please Check Your Answer', description: incomplete });
      return;
    }
    void (isLast ? finish() : next());
  };

  const startOver = () => {
    setAnswers({ ...EMPTY_ANSWERS, businessName: prospect.businessName });
    setCheckedSteps(new Set());
    setServerErrors({});
    setIsRestored(false);
    goTo(1);
  };

  const booking = steps.find((candidate) => candidate.id === BOOKING_STEP_ID);
  const bookingLabel =
    booking?.withoutScheduling && hasNoScheduling
      ? booking.withoutScheduling.finishLabel
      : booking?.finishLabel;
  const lastLabel = editing ? 'Save changes' : (bookingLabel ?? 'Generate Reports');
  const nextLabel = following === reviewStep ? 'Review answers' : 'Next';

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <QuestionnaireHeader
        step={questionNumber(steps, step)}
        total={questionTotal(steps)}
        label={
          isReview
            ? 'Review your answers'
            : current?.isOptional
              ? `Optional step after question ${questionNumber(steps, step)}`
              : undefined
        }
      />
      <main
        id="main"
        className="mx-auto grid w-full max-w-[1200px] flex-1 gap-6 px-4 pt-8 pb-20 md:px-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start lg:pb-8"
      >
        <form
          ref={formRef}
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
            <p className="text-sm font-medium text-primary">
              {isReview
                ? editing
                  ? 'Edit answers'
                  : 'Review'
                : current?.isOptional
                  ? 'Optional'
                  : `Question ${questionNumber(steps, step)}`}
            </p>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
              {current?.title}
            </h2>
            {current?.help && (
              <p className="text-muted-foreground">
                {isReview && editing
                  ? 'Change any answer with its Edit link; your reports follow once you save.'
                  : current.help}
              </p>
            )}
          </div>
          {isReview ? (
            <ReviewStep
              steps={steps}
              answers={answers}
              onEdit={editFromReview}
              isEditing={Boolean(editing)}
            />
          ) : isBooking ? (
            <BookingStep email={prospect.email} onReturnHome={() => void navigate(HOME_PATH)} />
          ) : (
            <QuestionFields
              stepId={current?.id ?? ''}
              answers={answers}
              errors={errors}
              onChange={change}
              isIdentityLocked={Boolean(editing)}
            />
          )}
          <div className="flex items-center justify-between gap-3 border-t border-border pt-6">
            <Button type="button" variant="outline" disabled={step === 1 || isBusy} onClick={previous}>
              Previous
            </Button>
            <div className="flex flex-wrap items-center justify-end gap-2">
              {optionalNext && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={isBusy || isSaving}
                  onClick={() => void next(answers, step + 1)}
                >
                  {optionalNext.title}
                </Button>
              )}
              {current?.isOptional && (
                <Button type="button" variant="ghost" disabled={isBusy || isSaving} onClick={skip}>
                  Skip this step
                </Button>
              )}
              <Button type="submit" disabled={isBusy || isSaving}>
                {isLast ? (isSaving ? 'Saving...' : lastLabel) : nextLabel}
              </Button>
            </div>
          </div>
        </form>
        <LivePreview answers={answers} onAddLoan={addLoan} years={years} />
      </main>
      <LivePreviewSummary answers={answers} years={years} />
      <ProductFlowModal
        flow={flow}
        schedulingUrl={publicConfig.data?.schedulingUrl ?? null}
        onScheduleLater={scheduleLater}
        onViewReports={viewReports}
        onContinueToCheckout={continueToCheckout}
      />
    </div>
  );
}
