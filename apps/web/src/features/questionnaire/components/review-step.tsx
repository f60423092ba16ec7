// The review step: every answer, formatted, each question with an Edit link that goes to it and comes back.
import { Button } from '@/components/ui/button';
import type { Answers } from '../lib/answers';
import { reviewGroups } from '../lib/review';
import type { WizardStep } from '../lib/steps';

type ReviewStepProps = {
  steps: readonly WizardStep[];
  answers: Answers;
  /** Opens a question (numbered from 1); its Next comes back here. */
  onEdit: (step: number) => void;
  /** Editing a generated plan: what the review's button will do, said once above the answers. */
  isEditing: boolean;
};

export function ReviewStep({ steps, answers, onEdit, isEditing }: ReviewStepProps) {
  const groups = reviewGroups(steps, answers);
  return (
    <div className="flex flex-col gap-4" data-testid="review-answers">
      <p className="text-sm text-muted-foreground">
        {isEditing
          ? 'Nothing is saved until you press "Save changes". Correcting a plan never uses a report credit.'
          : 'Nothing is generated until you press "Generate Reports".'}
      </p>
      <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {groups.map((group) => (
          <li key={group.step} className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="text-sm font-semibold">{group.title}</p>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto shrink-0 p-0"
                onClick={() => onEdit(group.step)}
                aria-label={`${group.isSkipped ? 'Add' : 'Edit'}: ${group.title}`}
              >
                {group.isSkipped ? 'Add' : 'Edit'}
              </Button>
            </div>
            {group.isSkipped && (
              <p className="text-sm text-muted-foreground">Optional, skipped. Add it when you know more.</p>
            )}
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
              {group.rows.map((row) => (
                <div key={row.id} className="contents">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="font-medium break-words tabular-nums sm:text-right">{row.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
