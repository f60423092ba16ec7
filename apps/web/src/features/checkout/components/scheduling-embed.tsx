// The 10-minute session booking of Expert Feedback: the deployment's scheduling page (700 px high), or a
// link to /talk-with-expert when none is configured.
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { usePublicConfig } from '@/api/get-public-config';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { meetingHref } from '@/lib/paths';

export const SCHEDULING_HEIGHT = 700;

export function SchedulingEmbed({ email }: { email: string }) {
  const config = usePublicConfig();
  if (config.isPending) {
    return <Skeleton role="status" aria-label="Loading the calendar" className="h-[700px] w-full" />;
  }
  const url = config.data?.schedulingUrl;
  if (url) {
    return (
      <div className="flex flex-col gap-2">
        <iframe
          src={url}
          title="Schedule your 10-minute expert session"
          height={SCHEDULING_HEIGHT}
          className="h-[700px] w-full rounded-lg border border-border bg-background"
        />
        <a
          href={url}
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
        Pick a time for your 10-minute video session with an expert.
      </p>
      <Button asChild>
        <Link to={meetingHref(email)}>Book Your Session</Link>
      </Button>
    </div>
  );
}
