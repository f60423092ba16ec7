// What a plan sees where a statement it lacks would be: the server's reason, then the plans that unlock it.
import { Lock } from 'lucide-react';
import { useProspect } from '@/api/get-prospect';
import { StatusPanel } from '@/components/status-panel';
import { UpgradePlans } from './upgrade-plans';

export function UpgradeNotice({ message, prospectId }: { message: string; prospectId: string }) {
  const prospect = useProspect(prospectId);
  return (
    <div className="flex flex-col gap-6">
      <StatusPanel
        title="Included in the full reports"
        icon={<Lock className="size-6 text-primary" aria-hidden="true" />}
      >
        <p data-testid="upgrade-message">{message}</p>
      </StatusPanel>
      <UpgradePlans prospectId={prospectId} heldCode={prospect.data?.selectedPlanCode} />
    </div>
  );
}
