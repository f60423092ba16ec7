// "Restore this version": a confirmation that says what a restore does (a new version with these answers,
// nothing else changed), then the restore; the caller hears of the new version.
import { useState } from 'react';
import { History, Loader2 } from 'lucide-react';
import type { TVersionSummary } from '@trajectory/contracts/versions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useRestoreVersion } from '../api/restore-version';
import { versionName } from '../lib/version-text';

type RestoreDialogProps = {
  questionnaireId: string;
  number: number;
  onRestored?: (version: TVersionSummary) => void;
};

export function RestoreDialog({ questionnaireId, number, onRestored }: RestoreDialogProps) {
  const [open, setOpen] = useState(false);
  const restore = useRestoreVersion();
  const confirm = () =>
    restore.mutate(
      { questionnaireId, number },
      {
        onSuccess: ({ version }) => {
          setOpen(false);
          notify({
            title: `${versionName(number)} restored`,
            description: `Your plan now uses its answers, saved as ${versionName(version.number).toLowerCase()}.`,
            variant: 'success',
          });
          onRestored?.(version);
        },
        onError: (error) =>
          notify({ title: 'Restore failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={(next) => !restore.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Restore this version (${versionName(number).toLowerCase()})`}
        >
          <History aria-hidden="true" />
          Restore this version
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Restore {versionName(number).toLowerCase()}?</DialogTitle>
          <DialogDescription>
            Your plan will use the answers of {versionName(number).toLowerCase()} again, saved as a new
            version. Nothing else changes: every earlier version stays here, and your reports are not counted
            again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={restore.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={restore.isPending}>
            {restore.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {restore.isPending ? 'Restoring...' : 'Restore this version'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
