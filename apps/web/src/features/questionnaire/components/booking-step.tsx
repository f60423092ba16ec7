// The Custom plan's booking step: the scheduling widget (or link), or, with no scheduling page configured,
// the promise of an e-mail to arrange the consultation; no validation.
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SchedulingFrame, SchedulingSkeleton } from '@/components/scheduling/scheduling-frame';
import { usePublicConfig } from '@/api/get-public-config';
import { CONTACT_PATH } from '@/lib/paths';

export function BookingStep({ email, onReturnHome }: { email: string; onReturnHome: () => void }) {
  const config = usePublicConfig();
  const schedulingUrl = config.data?.schedulingUrl ?? null;

  let widget;
  if (config.isPending) widget = <SchedulingSkeleton />;
  else if (schedulingUrl)
    widget = (
      <SchedulingFrame
        url={schedulingUrl}
        title="Schedule your consultation"
        linkText="Open the scheduling page in a new tab"
      />
    );
  else
    widget = (
      <div
        className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 text-sm"
        role="status"
      >
        <p className="font-medium">We will e-mail you to arrange a time.</p>
        <p className="text-muted-foreground">
          Once your reports are generated, an expert writes to <span className="font-medium">{email}</span> to
          agree a time for your consultation. Questions before then?{' '}
          <Link to={CONTACT_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
            Contact us
          </Link>
          .
        </p>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        A Custom Financial Proforma is priced after the consultation, typically $350 to $850 depending on what
        you need. The consultation itself costs nothing.
      </p>
      {widget}
      <div>
        <Button type="button" variant="outline" onClick={onReturnHome}>
          Return to Home Page
        </Button>
      </div>
    </div>
  );
}
