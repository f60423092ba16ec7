// Query-string resume: ?new-questionnaire=true&email=…&step=2 opens step 2 for that prospect, then clears the query.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { accessSessionQueryOptions } from '@/api/access/get-access-session';
import type { ResumeRegistration } from './use-registration';

export function useRegistrationResume(resume: (input: ResumeRegistration) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handledRef = useRef<string | null>(null);

  const isNewQuestionnaire = searchParams.get('new-questionnaire') === 'true';
  const email = searchParams.get('email')?.trim().toLowerCase() ?? '';
  const isStepTwo = searchParams.get('step') === '2';

  useEffect(() => {
    if (!isNewQuestionnaire || !email || !isStepTwo) return;
    if (handledRef.current === email) return;
    handledRef.current = email;
    let isCancelled = false;
    void (async () => {
      // Only a plan this browser opens is known here (issue #12); otherwise step 2 opens with the given
      // e-mail, a blank business name and the free plan, and registering it sends the owner a link.
      const session = await queryClient.fetchQuery(accessSessionQueryOptions()).catch(() => null);
      const prospect = session?.prospects.find((entry) => entry.prospect.email === email)?.prospect ?? null;
      if (isCancelled) return;
      resume({ email, prospect });
      setSearchParams({}, { replace: true });
    })();
    return () => {
      isCancelled = true;
      handledRef.current = null;
    };
  }, [isNewQuestionnaire, email, isStepTwo, queryClient, resume, setSearchParams]);
}
