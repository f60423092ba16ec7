// The Edit Questionnaire dialog's optional lender answers (issue #15): every field the model's lender step has.
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
