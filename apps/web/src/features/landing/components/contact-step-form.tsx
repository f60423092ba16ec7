// Registration step 1 of 2: e-mail (lowercased as typed), full name and plan.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { useProducts } from '@/api/get-products';
import { ZContactStep, type TContactStep, type TContactStepInput } from '../lib/registration';

type ContactStepFormProps = {
  defaultValues: TContactStepInput;
  isPending: boolean;
  onSubmit: (values: TContactStep) => void | Promise<void>;
};

function PlanChoices({
  value,
  onChange,
  isInvalid,
}: {
  value: string;
  onChange: (v: string) => void;
  isInvalid: boolean;
}) {
  const products = useProducts();
  if (products.isPending) return <Skeleton className="h-24 w-full" />;
  // Without the list the free plan is still offered, so registration never dead-ends.
  const plans = products.data?.length
    ? products.data.map((product) => ({ name: product.name, price: formatPrice(product) }))
    : [{ name: value, price: '' }];
  return (
    <RadioGroup
      value={value}
      onValueChange={onChange}
      aria-labelledby="registration-plan-label"
      aria-describedby={isInvalid ? 'registration-plan-error' : undefined}
      aria-invalid={isInvalid || undefined}
      className="gap-2"
    >
      {plans.map((plan, index) => (
        <Label
          key={plan.name}
          htmlFor={`registration-plan-${index}`}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-indigo-50"
        >
          <RadioGroupItem id={`registration-plan-${index}`} value={plan.name} />
          <span className="flex-1">{plan.name}</span>
          {plan.price && <span className="text-muted-foreground tabular-nums">{plan.price}</span>}
        </Label>
      ))}
    </RadioGroup>
  );
}

export function ContactStepForm({ defaultValues, isPending, onSubmit }: ContactStepFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TContactStepInput, unknown, TContactStep>({
    resolver: zodResolver(ZContactStep),
    defaultValues,
  });
  const emailField = register('email');

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="registration-email">Email</Label>
        <Input
          id="registration-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'registration-email-error' : undefined}
          {...emailField}
          onChange={(event) => {
            event.target.value = event.target.value.toLowerCase();
            void emailField.onChange(event);
          }}
        />
        <FieldError id="registration-email-error">{errors.email?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="registration-name">Full name</Label>
        <Input
          id="registration-name"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'registration-name-error' : undefined}
          {...register('name')}
        />
        <FieldError id="registration-name-error">{errors.name?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <span id="registration-plan-label" className="text-sm font-medium">
          Plan
        </span>
        <Controller
          control={control}
          name="plan"
          render={({ field }) => (
            <PlanChoices value={field.value} onChange={field.onChange} isInvalid={Boolean(errors.plan)} />
          )}
        />
        <FieldError id="registration-plan-error">{errors.plan?.message}</FieldError>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Validating...' : 'Continue'}
        </Button>
      </DialogFooter>
    </form>
  );
}
