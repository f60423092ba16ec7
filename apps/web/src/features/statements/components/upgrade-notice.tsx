// What a Simple plan sees where a paid statement would be: the server's reason and the way to unlock it.
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { checkoutHref } from '@/lib/paths';

export function upgradeHref(prospectId: string): string {
  return checkoutHref('financial_statements', prospectId);
}

export function UpgradeNotice({ message, prospectId }: { message: string; prospectId: string }) {
  return (
    <StatusPanel
      title="Included in the full reports"
      icon={<Lock className="size-6 text-primary" aria-hidden="true" />}
      actions={
        <Button asChild>
          <Link to={upgradeHref(prospectId)}>Upgrade My Plan</Link>
        </Button>
      }
    >
      <p data-testid="upgrade-message">{message}</p>
    </StatusPanel>
  );
}
