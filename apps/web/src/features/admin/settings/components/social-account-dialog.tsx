// Add or edit one social account: platform, name, link, description, icon, display options, order.
import { useState } from 'react';
import { ZSocialMediaInput } from '@trajectory/contracts/admin-settings';
import { SOCIAL_PLATFORMS, type TSocialMediaAccount } from '@trajectory/contracts/site';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useCreateSocialAccount, type TSocialMediaBody } from '../api/create-social-account';
import { useUpdateSocialAccount } from '../api/update-social-account';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { IconUpload } from './icon-upload';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { CheckboxField } from '@/features/admin/common/components/checkbox-field';
import { LabelledField } from '@/features/admin/common/components/labelled-field';

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
  const [values, setValues] = useState<Values>(() => valuesOf(account));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [isUploading, setIsUploading] = useState(false);
  const create = useCreateSocialAccount();
  const update = useUpdateSocialAccount();
  const isPending = create.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const isMissingRequired = !values.platform || !values.account.trim() || !values.link.trim();
  const invalid = (key: keyof Values) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `social-${key}-error` : undefined,
  });

  const onSubmit = () => {
    const body: TSocialMediaBody = {
      platform: values.platform as TSocialMediaBody['platform'],
      account: values.account,
      link: values.link.trim(),
      description: values.description.trim() || null,
      logo: values.logo ?? '',
      showLogo: values.showLogo,
      showDescription: values.showDescription,
      position: values.position,
      sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
      isActive: values.isActive,
    };
    const parsed = ZSocialMediaInput.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
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
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-1 flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <LabelledField id="social-platform" label="Platform" error={errors.platform}>
          <Select value={values.platform} onValueChange={(v) => set('platform', v)}>
            <SelectTrigger id="social-platform" {...invalid('platform')}>
              <SelectValue placeholder="Choose a platform" />
            </SelectTrigger>
            <SelectContent>
              {SOCIAL_PLATFORMS.map((platform) => (
                <SelectItem key={platform} value={platform}>
                  {platform}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </LabelledField>
        <LabelledField id="social-account" label="Account Name" error={errors.account}>
          <Input
            id="social-account"
            value={values.account}
            onChange={(e) => set('account', e.target.value)}
            placeholder="@trajectory"
            {...invalid('account')}
          />
        </LabelledField>
      </div>
      <LabelledField id="social-link" label="Link" error={errors.link}>
        <Input
          id="social-link"
          type="url"
          inputMode="url"
          value={values.link}
          onChange={(e) => set('link', e.target.value)}
          placeholder="https://"
          {...invalid('link')}
        />
      </LabelledField>
      <LabelledField id="social-description" label="Description" error={errors.description}>
        <Textarea
          id="social-description"
          rows={2}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          {...invalid('description')}
        />
      </LabelledField>
      <IconUpload
        value={values.logo}
        onChange={(path) => set('logo', path)}
        onUploadingChange={setIsUploading}
      />
      <FieldError>{errors.logo}</FieldError>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <LabelledField id="social-position" label="Position" error={errors.position}>
          <Select value={values.position} onValueChange={(v) => set('position', v as Position)}>
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
        </LabelledField>
        <LabelledField id="social-sort-order" label="Sort Order" error={errors.sortOrder}>
          <Input
            id="social-sort-order"
            type="number"
            min={0}
            step={1}
            className="tabular-nums"
            value={values.sortOrder}
            onChange={(e) => set('sortOrder', e.target.value)}
            {...invalid('sortOrder')}
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
          <CheckboxField
            key={key}
            id={`social-${key}`}
            label={label}
            checked={values[key]}
            onCheckedChange={(checked) => set(key, checked)}
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
