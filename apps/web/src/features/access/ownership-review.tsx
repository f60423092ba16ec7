// "Were these yours?": shown after an access link is verified when plans of this founder were started from
// another browser (someone may have registered their e-mail first). Yes keeps them; No deletes them with
// their reports, gives their report credits back and offers to correct the name, business and phone.
import { useState, type FormEvent } from 'react';
import { ShieldQuestion } from 'lucide-react';
import type { TOwnershipCorrections, TReviewPlan } from '@trajectory/contracts/access';
import { useAnswerOwnershipReview } from '@/api/access/ownership-review';
import { useProspect } from '@/api/get-prospect';
import { PageLayout } from '@/components/layouts/page-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';

type Props = {
  prospectId: string;
  plans: TReviewPlan[];
  /** Where to go once answered (the link's destination). */
  onDone: () => void;
};

function PlanList({ plans }: { plans: TReviewPlan[] }) {
  return (
    <ul
      className="flex flex-col divide-y divide-border rounded-md border border-border"
      aria-label="Plans started from another browser"
    >
      {plans.map((plan) => (
        <li
          key={plan.questionnaireId}
          className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
          data-testid="review-plan"
        >
          <div className="flex min-w-0 flex-col">
            <span className="break-words font-medium text-foreground">{plan.businessName}</span>
            <span className="text-sm text-muted-foreground">Started {formatDate(plan.startedAt)}</span>
          </div>
          <Badge variant={plan.isCompleted ? 'success' : 'secondary'}>
            {plan.isCompleted ? 'Completed' : 'Draft'}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

type Fields = { name: string; businessName: string; phone: string };

function CorrectionForm({
  prospectId,
  plans,
  onBack,
  onDeleted,
}: {
  prospectId: string;
  plans: TReviewPlan[];
  onBack: () => void;
  onDeleted: (summary: string) => void;
}) {
  const prospect = useProspect(prospectId);
  const answer = useAnswerOwnershipReview();
  const [edited, setEdited] = useState<Partial<Fields>>({});
  const fields: Fields = {
    name: edited.name ?? prospect.data?.name ?? '',
    businessName: edited.businessName ?? prospect.data?.businessName ?? '',
    phone: edited.phone ?? '',
  };
  const field = (key: keyof Fields) => ({
    id: `correct-${key}`,
    value: fields[key],
    onChange: (e: { target: { value: string } }) => setEdited((prev) => ({ ...prev, [key]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only what the founder filled in or changed is sent; an empty phone keeps the one on file.
    const corrections: TOwnershipCorrections = {};
    if (fields.name.trim() && fields.name !== prospect.data?.name) corrections.name = fields.name;
    if (fields.businessName.trim() && fields.businessName !== prospect.data?.businessName)
      corrections.businessName = fields.businessName;
    if (fields.phone.trim()) corrections.phone = fields.phone;
    answer.mutate(
      { prospectId, wereYours: false, ...(Object.keys(corrections).length ? { corrections } : {}) },
      {
        onSuccess: ({ deletedPlans, creditsRestored }) =>
          onDeleted(
            `${deletedPlans} plan${deletedPlans === 1 ? '' : 's'} deleted` +
              (creditsRestored
                ? `, and ${creditsRestored} report${creditsRestored === 1 ? '' : 's'} given back to your plan.`
                : '.'),
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Delete these plans">
      <p className="text-sm text-muted-foreground">
        {plans.length === 1
          ? 'The plan above will be deleted with its reports, and any report it used is given back to your plan. Whoever started it'
          : `The ${plans.length} plans above will be deleted with their reports, and any report they used is given back to your plan. Whoever started them`}{' '}
        may also have entered their own details: check yours.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="correct-name">Your name</Label>
        <Input autoComplete="name" {...field('name')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="correct-businessName">Business name</Label>
        <Input autoComplete="organization" {...field('businessName')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="correct-phone">Phone number</Label>
        <Input
          type="tel"
          autoComplete="tel"
          placeholder="Leave empty to keep the number we have"
          aria-describedby="correct-phone-hint"
          {...field('phone')}
        />
        <p id="correct-phone-hint" className="text-sm text-muted-foreground">
          We don&apos;t show the number on file, in case it isn&apos;t yours.
        </p>
      </div>
      <FieldError role="alert">{answer.isError ? errorMessage(answer.error) : null}</FieldError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onBack} disabled={answer.isPending}>
          Back
        </Button>
        <Button type="submit" variant="destructive" disabled={answer.isPending}>
          {answer.isPending ? 'Deleting...' : 'Delete these plans'}
        </Button>
      </div>
    </form>
  );
}

export function OwnershipReview({ prospectId, plans, onDone }: Props) {
  const [step, setStep] = useState<'ask' | 'correct' | 'deleted'>('ask');
  const [summary, setSummary] = useState('');
  const keep = useAnswerOwnershipReview();

  if (step === 'deleted') {
    return (
      <PageLayout title="Plans deleted">
        <Card className="max-w-lg gap-5 p-6" data-testid="ownership-review-done" role="status">
          <p className="text-sm text-muted-foreground">{summary}</p>
          <Button onClick={onDone} className="w-full sm:w-fit">
            Open my reports
          </Button>
        </Card>
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Were these yours?">
      <Card className="max-w-lg gap-5 p-6" data-testid="ownership-review">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-primary">
            <ShieldQuestion className="size-5" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">
            {plans.length === 1
              ? 'Before you confirmed your e-mail address, this plan was started with it from another browser. If that was you (on another computer or phone), keep it. If not, someone else used your address and you can delete it.'
              : 'Before you confirmed your e-mail address, these plans were started with it from another browser. If that was you (on another computer or phone), keep them. If not, someone else used your address and you can delete them.'}
          </p>
        </div>
        <PlanList plans={plans} />
        {step === 'ask' ? (
          <>
            <p className="font-medium text-foreground">Were these yours?</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                onClick={() => keep.mutate({ prospectId, wereYours: true }, { onSuccess: onDone })}
                disabled={keep.isPending}
              >
                {keep.isPending ? 'Saving...' : 'Yes, they were mine'}
              </Button>
              <Button variant="outline" onClick={() => setStep('correct')} disabled={keep.isPending}>
                No, they weren&apos;t
              </Button>
            </div>
            <FieldError role="alert">{keep.isError ? errorMessage(keep.error) : null}</FieldError>
          </>
        ) : (
          <CorrectionForm
            prospectId={prospectId}
            plans={plans}
            onBack={() => setStep('ask')}
            onDeleted={(text) => {
              setSummary(text);
              setStep('deleted');
            }}
          />
        )}
      </Card>
    </PageLayout>
  );
}
