// Registration step 2 of 2: business name, phone (other characters blocked), consent to be contacted.
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFooter } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PHONE_HINT } from '@trajectory/contracts/prospects';
import {
  ZBusinessStep,
  keepPhoneCharacters,
  type TBusinessStep,
  type TBusinessStepInput,
} from '../lib/registration';

type BusinessStepFormProps = {
  defaultBusinessName: string;
  isPending: boolean;
  onBack: () => void;
  onSubmit: (values: TBusinessStep) => void | Promise<void>;
};

// The schema wants consent to be exactly true; the form starts it unticked.
const resolver = zodResolver(ZBusinessStep) as unknown as Resolver<
  TBusinessStepInput,
  unknown,
  TBusinessStep
>;

export function BusinessStepForm({
  defaultBusinessName,
  isPending,
  onBack,
  onSubmit,
}: BusinessStepFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TBusinessStepInput, unknown, TBusinessStep>({
    resolver,
    defaultValues: { businessName: defaultBusinessName, phone: '', consentToContact: false },
  });
  const phoneField = register('phone');

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="registration-business-name">Business name</Label>
        <Input
          id="registration-business-name"
          autoComplete="organization"
          aria-invalid={errors.businessName ? true : undefined}
          aria-describedby={errors.businessName ? 'registration-business-name-error' : undefined}
          {...register('businessName')}
        />
        <FieldError id="registration-business-name-error">{errors.businessName?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="registration-phone">Phone</Label>
        <Input
          id="registration-phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(555) 123-4567"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={
            errors.phone ? 'registration-phone-hint registration-phone-error' : 'registration-phone-hint'
          }
          {...phoneField}
          onChange={(event) => {
            event.target.value = keepPhoneCharacters(event.target.value);
            void phoneField.onChange(event);
          }}
        />
        <p id="registration-phone-hint" className="text-xs text-muted-foreground">
          {PHONE_HINT}
        </p>
        <FieldError id="registration-phone-error">{errors.phone?.message}</FieldError>
      </div>
      <p className="flex gap-2 rounded-lg border border-indigo-100 bg-indigo-50 p-3 text-sm text-indigo-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        We use your business name to title your reports, and your phone number only to help with your
        projection. We never sell your details.
      </p>
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="consentToContact"
            render={({ field }) => (
              <Checkbox
                id="registration-consent"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={errors.consentToContact ? true : undefined}
                aria-describedby={errors.consentToContact ? 'registration-consent-error' : undefined}
              />
            )}
          />
          <Label htmlFor="registration-consent" className="leading-snug font-normal">
            I authorize Trajectory to contact me by e-mail and phone, including automated communications,
            about my projections and its services.
          </Label>
        </div>
        <FieldError id="registration-consent-error">{errors.consentToContact?.message}</FieldError>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={isPending}>
          Back
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Creating...' : 'Complete'}
        </Button>
      </DialogFooter>
    </form>
  );
}
