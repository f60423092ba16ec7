// Grant plan: staff give a prospect a paid plan agreed in conversation, recorded as a Manual payment.
import { useId, useState, type FormEvent } from 'react';
import { ZGrantPlanRequest, type TAdminProspect } from '@trajectory/contracts/admin-prospects';
import type { TProduct } from '@trajectory/contracts/products';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { notify } from '@/lib/notify';
import { grantableProducts, useGrantPlanProducts } from '../api/get-grant-plan-products';
import { useGrantProspectPlan } from '../api/grant-prospect-plan';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { PLAN_CODES } from '@trajectory/contracts/products';

type GrantPlanDialogProps = {
  prospect: TAdminProspect | null;
  onOpenChange: (open: boolean) => void;
};

export function GrantPlanDialog({ prospect, onOpenChange }: GrantPlanDialogProps) {
  const products = useGrantPlanProducts({ enabled: prospect !== null });
  return (
    <Dialog open={prospect !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Grant Plan</DialogTitle>
          <DialogDescription>
            {prospect
              ? `Give ${prospect.name} (${prospect.businessName}) a paid plan agreed in conversation. It is recorded in Payment History as a Manual payment of the agreed amount.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {products.isPending ? (
          <div className="flex flex-col gap-3" aria-label="Loading plans">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : products.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>The plans could not be loaded.</p>
            <Button variant="outline" onClick={() => void products.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          prospect && (
            <GrantPlanForm
              key={prospect.id}
              prospect={prospect}
              plans={grantableProducts(products.data)}
              onDone={() => onOpenChange(false)}
            />
          )
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The custom plan when offered (what staff usually grant), else the first paid plan. */
function defaultPlan(plans: TProduct[]): TProduct | undefined {
  return plans.find((p) => p.code === PLAN_CODES.custom) ?? plans[0];
}

function GrantPlanForm({
  prospect,
  plans,
  onDone,
}: {
  prospect: TAdminProspect;
  plans: TProduct[];
  onDone: () => void;
}) {
  const initial = defaultPlan(plans);
  const [productCode, setProductCode] = useState(initial?.code ?? '');
  const [amount, setAmount] = useState(initial && Number(initial.price) > 0 ? initial.price : '');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const mutation = useGrantProspectPlan();
  const ids = { plan: useId(), amount: useId(), planError: useId(), amountError: useId() };

  if (plans.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">There is no paid plan to grant. Add one in Products.</p>
    );
  }

  const choosePlan = (code: string) => {
    setProductCode(code);
    const plan = plans.find((p) => p.code === code);
    // A listed price is the likely agreement; the custom plan has none, so staff type it.
    if (plan && Number(plan.price) > 0) setAmount(plan.price);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZGrantPlanRequest.safeParse({ productCode, amount });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: String(issue?.path[0] ?? 'amount'),
        message: issue?.message ?? 'Check the plan and amount',
      });
      return;
    }
    mutation.mutate(
      { id: prospect.id, body: parsed.data },
      {
        onSuccess: (updated) => {
          notify({
            title: 'Plan Granted',
            description: `${prospect.name} now holds ${updated.selectedPlan}; the payment of ${formatPrice(parsed.data.amount)} is in Payment History.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => notifyFailure(err, 'Failed to grant plan'),
      },
    );
  };

  const planError = error?.field === 'productCode' ? error.message : null;
  const amountError = error && error.field !== 'productCode' ? error.message : null;

  return (
    <form onSubmit={submit} className="flex flex-1 flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.plan}>Plan</Label>
        <Select value={productCode} onValueChange={choosePlan}>
          <SelectTrigger
            id={ids.plan}
            aria-invalid={planError ? true : undefined}
            aria-describedby={planError ? ids.planError : undefined}
          >
            <SelectValue placeholder="Choose a plan" />
          </SelectTrigger>
          <SelectContent>
            {plans.map((plan) => (
              <SelectItem key={plan.code} value={plan.code}>
                {plan.name} ({plan.code}){plan.isActive ? '' : ' — inactive'}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError id={ids.planError}>{planError}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.amount}>Agreed Amount (USD)</Label>
        <Input
          id={ids.amount}
          inputMode="decimal"
          placeholder="350.00"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(null);
          }}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? ids.amountError : undefined}
          className="tabular-nums"
        />
        <FieldError id={ids.amountError}>{amountError}</FieldError>
      </div>
      <FormDialogFooter
        onCancel={onDone}
        isPending={mutation.isPending}
        submitLabel="Grant Plan"
        pendingLabel="Granting..."
      />
    </form>
  );
}
