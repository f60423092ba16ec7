// Create or edit a promo code (admin.md sections 5 and 9): code uppercase as typed, product, uses, expiry, active.
import { useState, type FormEvent } from 'react';
import { ZAdminPromoCodeInput, type TAdminPromoCode } from '@trajectory/contracts/admin-promo-codes';
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
import {
  serverFieldError,
  zodFieldMessages,
  type FieldMessages,
} from '@/features/admin/common/lib/form-errors';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { CheckboxField } from '@/features/admin/common/components/checkbox-field';

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
  /** yyyy-mm-dd from the date input, '' for no expiry. */
  expiresOn: string;
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
  const chosen = products.find((p) => p.id === 2) ?? products.find((p) => p.code === 'P02') ?? products[0];
  return chosen ? String(chosen.id) : '2';
}

function initialValues(promo: TAdminPromoCode | null, products: TProduct[]): FormValues {
  if (!promo) {
    return { code: '', productId: defaultProductId(products), maxUses: 100, expiresOn: '', isActive: true };
  }
  return {
    code: promo.code,
    productId: String(promo.productId),
    maxUses: promo.maxUses,
    expiresOn: toDateInput(promo.expiresAt),
    isActive: promo.isActive,
  };
}

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
  const [values, setValues] = useState<FormValues>(() => initialValues(promo, products));
  const [errors, setErrors] = useState<FieldMessages>({});
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const isEdit = promo !== null;
  const isPending = create.isPending || update.isPending;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key === 'expiresOn' ? 'expiresAt' : key]: '' }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminPromoCodeInput.safeParse({
      code: values.code,
      productId: Number(values.productId),
      maxUses: values.maxUses,
      expiresAt: toExpiresAt(values.expiresOn),
      isActive: values.isActive,
    });
    if (!parsed.success) {
      setErrors(zodFieldMessages(parsed.error));
      return;
    }
    const fallback = isEdit ? 'Failed to update promo code' : 'Failed to create promo code';
    const callbacks = {
      onSuccess: () => {
        notify({
          title: 'Success',
          description: `Promo code ${parsed.data.code} ${isEdit ? 'updated' : 'created'}`,
          variant: 'success',
        });
        onDone();
      },
      onError: (err: Error) => {
        const fieldError = serverFieldError(err);
        if (fieldError) setErrors({ [fieldError.field]: fieldError.message });
        notifyFailure(err, fallback);
      },
    };
    if (isEdit) update.mutate({ id: promo.id, input: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  const fieldProps = (name: string) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `promo-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-4">
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
          value={values.code}
          onChange={(e) => set('code', e.target.value.toUpperCase())}
          placeholder="SPRING2025"
          autoComplete="off"
          className="font-mono uppercase"
          {...fieldProps('code')}
        />
        <FieldError id="promo-code-error">{errors.code}</FieldError>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="promo-product">Product</Label>
        <Select value={values.productId} onValueChange={(v) => set('productId', v)}>
          <SelectTrigger id="promo-product" {...fieldProps('productId')}>
            <SelectValue placeholder="Choose a product" />
          </SelectTrigger>
          <SelectContent>
            {products.map((p) => (
              <SelectItem key={p.id} value={String(p.id)}>
                {p.name} ({p.code})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError id="promo-productId-error">{errors.productId}</FieldError>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="promo-max-uses">Max Uses</Label>
          <Input
            id="promo-max-uses"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={String(values.maxUses)}
            // admin.md section 5: a non-numeric entry becomes 0, which the contract then rejects.
            onChange={(e) => set('maxUses', Number.parseInt(e.target.value, 10) || 0)}
            className="tabular-nums"
            {...fieldProps('maxUses')}
          />
          <FieldError id="promo-maxUses-error">{errors.maxUses}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="promo-expires">Expiry Date (optional)</Label>
          <Input
            id="promo-expires"
            type="date"
            value={values.expiresOn}
            onChange={(e) => set('expiresOn', e.target.value)}
            {...fieldProps('expiresAt')}
          />
          <FieldError id="promo-expiresAt-error">{errors.expiresAt}</FieldError>
        </div>
      </div>

      <CheckboxField
        id="promo-active"
        label="Active"
        checked={values.isActive}
        onCheckedChange={(checked) => set('isActive', checked)}
      />

      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        submitLabel={isEdit ? 'Update' : 'Create'}
        pendingLabel={isEdit ? 'Updating...' : 'Creating...'}
        submitDisabled={values.code.trim() === ''}
      />
    </form>
  );
}
