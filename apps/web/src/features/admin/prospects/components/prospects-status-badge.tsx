// A prospect's status (admin.md section 2): New, Active or Limit Reached, in the design's semantic colours.
import type { TAdminProspect } from '@trajectory/contracts/admin-prospects';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type ProspectStatus = TAdminProspect['status'];

const VARIANT: Record<ProspectStatus, NonNullable<BadgeProps['variant']>> = {
  // Nothing asked yet: neutral slate; working within the plan: emerald; out of credits: amber warning.
  New: 'secondary',
  Active: 'success',
  'Limit Reached': 'warning',
};

/** The status from the counts, as the server computes it, for rows edited before the list refreshes. */
export function prospectStatusOf(requests: number, maxSubmissions: number): ProspectStatus {
  if (requests === 0) return 'New';
  return requests >= maxSubmissions ? 'Limit Reached' : 'Active';
}

export function ProspectsStatusBadge({ status }: { status: ProspectStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {status}
    </Badge>
  );
}
