// The 10-minute session booking of Expert Feedback: the deployment's scheduling page (700 px high), or a
// link to /talk-with-expert when none is configured.
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { usePublicConfig } from '@/api/get-public-config';
import { SchedulingFrame, SchedulingSkeleton } from '@/components/scheduling/scheduling-frame';
import { Button } from '@/components/ui/button';
import { meetingHref } from '@/lib/paths';

export function SchedulingEmbed({ email }: { email: string }) {
  const config = usePublicConfig();
  if (config.isPending) return <SchedulingSkeleton />;
  const url = config.data?.schedulingUrl;
  if (url) return <SchedulingFrame url={url} title="Schedule your 10-minute expert session" />;
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
