// The contact form settings: where messages go, the form's title and text, and the auto-reply.
import { Controller, useForm } from 'react-hook-form';
import {
  ZContactSettingsInput,
  type TContactSettings,
  type TContactSettingsInput,
} from '@trajectory/contracts/admin-settings';
import { CONTACT_PAGE_DEFAULTS } from '@trajectory/contracts/site';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useAdminContactSettings } from '../api/get-admin-contact-settings';
import { useSaveContactSettings } from '../api/save-contact-settings';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { CheckboxField } from '@/features/admin/common/components/checkbox-field';
import { contractResolver } from '@/features/admin/common/lib/contract-resolver';
import { fieldAria } from '@/features/admin/common/lib/form-errors';

type Values = TContactSettingsInput;
const resolver = contractResolver(ZContactSettingsInput, (values: Values) => values);

/** admin.md section 9; the contact e-mail has no default and must be typed. */
const DEFAULTS: Values = {
  contactEmail: '',
  ...CONTACT_PAGE_DEFAULTS,
  autoReplyEnabled: true,
  autoReplySubject: 'Thank you for contacting us',
  autoReplyMessage: 'We have received your message and will get back to you soon.',
  isActive: true,
};

const valuesOf = (saved: TContactSettings | undefined): Values =>
  saved
    ? {
        contactEmail: saved.contactEmail,
        contactFormTitle: saved.contactFormTitle,
        contactFormDescription: saved.contactFormDescription,
        autoReplyEnabled: saved.autoReplyEnabled,
        autoReplySubject: saved.autoReplySubject,
        autoReplyMessage: saved.autoReplyMessage,
        isActive: saved.isActive,
      }
    : DEFAULTS;

export function ContactSettingsCard() {
  const settings = useAdminContactSettings();
  return (
    <Card className="gap-0 overflow-hidden p-0">
      <CardHeader className="flex flex-col gap-1 border-b border-border p-4 md:p-6">
        <CardTitle>Contact Form Settings</CardTitle>
        <CardDescription>What the public contact page shows, and the reply visitors receive.</CardDescription>
      </CardHeader>
      {settings.isPending ? (
        <div role="status" aria-label="Loading contact settings" className="flex flex-col gap-4 p-6">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : settings.isError ? (
        <StatusPanel
          title="Could not load contact settings"
          onRetry={() => void settings.refetch()}
          className="m-4 border-0 shadow-none"
        >
          {settings.error.message}
        </StatusPanel>
      ) : (
        <ContactSettingsForm key={settings.data.updatedAt} saved={settings.data} />
      )}
    </Card>
  );
}

function ContactSettingsForm({ saved }: { saved: TContactSettings | undefined }) {
  const form = useForm<Values, unknown, TContactSettingsInput>({ resolver, defaultValues: valuesOf(saved) });
  const { errors } = form.formState;
  const save = useSaveContactSettings();
  const describe = fieldAria<keyof Values>('contact', errors);

  const onSubmit = form.handleSubmit((body) => {
    save.mutate(
      { id: saved?.id, body },
      {
        onSuccess: () =>
          notify({ title: 'Success', description: 'Contact settings saved.', variant: 'success' }),
        onError: (err) => notifyFailure(err, 'Failed to save contact settings'),
      },
    );
  });

  /** The page's own words when the field is left blank: the placeholder and a line under the field. */
  const pageDefault = (key: keyof Values) => {
    if (key !== 'contactFormTitle' && key !== 'contactFormDescription') return null;
    const words = CONTACT_PAGE_DEFAULTS[key];
    return {
      placeholder: words,
      hint: (
        <p id={`contact-${key}-hint`} className="text-xs text-muted-foreground">
          Left blank, the contact page shows “{words}”.
        </p>
      ),
    };
  };
  const ariaOf = (key: keyof Values) => {
    const aria = describe(key);
    const hint = pageDefault(key) ? `contact-${key}-hint` : undefined;
    const ids = [aria['aria-describedby'], hint].filter(Boolean).join(' ');
    return { ...aria, 'aria-describedby': ids || undefined };
  };
  const text = (key: 'contactFormTitle' | 'autoReplySubject', label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`contact-${key}`}>{label}</Label>
      <Input
        id={`contact-${key}`}
        placeholder={pageDefault(key)?.placeholder}
        {...ariaOf(key)}
        {...form.register(key)}
      />
      {pageDefault(key)?.hint}
      <FieldError id={`contact-${key}-error`}>{errors[key]?.message}</FieldError>
    </div>
  );
  const area = (key: 'contactFormDescription' | 'autoReplyMessage', label: string, rows: number) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`contact-${key}`}>{label}</Label>
      <Textarea
        id={`contact-${key}`}
        rows={rows}
        placeholder={pageDefault(key)?.placeholder}
        {...ariaOf(key)}
        {...form.register(key)}
      />
      {pageDefault(key)?.hint}
      <FieldError id={`contact-${key}-error`}>{errors[key]?.message}</FieldError>
    </div>
  );
  const check = (key: 'autoReplyEnabled' | 'isActive', label: string) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => (
        <CheckboxField
          id={`contact-${key}`}
          label={label}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4 p-4 md:p-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="contact-contactEmail">Contact Email</Label>
        <Input
          id="contact-contactEmail"
          type="email"
          required
          autoComplete="email"
          {...describe('contactEmail')}
          {...form.register('contactEmail')}
        />
        <FieldError id="contact-contactEmail-error">{errors.contactEmail?.message}</FieldError>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {text('contactFormTitle', 'Form Title')}
        {area('contactFormDescription', 'Form Description', 2)}
      </div>
      {check('autoReplyEnabled', 'Send an auto-reply')}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {text('autoReplySubject', 'Auto-Reply Subject')}
        {area('autoReplyMessage', 'Auto-Reply Message', 3)}
      </div>
      {check('isActive', 'Active')}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full md:w-auto">
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
