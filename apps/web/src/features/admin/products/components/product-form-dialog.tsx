// Add or edit a product (admin.md sections 3, 5 and 9): every product field, checked by the server's contract.
import { Controller, useForm } from 'react-hook-form';
import { ZAdminProductInput, type TAdminProductInput } from '@trajectory/contracts/admin-products';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { contractResolver } from '@/features/admin/common/lib/contract-resolver';
import { serverFieldError, fieldAria } from '@/features/admin/common/lib/form-errors';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { CheckboxField } from '@/features/admin/common/components/checkbox-field';
import { LabelledField } from '@/features/admin/common/components/labelled-field';
import { PLAN_CODES, planProjectionYears, type TProduct } from '@trajectory/contracts/products';

/** The free plan keeps its code for ever (docs/decisions.md "Staff area (server)"). */
export const FREE_PLAN_CODE = PLAN_CODES.free;

type ProductFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product being edited; null to add one. */
  product: TProduct | null;
};

type FormValues = {
  code: string;
  name: string;
  description: string;
  type: 'Free' | 'Paid';
  price: string;
  questionnairesPerEmail: string;
  statementsType: 'Simple' | 'Complete';
  chartsCount: string;
  projectionYears: '3' | '5';
  canBookMeeting: boolean;
  hasAiAssessment: boolean;
  acceptsPromoCodes: boolean;
  isActive: boolean;
};

type Flag = 'canBookMeeting' | 'hasAiAssessment' | 'acceptsPromoCodes' | 'isActive';
const FLAGS: { key: Flag; label: string }[] = [
  { key: 'canBookMeeting', label: 'Can book a meeting' },
  { key: 'hasAiAssessment', label: 'AI assessment' },
  { key: 'acceptsPromoCodes', label: 'Accepts promo codes' },
  { key: 'isActive', label: 'Active' },
];

/** admin.md section 9: Free, price 0, 1 questionnaire per email, Simple, 0 charts, no extras, active. */
export const NEW_PRODUCT_VALUES: FormValues = {
  code: '',
  name: '',
  description: '',
  type: 'Free',
  price: '0.00',
  questionnairesPerEmail: '1',
  statementsType: 'Simple',
  chartsCount: '0',
  projectionYears: '3',
  canBookMeeting: false,
  hasAiAssessment: false,
  acceptsPromoCodes: false,
  isActive: true,
};

function initialValues(product: TProduct | null): FormValues {
  if (!product) return NEW_PRODUCT_VALUES;
  return {
    ...product,
    price: product.price,
    questionnairesPerEmail: String(product.questionnairesPerEmail),
    chartsCount: String(product.chartsCount),
    projectionYears: String(planProjectionYears(product)) as '3' | '5',
  };
}

const resolver = contractResolver(ZAdminProductInput, (values: FormValues) => values);

export function ProductFormDialog({ open, onOpenChange, product }: ProductFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        {open && <ProductForm product={product} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({ product, onDone }: { product: TProduct | null; onDone: () => void }) {
  const form = useForm<FormValues, unknown, TAdminProductInput>({
    resolver,
    defaultValues: initialValues(product),
  });
  const { errors } = form.formState;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const isEdit = product !== null;
  const isPending = create.isPending || update.isPending;
  const isFreePlan = product?.code === FREE_PLAN_CODE;
  const type = form.watch('type');

  const a11y = fieldAria<keyof FormValues>('product', errors);
  const code = form.register('code');

  const onSubmit = form.handleSubmit((input) => {
    const [title, fallback] = isEdit
      ? ['Update Failed', 'Failed to update product']
      : ['Creation Failed', 'Failed to create product'];
    const callbacks = {
      onSuccess: (saved: TProduct) => {
        notify({
          title: 'Success',
          description: `${saved.name} ${isEdit ? 'updated' : 'created'}`,
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
        notifyFailure(err, fallback, title);
      },
    };
    if (isEdit) update.mutate({ id: product.id, input }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-1 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{isEdit ? 'Edit Product' : 'Add Product'}</DialogTitle>
        <DialogDescription>
          What a plan costs and what it includes. Visitors see active products on the home page.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <LabelledField
          id="product-code"
          label="Code"
          error={errors.code?.message}
          hint={isFreePlan ? 'The free plan keeps its code.' : undefined}
        >
          <Input
            id="product-code"
            {...code}
            onChange={(e) => {
              e.target.value = e.target.value.toUpperCase();
              void code.onChange(e);
            }}
            placeholder="P05"
            autoComplete="off"
            disabled={isFreePlan}
            className="font-mono uppercase"
            {...a11y('code')}
          />
        </LabelledField>
        <LabelledField id="product-name" label="Name" error={errors.name?.message}>
          <Input id="product-name" {...a11y('name')} {...form.register('name')} />
        </LabelledField>
      </div>

      <LabelledField
        id="product-description"
        label="Description"
        error={errors.description?.message}
        hint="Shown on the home page."
      >
        <Textarea
          id="product-description"
          rows={3}
          {...a11y('description')}
          {...form.register('description')}
        />
      </LabelledField>

      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField id="product-type" label="Type" error={errors.type?.message}>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(v) => {
                  field.onChange(v);
                  // The server prices a Free product at 0.00; choosing Free sets it rather than failing on save.
                  if (v === 'Free') form.setValue('price', '0.00');
                  form.clearErrors(['type', 'price']);
                }}
              >
                <SelectTrigger id="product-type" {...a11y('type')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="Free">Free</SelectItem>
                  <SelectItem value="Paid">Paid</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </LabelledField>
        <LabelledField
          id="product-price"
          label="Price (USD)"
          error={errors.price?.message}
          hint={type === 'Free' ? 'A Free product costs 0.00.' : undefined}
        >
          <Input
            id="product-price"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            disabled={type === 'Free'}
            className="tabular-nums"
            {...a11y('price')}
            {...form.register('price')}
          />
        </LabelledField>
        <LabelledField
          id="product-questionnairesPerEmail"
          label="Questionnaires per Email"
          error={errors.questionnairesPerEmail?.message}
        >
          <Input
            id="product-questionnairesPerEmail"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="tabular-nums"
            {...a11y('questionnairesPerEmail')}
            {...form.register('questionnairesPerEmail')}
          />
        </LabelledField>
        <LabelledField id="product-statementsType" label="Statements" error={errors.statementsType?.message}>
          <Controller
            control={form.control}
            name="statementsType"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="product-statementsType" {...a11y('statementsType')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="Simple">Simple (P&amp;L only)</SelectItem>
                  <SelectItem value="Complete">Complete (all three statements)</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </LabelledField>
        <LabelledField id="product-chartsCount" label="Charts" error={errors.chartsCount?.message}>
          <Input
            id="product-chartsCount"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="tabular-nums"
            {...a11y('chartsCount')}
            {...form.register('chartsCount')}
          />
        </LabelledField>
        <LabelledField
          id="product-projectionYears"
          label="Years Projected"
          error={errors.projectionYears?.message}
          hint="How many years the statements of this plan's holders show."
        >
          <Controller
            control={form.control}
            name="projectionYears"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="product-projectionYears" {...a11y('projectionYears')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="3">3 years</SelectItem>
                  <SelectItem value="5">5 years</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </LabelledField>
      </div>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Includes</legend>
        {FLAGS.map(({ key, label }) => (
          <Controller
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <CheckboxField
                id={`product-${key}`}
                label={label}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </fieldset>

      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        submitLabel={isEdit ? 'Update Product' : 'Create Product'}
        pendingLabel={isEdit ? 'Updating...' : 'Creating...'}
      />
    </form>
  );
}
