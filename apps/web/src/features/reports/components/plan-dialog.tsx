// Buying a new plan when the report limit is reached: paid plans with prices from the server.
import { useNavigate } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useProducts } from '@/api/get-products';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { upgradeHref } from '@/lib/plans';
import { paidProducts, planChoiceLabel } from '../lib/plans';

type PlanDialogProps = {
  prospectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function PlanChoices({ prospectId }: { prospectId: string }) {
  const navigate = useNavigate();
  const products = useProducts();
  if (products.isPending) {
    return (
      <div role="status" aria-label="Loading plans" className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (products.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
        <p>We couldn&apos;t load the plans.</p>
        <Button variant="outline" size="sm" onClick={() => void products.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {paidProducts(products.data).map((product) => (
        <li key={product.id}>
          <Button
            variant="outline"
            className="h-auto w-full justify-between px-4 py-3 text-left whitespace-normal"
            onClick={() => void navigate(upgradeHref(product, prospectId))}
          >
            <span className="font-medium">{planChoiceLabel(product)}</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function PlanDialog({ prospectId, open, onOpenChange }: PlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Choose a New Plan</DialogTitle>
          <DialogDescription>
            A new plan adds reports to your account and unlocks the full financial statements.
          </DialogDescription>
        </DialogHeader>
        {open && <PlanChoices prospectId={prospectId} />}
      </DialogContent>
    </Dialog>
  );
}
