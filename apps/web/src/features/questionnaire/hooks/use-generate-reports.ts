// 'Generate Reports': save the questionnaire as completed, post the completion, and follow its flow.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TCompleteQuestionnaireResponse } from '@trajectory/contracts/visitor';
import { errorMessage, isLimitReached, isRefusal } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useCompleteQuestionnaire } from '../api/complete-questionnaire';
import { useCreateQuestionnaire } from '../api/create-questionnaire';
import { useUpdateQuestionnaire } from '../api/update-questionnaire';
import { toSections, type Answers } from '../lib/answers';
import { fieldRefusal, type FieldRefusal } from '../lib/server-refusal';
import { checkoutPath, completionProductCode, planLimitTitle } from '../lib/navigation';
import { REPORTS_PATH, resultsPath } from '@/lib/paths';

export type FlowStage = 'loading' | 'redirecting' | 'meeting' | 'generating' | 'complete';

export type FlowState = {
  stage: FlowStage | null;
  result: TCompleteQuestionnaireResponse | null;
  /** The error-recovery sentence, when the completion failed on a dropped database connection. */
  message: string | null;
  /**
   * Where 'Continue to Checkout' goes when the free report is ready and the chosen plan still needs paying
   * (flow free_paid); 'View Reports' then opens that free report.
   */
  checkoutTo?: string;
  reportsTo?: string;
};

/** visitor.md section 9. */
export const REDIRECT_DELAY_MS = 1000;
export const REPORTS_READY_DELAY_MS = 1500;
export const RECOVERY_DELAY_MS = 2000;

const CLOSED: FlowState = { stage: null, result: null, message: null };
const CONNECTION_TROUBLE = /terminating connection|database|connection/i;
const UPGRADE_HINT = /upgrade your plan/i;

/** visitor.md section 9: 'Generation Failed' with the server's reason, else the fixed sentence. */
export function generationFailure(reason: string) {
  return reason
    ? { title: 'Generation Failed', description: reason, variant: 'destructive' as const }
    : {
        title: 'Error',
        description: 'Failed to generate reports. Please try again.',
        variant: 'destructive' as const,
      };
}

type GenerateOptions = {
  prospect: TProspect;
  /** The questionnaire now exists on the server (a retry must update it, not create another). */
  onSaved: (questionnaireId: string) => void;
  /** Reports exist: the local draft can go. */
  onCompleted: () => void;
  /** The server refused an answer of a step: show its message there. */
  onRefused: (refusal: FieldRefusal) => void;
};

export function useGenerateReports({ prospect, onSaved, onCompleted, onRefused }: GenerateOptions) {
  const navigate = useNavigate();
  const { mutateAsync: createQuestionnaire } = useCreateQuestionnaire();
  const { mutateAsync: updateQuestionnaire } = useUpdateQuestionnaire();
  const { mutateAsync: completeQuestionnaire } = useCompleteQuestionnaire();
  const [flow, setFlow] = useState<FlowState>(CLOSED);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = useCallback(
    (path: string) => {
      window.clearTimeout(timer.current);
      if (/^https?:\/\//.test(path)) window.location.assign(path);
      else void navigate(path);
    },
    [navigate],
  );
  const goLater = useCallback(
    (path: string, delay: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => go(path), delay);
    },
    [go],
  );

  const follow = useCallback(
    (result: TCompleteQuestionnaireResponse, questionnaireId: string, productCode: string) => {
      const show = (stage: FlowStage) => setFlow({ stage, result, message: null });
      const completeAndGo = () => {
        show('complete');
        goLater(result.redirectTo || REPORTS_PATH, REPORTS_READY_DELAY_MS);
      };
      switch (result.flow) {
        case 'free_paid':
          // The founder chooses: the free report now, or checkout for the plan they picked.
          if (result.requiresMeeting) show('meeting');
          else
            setFlow({
              stage: 'complete',
              result,
              message: null,
              checkoutTo: result.redirectTo || checkoutPath(productCode, prospect.id),
              reportsTo: resultsPath(prospect.id, { questionnaireId }),
            });
          break;
        case 'free':
        case 'existing_plan':
          if (result.requiresMeeting) show('meeting');
          else completeAndGo();
          break;
        case 'payment_required':
          show('redirecting');
          goLater(result.redirectTo || checkoutPath(productCode, prospect.id), REDIRECT_DELAY_MS);
          break;
        case 'meeting_required':
          show('redirecting');
          goLater(
            result.redirectTo || resultsPath(prospect.id, { custom: 'true', questionnaireId }),
            REDIRECT_DELAY_MS,
          );
          break;
        case 'reports_ready':
          completeAndGo();
          break;
        default:
          if (result.productConfig?.canBookMeeting) show('meeting');
          else completeAndGo();
      }
    },
    [goLater, prospect],
  );

  const generate = useCallback(
    async (answers: Answers, questionnaireId: string | null) => {
      setFlow({ stage: 'loading', result: null, message: null });
      let savedId: string;
      try {
        const sections = toSections(answers);
        const saved = questionnaireId
          ? await updateQuestionnaire({ id: questionnaireId, input: { ...sections, isCompleted: true } })
          : await createQuestionnaire({ prospectId: prospect.id, ...sections, isCompleted: true });
        savedId = saved.id;
      } catch (err) {
        setFlow(CLOSED);
        const refusal = fieldRefusal(err);
        if (refusal) {
          onRefused(refusal);
        } else if (isLimitReached(err)) {
          notify({ title: planLimitTitle(prospect), description: errorMessage(err), variant: 'warning' });
          void navigate(REPORTS_PATH);
        } else {
          notify({
            title: 'Error',
            description: 'Failed to save questionnaire data. Please try again.',
            variant: 'destructive',
          });
        }
        return;
      }
      onSaved(savedId);

      setFlow({ stage: 'generating', result: null, message: null });
      const productCode = completionProductCode(prospect);
      let result: TCompleteQuestionnaireResponse;
      try {
        result = await completeQuestionnaire({
          questionnaireId: savedId,
          productCode,
          prospectId: prospect.id,
        });
      } catch (err) {
        const text = `${err instanceof Error ? err.message : ''} ${errorMessage(err, '')}`;
        if (CONNECTION_TROUBLE.test(text) && prospect.email) {
          onCompleted();
          setFlow({
            stage: 'complete',
            result: null,
            message: 'Processing completed successfully. Redirecting to your reports...',
          });
          goLater(REPORTS_PATH, RECOVERY_DELAY_MS);
        } else if (isRefusal(err)) {
          // visitor.md section 9: the server refused to generate; its reason is shown, except a plan limit
          // ('upgrade your plan'), which the dashboard's upgrade panel answers without a toast.
          setFlow(CLOSED);
          const reason = errorMessage(err, '');
          if (UPGRADE_HINT.test(reason)) void navigate(REPORTS_PATH);
          else notify(generationFailure(reason));
        } else {
          setFlow(CLOSED);
          notify({
            title: 'Error',
            description: 'There was an issue processing your request. Please refresh the page or try again.',
            variant: 'destructive',
          });
        }
        return;
      }
      onCompleted();
      follow(result, savedId, productCode);
    },
    [
      prospect,
      createQuestionnaire,
      updateQuestionnaire,
      completeQuestionnaire,
      navigate,
      onSaved,
      onCompleted,
      onRefused,
      follow,
      goLater,
    ],
  );

  /** 'I'll schedule later': the success stage, which waits for 'View Reports'. */
  const scheduleLater = useCallback(() => setFlow((current) => ({ ...current, stage: 'complete' })), []);

  const viewReports = useCallback(
    () => go(flow.reportsTo ?? (flow.result?.redirectTo || REPORTS_PATH)),
    [go, flow.reportsTo, flow.result],
  );
  const continueToCheckout = useCallback(() => {
    if (flow.checkoutTo) go(flow.checkoutTo);
  }, [go, flow.checkoutTo]);

  return { flow, generate, scheduleLater, viewReports, continueToCheckout, isBusy: flow.stage !== null };
}
