// The deployment's scheduling page (PUBLIC_CONFIG schedulingUrl) drawn in the app: the one iframe of the
// Expert Feedback success page, the Talk with an Expert page and the custom plan's booking step, 700 px
// high, with a link to open it in a new tab (a phone or a blocked frame still books); and its loading frame.
import { Skeleton } from '@/components/ui/skeleton';

export const SCHEDULING_HEIGHT = 700;

/** The calendar's place while the public config loads. */
export function SchedulingSkeleton() {
  return <Skeleton role="status" aria-label="Loading the calendar" className="h-[700px] w-full" />;
}

export function SchedulingFrame({
  url,
  title,
  linkText = 'Open the calendar in a new tab',
}: {
  url: string;
  /** What the frame holds, for screen readers ("Schedule your consultation"). */
  title: string;
  linkText?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <iframe
        src={url}
        title={title}
        height={SCHEDULING_HEIGHT}
        className="h-[700px] w-full rounded-lg border border-border bg-background"
      />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm text-primary hover:underline"
      >
        {linkText}
      </a>
    </div>
  );
}
