// Edit Questionnaire in two parts; saving regenerates the reports and removes the assessment (admin.md sections 2, 4).
import { useState, type FormEvent } from 'react';
import type { TAdminRequest } from '@trajectory/contracts/admin-requests';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { isSessionExpired, serverErrorField, useUpdateAdminQuestionnaire } from '../api/update-questionnaire';
import { fieldId, QuestionsFiveToNine, QuestionsOneToFour } from './edit-questionnaire-parts';
import { DetailAnswers, LenderAnswers } from './edit-questionnaire-lender';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import {
  FORM_KEYS,
  formFromSections,
  formPathForServerField,
  sectionsFromForm,
  validateForm,
  type FormErrors,
  type QuestionnaireForm,
} from '../lib/questionnaire-form';
import { parseAnswerPath, type AnswerPath } from '@trajectory/engine';
import { withoutMessagesOf } from '@/components/questionnaire/messages';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';

/** After "Session Expired" the page reloads, so the staff member lands on the login screen. */
export const SESSION_RELOAD_DELAY_MS = 2000;

type EditQuestionnaireDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: TAdminRequest | null;
};

/** Where an answer sits in the dialog: its field's place, then its item's. */
const orderOf = (at: string) => FORM_KEYS.indexOf(parseAnswerPath(at)?.key as (typeof FORM_KEYS)[number]);

function focusFirstError(errors: FormErrors) {
  const [first] = (Object.keys(errors) as AnswerPath[])
    .filter((at) => errors[at])
    .sort((a, b) => orderOf(a) - orderOf(b) || a.localeCompare(b));
  if (!first) return;
  // A preset growth choice has no text box; its radio group takes the focus instead (a preset list, its select).
  const target =
    document.getElementById(fieldId(first)) ??
    document.getElementById(`${fieldId(first)}-choice`) ??
    document.querySelector<HTMLElement>('[aria-label="Annual growth rate"] [data-state="checked"]');
  target?.focus();
}

function EditQuestionnaireForm({ request, onClose }: { request: TAdminRequest; onClose: () => void }) {
  const [form, setForm] = useState<QuestionnaireForm>(() => formFromSections(request.sections));
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateAdminQuestionnaire();

  const onChange = (patch: Partial<QuestionnaireForm>) => {
    setForm((prev) => ({ ...prev, ...patch }));
    // A message goes once its field is edited; the others stay until the next save.
    setErrors((prev) => withoutMessagesOf(prev, Object.keys(patch)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form, request.sections);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    update.mutate(
      { id: request.id, prospectId: request.prospectId, sections: sectionsFromForm(form, request.sections) },
      {
        onSuccess: (result) => {
          notify({
            title: 'Questionnaire Updated',
            description: result.assessmentQueued
              ? 'The reports were regenerated, and a new assessment is being written from the new answers.'
              : result.assessmentRemoved
                ? 'The reports were regenerated and the old assessment was removed. Generate a new one from the latest data.'
                : 'The reports were regenerated from the new answers.',
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => {
          if (isSessionExpired(err)) {
            notify({
              title: 'Session Expired',
              description: 'Your session has expired. Please refresh the page and log in again.',
              variant: 'destructive',
            });
            window.setTimeout(() => window.location.reload(), SESSION_RELOAD_DELAY_MS);
            return;
          }
          const key = formPathForServerField(serverErrorField(err));
          if (key) {
            const fieldErrors = { [key]: errorMessage(err, 'Please check this answer.') };
            setErrors(fieldErrors);
            requestAnimationFrame(() => focusFirstError(fieldErrors));
          }
          notifyFailure(err, 'Failed to update questionnaire');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-5">
      <p className="text-xs text-muted-foreground">
        Fields marked <span className="text-negative">*</span> are required.
      </p>
      <QuestionsOneToFour form={form} errors={errors} onChange={onChange} />
      <QuestionsFiveToNine form={form} errors={errors} onChange={onChange} />
      <LenderAnswers form={form} errors={errors} onChange={onChange} />
      <DetailAnswers form={form} errors={errors} onChange={onChange} />
      <FormDialogFooter
        className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-border bg-background px-6 py-4"
        onCancel={onClose}
        isPending={update.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      />
    </form>
  );
}

export function EditQuestionnaireDialog({ open, onOpenChange, request }: EditQuestionnaireDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Questionnaire</DialogTitle>
          <DialogDescription>
            {request
              ? `${request.businessName} · ${request.requestId}. Saving regenerates the reports and removes the AI assessment.`
              : 'No questionnaire selected.'}
          </DialogDescription>
        </DialogHeader>
        {request && (
          // Keyed by the version shown, so reopening after a save starts from the stored answers.
          <EditQuestionnaireForm
            key={`${request.id}-${request.updatedAt}`}
            request={request}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
