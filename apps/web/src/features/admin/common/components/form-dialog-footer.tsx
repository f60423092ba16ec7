// The footer of a form dialog: Cancel, then the submit button showing its pending label and disabled meanwhile.
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

type FormDialogFooterProps = {
  onCancel: () => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Keeps the submit button disabled for reasons besides a pending save, e.g. an upload in progress. */
  submitDisabled?: boolean;
  className?: string;
};

export function FormDialogFooter({
  onCancel,
  isPending,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  className,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" disabled={isPending || submitDisabled}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
