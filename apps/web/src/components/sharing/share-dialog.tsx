// "Share with a lender" (issue #26 item 1): the founder makes a read-only link to one plan and sees the
// plan's links with their views, revoking any. Opened from the full statements page and the dashboard.
import { useId, useState } from 'react';
import { Share2 } from 'lucide-react';
import { useRevokeShareLink, useShareLinks } from '@/api/share-links';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CreatedLink } from './created-link';
import { ShareLinkForm } from './share-link-form';
import { ShareLinkList } from './share-link-list';

type ShareDialogProps = {
  questionnaireId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ShareDialog({ questionnaireId, open, onOpenChange }: ShareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Share with a lender</DialogTitle>
          <DialogDescription>
            A read-only link to this plan for a lender or an advisor: they open it without an account, and you
            can revoke it at any time.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets a created link's address. */}
        <ShareDialogBody questionnaireId={questionnaireId} />
      </DialogContent>
    </Dialog>
  );
}

function ShareDialogBody({ questionnaireId }: { questionnaireId: string }) {
  const [created, setCreated] = useState<{ label: string; path: string } | null>(null);
  const links = useShareLinks(questionnaireId);
  const revoke = useRevokeShareLink();
  const headingId = useId();
  return (
    <div className="flex flex-col gap-6">
      {created ? (
        <CreatedLink label={created.label} path={created.path} onAnother={() => setCreated(null)} />
      ) : (
        <ShareLinkForm questionnaireId={questionnaireId} onCreated={setCreated} />
      )}
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="font-semibold">
          Your links to this plan
        </h3>
        <ShareLinkList
          links={links}
          label="Your links to this plan"
          emptyText="No links yet. The links you create appear here with how often they were opened."
          onRevoke={(link) => revoke.mutateAsync({ questionnaireId, linkId: link.id })}
        />
      </section>
    </div>
  );
}

/** The button that opens the dialog; shown only to a founder whose plan is paid (docs/decisions.md). */
export function ShareWithLenderButton({
  questionnaireId,
  variant = 'outline',
}: {
  questionnaireId: string;
  variant?: ButtonProps['variant'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share with a lender
      </Button>
      <ShareDialog questionnaireId={questionnaireId} open={open} onOpenChange={setOpen} />
    </>
  );
}
