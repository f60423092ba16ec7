// The registration dialog's state machine: closed → step 1 → e-mail validated → step 2 → created → navigate.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TLinkSentResponse } from '@trajectory/contracts/access';
import type { TProspect } from '@trajectory/contracts/prospects';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useCreateProspect } from '../api/create-prospect';
import { useValidateEmail } from '../api/validate-email';
import {
  DEFAULT_PLAN,
  hasNoReportsLeft,
  planLimitMessage,
  type TBusinessStep,
  type TContactStep,
} from '../lib/registration';
import { questionnairePath, REPORTS_PATH, resultsPath } from '@/lib/paths';

export type RegistrationStep = 1 | 2;

type RegistrationState = {
  isOpen: boolean;
  step: RegistrationStep;
  contact: TContactStep;
  businessName: string;
  /** Started from a dashboard's "Get a New Report": a new questionnaire for an existing prospect. */
  isNewQuestionnaire: boolean;
  /** The prospect as last known (from validation or the resume lookup), for the plan-limit check. */
  knownProspect: TProspect | null;
  /** Bumped whenever the forms must start afresh. */
  formKey: number;
  /** The e-mail belongs to a plan this browser cannot open: a link was sent instead (issue #12). */
  linkSent: TLinkSentResponse | null;
};

const CLOSED: RegistrationState = {
  isOpen: false,
  step: 1,
  contact: { email: '', name: '', plan: DEFAULT_PLAN },
  businessName: '',
  isNewQuestionnaire: false,
  knownProspect: null,
  formKey: 0,
  linkSent: null,
};

export type ResumeRegistration = {
  email: string;
  prospect: TProspect | null;
};

export function useRegistration() {
  const navigate = useNavigate();
  const [state, setState] = useState<RegistrationState>(CLOSED);
  const { mutateAsync: validateEmail, reset: resetValidation, isPending: isValidating } = useValidateEmail();
  const { mutateAsync: createProspect, reset: resetCreation, isPending: isCreating } = useCreateProspect();

  const reset = useCallback(() => {
    setState((current) => ({ ...CLOSED, formKey: current.formKey + 1 }));
    resetValidation();
    resetCreation();
  }, [resetValidation, resetCreation]);

  /** Opens step 1 with a plan preselected (none: the free plan). */
  const open = useCallback((plan?: string) => {
    setState((current) => ({
      ...CLOSED,
      isOpen: true,
      contact: { ...CLOSED.contact, plan: plan ?? DEFAULT_PLAN },
      formKey: current.formKey + 1,
    }));
  }, []);

  /** Opens step 2 directly for an existing prospect (query-string resume from the dashboard). */
  const resume = useCallback(({ email, prospect }: ResumeRegistration) => {
    setState((current) => ({
      ...CLOSED,
      isOpen: true,
      step: 2,
      isNewQuestionnaire: true,
      knownProspect: prospect,
      contact: {
        email,
        name: prospect?.name ?? '',
        plan: prospect ? (prospect.preferredPlan ?? prospect.selectedPlan) : DEFAULT_PLAN,
      },
      businessName: prospect?.businessName ?? '',
      formKey: current.formKey + 1,
    }));
  }, []);

  const back = useCallback(() => setState((current) => ({ ...current, step: 1 })), []);

  const submitContact = useCallback(
    async (contact: TContactStep) => {
      let result;
      try {
        result = await validateEmail(contact.email);
      } catch {
        notify({
          title: 'Validation Error',
          description: 'Unable to validate email. Please try again.',
          variant: 'destructive',
        });
        return;
      }
      const { canSubmit, reason, prospect } = result;
      if (!canSubmit && prospect) {
        notify({ title: 'Submission Limit Reached', description: reason, variant: 'warning' });
        reset();
        void navigate(REPORTS_PATH);
      } else if (!canSubmit) {
        notify({ title: 'Access Denied', description: reason, variant: 'destructive' });
      } else if (prospect && prospect.reportCount > 0) {
        notify({ title: 'Welcome back!', description: 'Here are your reports.', variant: 'success' });
        reset();
        void navigate(REPORTS_PATH);
      } else {
        setState((current) => ({
          ...current,
          step: 2,
          contact,
          knownProspect: prospect,
          businessName: current.businessName || prospect?.businessName || '',
        }));
      }
    },
    [validateEmail, navigate, reset],
  );

  const stopAtPlanLimit = useCallback(
    (prospect: TProspect | null): boolean => {
      if (!prospect || !hasNoReportsLeft(prospect)) return false;
      notify({ ...planLimitMessage(prospect), variant: 'warning' });
      reset();
      void navigate(REPORTS_PATH);
      return true;
    },
    [navigate, reset],
  );

  const submitBusiness = useCallback(
    async (business: TBusinessStep) => {
      const { contact, isNewQuestionnaire, knownProspect } = state;
      // A failed lookup in new-questionnaire mode leaves knownProspect null: the prospect is created anyway.
      if (isNewQuestionnaire && stopAtPlanLimit(knownProspect)) return;
      let result;
      try {
        result = await createProspect({
          name: contact.name,
          email: contact.email,
          selectedPlan: contact.plan,
          businessName: business.businessName,
          phone: business.phone,
          consentToContact: business.consentToContact,
        });
      } catch (err) {
        notify({
          title: 'Registration Failed',
          description: errorMessage(err, 'Please try with a different email address'),
          variant: 'destructive',
        });
        return;
      }
      if (result.status === 'link_sent') {
        const { sent } = result;
        setState((current) => ({ ...current, linkSent: sent }));
        return;
      }
      const { prospect } = result;
      if (isNewQuestionnaire) {
        if (stopAtPlanLimit(prospect)) return;
        notify({
          title: 'Starting New Questionnaire',
          description: `Let's build the projection for ${business.businessName}.`,
        });
        reset();
        void navigate(
          questionnairePath(prospect.id, {
            'new-questionnaire': 'true',
            businessName: business.businessName,
          }),
        );
      } else if (prospect.reportCount > 0) {
        notify({ title: 'Welcome back!', description: 'Here are your latest results.', variant: 'success' });
        reset();
        void navigate(resultsPath(prospect.id));
      } else {
        if (stopAtPlanLimit(prospect)) return;
        notify({ title: 'Welcome!', description: "Let's start your questionnaire.", variant: 'success' });
        reset();
        void navigate(questionnairePath(prospect.id));
      }
    },
    [state, createProspect, navigate, reset, stopAtPlanLimit],
  );

  return {
    state,
    open,
    resume,
    back,
    close: reset,
    submitContact,
    submitBusiness,
    isValidating,
    isCreating,
  };
}

export type Registration = ReturnType<typeof useRegistration>;
