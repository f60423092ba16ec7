// Who can open these reports: how many other browsers, "Sign out other browsers" and "Sign out of this browser".
import { MonitorSmartphone } from 'lucide-react';
import type { TSessionProspect } from '@trajectory/contracts/access';
import { useSignOut, useSignOutOthers } from '@/api/access/sign-out';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';

function otherBrowsersSentence(count: number): string {
  if (count === 0) return 'No other browser can open these reports.';
  return count === 1
    ? '1 other browser can open these reports.'
    : `${count} other browsers can open these reports.`;
}

export function BrowserAccessCard({ access }: { access: TSessionProspect }) {
  const signOut = useSignOut();
  const signOutOthers = useSignOutOthers();
  const failed = (err: unknown) =>
    notify({ title: 'Sign Out Failed', description: errorMessage(err), variant: 'destructive' });

  return (
    <Card className="gap-3 p-6" data-testid="browser-access">
      <div className="flex items-center gap-2">
        <MonitorSmartphone className="size-4 text-muted-foreground" aria-hidden="true" />
        <h2 className="font-semibold">Browsers with access</h2>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="other-browsers">
        {otherBrowsersSentence(access.otherBrowsers)}
      </p>
      <div className="flex flex-col gap-2">
        {access.otherBrowsers > 0 && (
          <Button
            variant="outline"
            disabled={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(access.prospect.id, {
                onSuccess: (count) =>
                  notify({
                    title: 'Other Browsers Signed Out',
                    description: `${count} ${count === 1 ? 'browser' : 'browsers'} can no longer open these reports.`,
                    variant: 'success',
                  }),
                onError: failed,
              })
            }
          >
            {signOutOthers.isPending ? 'Signing out...' : 'Sign out other browsers'}
          </Button>
        )}
        <Button
          variant="ghost"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () =>
                notify({
                  title: 'Signed Out',
                  description: 'This browser no longer opens your reports.',
                  variant: 'success',
                }),
              onError: failed,
            })
          }
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out of this browser'}
        </Button>
      </div>
    </Card>
  );
}
