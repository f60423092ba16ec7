// The spec's 'Error Loading Sample Data' dialog (admin.md section 8): Close, or Retry, which reloads the page.
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type SampleDataLoadErrorProps = {
  open: boolean;
  message: string;
  onClose: () => void;
};

export function SampleDataLoadError({ open, message, onClose }: SampleDataLoadErrorProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent role="alertdialog" hideClose className="md:max-w-md">
        <DialogHeader>
          <DialogTitle>Error Loading Sample Data</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
