// The booking calendar from the deployment's scheduling page, or a way to write to us when none is set.
import { CalendarDays, Mail } from 'lucide-react';
import { usePublicConfig } from '@/api/get-public-config';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function SchedulingWidget() {
  const config = usePublicConfig();
  if (config.isPending)
    return <Skeleton role="status" aria-label="Loading the calendar" className="h-[700px] w-full" />;
  if (config.isError) {
    return (
      <StatusPanel title="We couldn't load the booking calendar" onRetry={() => void config.refetch()}>
        Please check your connection and try again.
      </StatusPanel>
    );
  }
  const { schedulingUrl, supportEmail } = config.data;
  if (schedulingUrl) {
    return (
      <div className="flex flex-col gap-2">
        <iframe
          src={schedulingUrl}
          title="Schedule your consultation"
          height={700}
          className="h-[700px] w-full rounded-lg border border-border bg-background"
        />
        <a
          href={schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm text-primary hover:underline"
        >
          Open the calendar in a new tab
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
      <CalendarDays className="size-10 text-primary" aria-hidden="true" />
      <p className="max-w-md text-sm text-muted-foreground">
        Online booking is not available right now. Email us with a few times that suit you and we&apos;ll
        confirm your consultation.
      </p>
      <Button asChild>
        <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('Expert consultation')}`}>
          <Mail aria-hidden="true" />
          Email {supportEmail}
        </a>
      </Button>
    </div>
  );
}
