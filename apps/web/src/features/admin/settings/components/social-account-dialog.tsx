// Add or edit one social account: platform, name, link, description, icon, display options, order.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ZSocialMediaInput, type TSocialMediaInput } from '@trajectory/contracts/admin-settings';
import { SOCIAL_PLATFORMS, type TSocialMediaAccount } from '@trajectory/contracts/site';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useCreateSocialAccount } from '../api/create-social-account';
import { useUpdateSocialAccount } from '../api/update-social-account';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { contractResolver } from '@/features/admin/common/lib/contract-resolver';
import { IconUpload } from './icon-upload';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { CheckboxField } from '@/features/admin/common/components/checkbox-field';
import { LabelledField } from '@/features/admin/common/components/labelled-field';
import { fieldAria } from '@/features/admin/common/lib/form-errors';

type Position = TSocialMediaAccount['position'];
const POSITIONS: { value: Position; label: string }[] = [
  { value: 'top', label: 'Top (contact section)' },
  { value: 'bottom', label: 'Bottom (footer)' },
  { value: 'both', label: 'Both' },
];

type Values = {
  platform: string;
  account: string;
  link: string;
  description: string;
  logo: string | null;
  showLogo: boolean;
  showDescription: boolean;
  position: Position;
  sortOrder: string;
  isActive: boolean;
};

/** admin.md section 9: position bottom, logo and description shown, sort order 0. */
const valuesOf = (account: TSocialMediaAccount | null): Values => ({
  platform: account?.platform ?? '',
  account: account?.account ?? '',
  link: account?.link ?? '',
  description: account?.description ?? '',
  logo: account?.logo ?? null,
  showLogo: account?.showLogo ?? true,
  showDescription: account?.showDescription ?? true,
  position: account?.position ?? 'bottom',
  sortOrder: String(account?.sortOrder ?? 0),
  isActive: account?.isActive ?? true,
});

const resolver = contractResolver(ZSocialMediaInput, (values: Values) => ({
  ...values,
  link: values.link.trim(),
  description: values.description.trim() || null,
  logo: values.logo ?? '',
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
}));

type SocialAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; null to add one. */
  account: TSocialMediaAccount | null;
};

export function SocialAccountDialog({ open, onOpenChange, account }: SocialAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-xl">
        <DialogHeader>
          <DialogTitle>{account ? 'Edit Social Media Account' : 'Add Social Media Account'}</DialogTitle>
          <DialogDescription>Shown on the home page and the contact page while active.</DialogDescription>
        </DialogHeader>
        <SocialAccountForm key={account?.id ?? 'new'} account={account} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SocialAccountForm({ account, onDone }: { account: TSocialMediaAccount | null; onDone: () => void }) {
  const form = useForm<Values, unknown, TSocialMediaInput>({ resolver, defaultValues: valuesOf(account) });
  const { errors } = form.formState;
  const [isUploading, setIsUploading] = useState(false);
  const create = useCreateSocialAccount();
  const update = useUpdateSocialAccount();
  const isPending = create.isPending || update.isPending;
  const [platform, accountName, link] = form.watch(['platform', 'account', 'link']);
  const isMissingRequired = !platform || !accountName.trim() || !link.trim();
  const invalid = fieldAria<keyof Values>('social', errors);

  const onSubmit = form.handleSubmit((body) => {
    const onSuccess = () => {
      notify({
        title: 'Success',
        description: account ? 'Social media account updated.' : 'Social media account added.',
        variant: 'success',
      });
      onDone();
    };
    if (account) {
      update.mutate(
        { id: account.id, body },
        { onSuccess, onError: (err) => notifyFailure(err, 'Failed to update social media account') },
      );
    } else {
      create.mutate(body, {
        onSuccess,
        onError: (err) => notifyFailure(err, 'Failed to save social media account'),
      });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-1 flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <LabelledField id="social-platform" label="Platform" error={errors.platform?.message}>
          <Controller
            control={form.control}
            name="platform"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="social-platform" {...invalid('platform')}>
                  <SelectValue placeholder="Choose a platform" />
                </SelectTrigger>
                <SelectContent>
                  {SOCIAL_PLATFORMS.map((name) => (
                    <SelectItem key={name} value={name}>
                      {name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </LabelledField>
        <LabelledField id="social-account" label="Account Name" error={errors.account?.message}>
          <Input
            id="social-account"
            placeholder="@trajectory"
            {...invalid('account')}
            {...form.register('account')}
          />
        </LabelledField>
      </div>
      <LabelledField id="social-link" label="Link" error={errors.link?.message}>
        <Input
          id="social-link"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...invalid('link')}
          {...form.register('link')}
        />
      </LabelledField>
      <LabelledField id="social-description" label="Description" error={errors.description?.message}>
        <Textarea
          id="social-description"
          rows={2}
          {...invalid('description')}
          {...form.register('description')}
        />
      </LabelledField>
      <Controller
        control={form.control}
        name="logo"
        render={({ field }) => (
          <IconUpload value={field.value} onChange={field.onChange} onUploadingChange={setIsUploading} />
        )}
      />
      <FieldError>{errors.logo?.message}</FieldError>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <LabelledField id="social-position" label="Position" error={errors.position?.message}>
          <Controller
            control={form.control}
            name="position"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="social-position">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {POSITIONS.map(({ value, label }) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </LabelledField>
        <LabelledField id="social-sortOrder" label="Sort Order" error={errors.sortOrder?.message}>
          <Input
            id="social-sortOrder"
            type="number"
            min={0}
            step={1}
            className="tabular-nums"
            {...invalid('sortOrder')}
            {...form.register('sortOrder')}
          />
        </LabelledField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Display options</legend>
        {(
          [
            ['showLogo', 'Show logo'],
            ['showDescription', 'Show description'],
            ['isActive', 'Active'],
          ] as const
        ).map(([key, label]) => (
          <Controller
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <CheckboxField
                id={`social-${key}`}
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
        submitLabel={account ? 'Update Account' : 'Add Account'}
        pendingLabel="Saving..."
        submitDisabled={isUploading || isMissingRequired}
      />
    </form>
  );
}
