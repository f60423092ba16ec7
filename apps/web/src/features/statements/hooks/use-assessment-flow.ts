// The assessment's life on this page: read it, start it once when none exists and the plan includes it,
// poll every 5 seconds while it is being written (purchasing.md 2.8, section 4).
import { useEffect, useRef } from 'react';
import type { TAssessment } from '@trajectory/contracts/assessments';
import { useAssessment } from '../api/get-assessment';
import { useStartAssessment } from '../api/start-assessment';

export type AssessmentView =
  | { state: 'unavailable' }
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'missing' }
  | { state: 'pending' }
  | { state: 'failed'; reason: string | null }
  | { state: 'ready'; assessment: TAssessment };

type Options = { questionnaireId: string | null; canGenerate: boolean };

export function useAssessmentFlow({ questionnaireId, canGenerate }: Options) {
  const start = useStartAssessment();
  const assessment = useAssessment(questionnaireId, { pollWhileMissing: start.data === 'started' });
  const requestedFor = useRef<string | null>(null);

  const isMissing = assessment.data === null;
  const { mutate } = start;
  useEffect(() => {
    if (!questionnaireId || !canGenerate || !isMissing || requestedFor.current === questionnaireId) return;
    requestedFor.current = questionnaireId;
    mutate(questionnaireId);
  }, [questionnaireId, canGenerate, isMissing, mutate]);

  let view: AssessmentView;
  if (!questionnaireId) view = { state: 'unavailable' };
  else if (assessment.isPending) view = { state: 'loading' };
  else if (assessment.isError) view = { state: 'error', error: assessment.error };
  else if (assessment.data === null) view = { state: 'missing' };
  else if (assessment.data.status === 'ready') view = { state: 'ready', assessment: assessment.data };
  else if (assessment.data.status === 'failed') view = { state: 'failed', reason: assessment.data.error };
  else view = { state: 'pending' };

  const retry = () => {
    if (view.state === 'failed' && questionnaireId && canGenerate) mutate(questionnaireId);
    else void assessment.refetch();
  };

  return { view, retry };
}
