// An e-mailed access link (/access/:token): says which e-mail it opens and uses the link only on a click,
// so a mail scanner that fetches the page never burns it and nobody is signed in without choosing to.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LINK_EXPIRED, type TVerifyAccessResponse } from '@trajectory/contracts/access';
import { KeyRound } from 'lucide-react';
import { useAccessLink } from '@/api/access/get-access-link';
import { useVerifyAccess } from '@/api/access/verify-access';
import { SendLinkForm } from '@/components/access/send-link-form';
import { PageLayout } from '@/components/layouts/page-layout';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, hasErrorCode } from '@/lib/api';
import { OwnershipReview } from './ownership-review';

/** 410 LINK_EXPIRED: used, expired or unknown. */
const isExpired = (err: unknown) => hasErrorCode(err, LINK_EXPIRED);

function ExpiredLink() {
  return (
    <PageLayout title="This link can't be used again">
      <Card className="max-w-lg gap-5 p-6" data-testid="link-expired">
        <p className="text-sm text-muted-foreground">
          Each link opens your reports once and only for 30 minutes, and this one was already used or has
          expired. Enter your e-mail address and we&apos;ll send you a new one.
        </p>
        <SendLinkForm />
      </Card>
    </PageLayout>
  );
}

export function AccessLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useAccessLink(token);
  const verify = useVerifyAccess();
  // Plans started from another browser: the founder is asked about them before going on.
  const [review, setReview] = useState<TVerifyAccessResponse | null>(null);

  if (review) {
    return (
      <OwnershipReview
        prospectId={review.prospectId}
        plans={review.reviewPlans}
        onDone={() => void navigate(review.redirectTo, { replace: true })}
      />
    );
  }

  if (isExpired(link.error) || isExpired(verify.error)) return <ExpiredLink />;

  if (link.isPending) {
    return (
      <PageLayout title="Open your reports">
        <Card role="status" aria-label="Checking your link" className="max-w-lg gap-3 p-6">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="mt-2 h-10 w-40" />
        </Card>
      </PageLayout>
    );
  }

  if (link.isError) {
    return (
      <PageLayout title="Open your reports">
        <StatusPanel
          title="We couldn't check this link"
          onRetry={() => void link.refetch()}
          className="max-w-lg"
        >
          {errorMessage(link.error, 'Please check your connection and try again.')}
        </StatusPanel>
      </PageLayout>
    );
  }

  const open = () =>
    verify.mutate(token, {
      onSuccess: (verified) =>
        verified.reviewPlans.length > 0
          ? setReview(verified)
          : void navigate(verified.redirectTo, { replace: true }),
    });

  return (
    <PageLayout title="Open your reports">
      <Card className="max-w-lg gap-5 p-6" data-testid="access-link">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-primary">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col gap-1 text-sm text-muted-foreground">
            <p>This link opens the reports of</p>
            <p className="break-all text-base font-semibold text-foreground">{link.data.email}</p>
            <p>in this browser. Only continue if this is your e-mail address.</p>
          </div>
        </div>
        <Button onClick={open} disabled={verify.isPending} className="w-full sm:w-fit">
          {verify.isPending ? 'Opening...' : 'Open my reports'}
        </Button>
        <FieldError role="alert">{verify.isError ? errorMessage(verify.error) : null}</FieldError>
      </Card>
    </PageLayout>
  );
}
