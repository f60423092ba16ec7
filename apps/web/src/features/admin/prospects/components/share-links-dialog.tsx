// A prospect's share links (issue #26 item 1): every link to their plans with its status, expiry, views,
// downloads and version, and Revoke (confirmed in the row; written to the Activity log by the server).
import type { TAdminProspect } from '@trajectory/contracts/admin-prospects';
import { ShareLinkList } from '@/components/sharing/share-link-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAdminShareLinks, useRevokeAdminShareLink } from '../api/share-links';

type ShareLinksDialogProps = {
  prospect: TAdminProspect | null;
  onOpenChange: (open: boolean) => void;
};

export function ShareLinksDialog({ prospect, onOpenChange }: ShareLinksDialogProps) {
  return (
    <Dialog open={prospect !== null} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Share Links</DialogTitle>
          <DialogDescription>
            {prospect
              ? `The read-only links ${prospect.name} (${prospect.businessName}) made to their plans for lenders and advisors. A revoked link stops opening at once.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {prospect && <ProspectShareLinks prospect={prospect} />}
      </DialogContent>
    </Dialog>
  );
}

function ProspectShareLinks({ prospect }: { prospect: TAdminProspect }) {
  const links = useAdminShareLinks(prospect.id);
  const revoke = useRevokeAdminShareLink();
  return (
    <ShareLinkList
      links={links}
      label={`Share links of ${prospect.name}`}
      emptyText={`${prospect.name} has not shared a plan yet.`}
      onRevoke={(link) => revoke.mutateAsync({ prospectId: prospect.id, linkId: link.id })}
    />
  );
}
