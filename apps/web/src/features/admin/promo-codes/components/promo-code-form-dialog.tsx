// Create or edit a promo code (admin.md sections 5 and 9): code uppercase as typed, product, uses, expiry, active.
import { Controller, useForm } from 'react-hook-form';
import {
  ZAdminPromoCodeInput,
  type TAdminPromoCode,
  type TAdminPromoCodeInput,
} from '@trajectory/contracts/admin-promo-codes';
import type { TProduct } from '@trajectory/contracts/products';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useCreatePromoCode } from '../api/create-promo-code';
import { useUpdatePromoCode } from '../api/update-promo-code';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { contractResolver } from '@/features/admin/common/lib/contract-resolver';
import { serverFieldError, fieldAria } from '@/features/admin/common/lib/form-errors';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { CheckboxField } from '@/features/admin/common/components/checkbox-field';
import { isSoldOnline, PLAN_CODES } from '@trajectory/contracts/products';

/** Why a code cannot be made for a product (the server's rule, issue #24), or null when it can. */
function cannotTakeCodes(product: TProduct): string | null {
  if (!isSoldOnline(product)) return product.type === 'Free' ? 'free plan' : 'not sold at checkout';
  return product.acceptsPromoCodes ? null : 'accepts no promo codes';
}

type PromoCodeFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The code being edited; null to create one. */
  promo: TAdminPromoCode | null;
  products: TProduct[];
};

type FormValues = {
  code: string;
  productId: string;
  maxUses: number;
  /** yyyy-mm-dd from the date input, '' for no expiry; sent as the end of that local day. */
  expiresAt: string;
  isActive: boolean;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an ISO instant, as a date input wants it. */
function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** A code expiring on a day stays usable through the end of that local day. */
function toExpiresAt(day: string): string | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}

/** admin.md section 9: a new code is for product 2 (Full Reports in the seed), 100 uses, no expiry, active. */
function defaultProductId(products: TProduct[]): string {
  const chosen =
    products.find((p) => p.id === 2) ??
    products.find((p) => p.code === PLAN_CODES.financialStatements) ??
    products[0];
  return chosen ? String(chosen.id) : '2';
}

function initialValues(promo: TAdminPromoCode | null, products: TProduct[]): FormValues {
  if (!promo) {
    return { code: '', productId: defaultProductId(products), maxUses: 100, expiresAt: '', isActive: true };
  }
  return {
    code: promo.code,
    productId: String(promo.productId),
    maxUses: promo.maxUses,
    expiresAt: toDateInput(promo.expiresAt),
    isActive: promo.isActive,
  };
}

const resolver = contractResolver(ZAdminPromoCodeInput, (values: FormValues) => ({
  ...values,
  productId: Number(values.productId),
  expiresAt: toExpiresAt(values.expiresAt),
}));

export function PromoCodeFormDialog({ open, onOpenChange, promo, products }: PromoCodeFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && <PromoCodeForm promo={promo} products={products} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PromoCodeForm({
  promo,
  products,
  onDone,
}: {
  promo: TAdminPromoCode | null;
  products: TProduct[];
  onDone: () => void;
}) {
  const form = useForm<FormValues, unknown, TAdminPromoCodeInput>({
    resolver,
    defaultValues: initialValues(promo, products),
  });
  const { errors } = form.formState;
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const isEdit = promo !== null;
  const isPending = create.isPending || update.isPending;
  const code = form.register('code');

  const onSubmit = form.handleSubmit((input) => {
    const fallback = isEdit ? 'Failed to update promo code' : 'Failed to create promo code';
    const callbacks = {
      onSuccess: () => {
        notify({
          title: 'Success',
          description: `Promo code ${input.code} ${isEdit ? 'updated' : 'created'}`,
          variant: 'success',
        });
        onDone();
      },
      onError: (err: Error) => {
        const fieldError = serverFieldError(err);
        if (fieldError) {
          form.setError(fieldError.field as keyof FormValues, {
            type: 'server',
            message: fieldError.message,
          });
        }
        notifyFailure(err, fallback);
      },
    };
    if (isEdit) update.mutate({ id: promo.id, input }, callbacks);
    else create.mutate(input, callbacks);
  });

  const fieldProps = fieldAria<keyof FormValues>('promo', errors);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-1 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{isEdit ? 'Edit Promo Code' : 'Create Promo Code'}</DialogTitle>
        <DialogDescription>
          A promo code makes its product free for the visitor who uses it.
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="promo-code">Code</Label>
        <Input
          id="promo-code"
          {...code}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase();
            void code.onChange(e);
          }}
          placeholder="SPRING2025"
          autoComplete="off"
          className="font-mono uppercase"
          {...fieldProps('code')}
        />
        <FieldError id="promo-code-error">{errors.code?.message}</FieldError>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="promo-product">Product</Label>
        <Controller
          control={form.control}
          name="productId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="promo-product" {...fieldProps('productId')}>
                <SelectValue placeholder="Choose a product" />
              </SelectTrigger>
              <SelectContent>
                {products.map((p) => {
                  // A code keeps the product it was made for; a new choice must take codes.
                  const why = String(p.id) === field.value ? null : cannotTakeCodes(p);
                  return (
                    <SelectItem key={p.id} value={String(p.id)} disabled={why !== null}>
                      {p.name} ({p.code}){why && ` — ${why}`}
                    </SelectItem>
                  );
                })}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id="promo-productId-error">{errors.productId?.message}</FieldError>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="promo-max-uses">Max Uses</Label>
          <Controller
            control={form.control}
            name="maxUses"
            render={({ field }) => (
              <Input
                id="promo-max-uses"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={String(field.value)}
                // admin.md section 5: a non-numeric entry becomes 0, which the contract then rejects.
                onChange={(e) => field.onChange(Number.parseInt(e.target.value, 10) || 0)}
                className="tabular-nums"
                {...fieldProps('maxUses')}
              />
            )}
          />
          <FieldError id="promo-maxUses-error">{errors.maxUses?.message}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="promo-expires">Expiry Date (optional)</Label>
          <Input
            id="promo-expires"
            type="date"
            {...fieldProps('expiresAt')}
            {...form.register('expiresAt')}
          />
          <FieldError id="promo-expiresAt-error">{errors.expiresAt?.message}</FieldError>
        </div>
      </div>

      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <CheckboxField
            id="promo-active"
            label="Active"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />

      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        submitLabel={isEdit ? 'Update' : 'Create'}
        pendingLabel={isEdit ? 'Updating...' : 'Creating...'}
        submitDisabled={form.watch('code').trim() === ''}
      />
    </form>
  );
}
