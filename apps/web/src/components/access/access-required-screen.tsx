// The one screen a page shows when its data is private to another browser: no data, only "Send me my link".
import { LockKeyhole } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card } from '@/components/ui/card';
import { SendLinkForm } from './send-link-form';

/** `redirectTo`: where the e-mailed link brings this browser back to (the page that was refused). */
export function AccessRequiredScreen({ redirectTo }: { redirectTo: string }) {
  return (
    <PageLayout title="Open your reports">
      <Card className="max-w-lg gap-5 p-6" data-testid="access-required">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-primary">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1 text-sm text-muted-foreground">
            <p className="text-base font-medium text-foreground">This plan is private.</p>
            <p>
              A business plan opens only in the browser that created it, or in a browser that followed a link
              we e-mailed to its owner. Enter your e-mail address and we&apos;ll send you a link that opens
              your reports here.
            </p>
          </div>
        </div>
        <SendLinkForm redirectTo={redirectTo} />
      </Card>
    </PageLayout>
  );
}
