// The Edit Questionnaire dialog's optional answers: every field the model's lender step has (issue #15),
// then the business in more detail (issue #25), drawn by the wizard's one detail form.
import { DetailFields } from '@/components/questionnaire/detail-fields';
import { LenderFields } from '@/features/admin/common/components/lender-fields';
import { lenderFormOf } from '@/features/admin/common/lib/lender-form';
import type { PartProps } from './edit-questionnaire-parts';

export function LenderAnswers({ form, errors, onChange }: PartProps) {
  return (
    <section
      aria-labelledby="edit-lender"
      className="flex flex-col gap-5 rounded-lg border border-border p-4 md:p-5"
    >
      <h3 id="edit-lender" className="flex flex-col gap-0.5">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Optional</span>
        <span className="text-base font-semibold">What a lender will ask</span>
      </h3>
      <LenderFields values={lenderFormOf(form)} errors={errors} onChange={onChange} idPrefix="edit-" />
    </section>
  );
}

export function DetailAnswers({ form, errors, onChange }: PartProps) {
  return (
    <section
      aria-labelledby="edit-detail"
      className="flex flex-col gap-5 rounded-lg border border-border p-4 md:p-5"
    >
      <h3 id="edit-detail" className="flex flex-col gap-0.5">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Optional</span>
        <span className="text-base font-semibold">Your business in more detail</span>
      </h3>
      <DetailFields
        values={form}
        errors={errors}
        onChange={onChange}
        primary={form}
        idPrefix="edit-"
        number="digits"
        headingLevel={4}
      />
    </section>
  );
}
