// "Check your inbox": what the server said it sent, and in local test mode the link itself.
import type { ReactNode } from 'react';
import { MailCheck } from 'lucide-react';
import type { TLinkSentResponse } from '@trajectory/contracts/access';
import { TestModeBanner } from '@/components/test-mode-banner';

/** The link-sent answer of request-link or registration; `actions` go under it (try another address…). */
export function LinkSentNotice({ sent, actions }: { sent: TLinkSentResponse; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4" data-testid="link-sent">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-primary">
          <MailCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">Check your inbox</h2>
          <p role="status" className="text-sm text-muted-foreground">
            {sent.message}. The link works once, for 30 minutes; open it in this browser.
          </p>
        </div>
      </div>
      {sent.testLink && (
        <TestModeBanner className="mb-0">
          <p>Test mode — no e-mail is sent. Open the link here:</p>
          <a href={sent.testLink} className="mt-1 block break-all text-primary underline underline-offset-2">
            {sent.testLink}
          </a>
        </TestModeBanner>
      )}
      {actions}
    </div>
  );
}
