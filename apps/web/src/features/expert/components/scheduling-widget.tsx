// The booking calendar from the deployment's scheduling page, or a way to write to us when none is set.
import { CalendarDays, Mail } from 'lucide-react';
import { usePublicConfig } from '@/api/get-public-config';
import { SchedulingFrame, SchedulingSkeleton } from '@/components/scheduling/scheduling-frame';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';

export function SchedulingWidget() {
  const config = usePublicConfig();
  if (config.isPending) return <SchedulingSkeleton />;
  if (config.isError) {
    return (
      <StatusPanel title="We couldn't load the booking calendar" onRetry={() => void config.refetch()}>
        Please check your connection and try again.
      </StatusPanel>
    );
  }
  const { schedulingUrl, supportEmail } = config.data;
  if (schedulingUrl) return <SchedulingFrame url={schedulingUrl} title="Schedule your consultation" />;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
      <CalendarDays className="size-10 text-primary" aria-hidden="true" />
      <p className="max-w-md text-sm text-muted-foreground">
        Write to us with a few times that suit you and we&apos;ll confirm your consultation by e-mail.
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
