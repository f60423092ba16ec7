// The contact form: name, e-mail, an optional phone, subject and message, validated with the server's own
// messages; a signed-in founder's name, e-mail and phone come filled in (`prefill`).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { ZContactRequest, type TContactRequest } from '@trajectory/contracts/visitor';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const EMPTY: TContactRequest = { name: '', email: '', phone: '', subject: '', message: '' };

/** Who is writing, when this browser knows: filled in, and still editable. */
export type ContactPrefill = Pick<TContactRequest, 'name' | 'email' | 'phone'>;

type ContactFormProps = {
  prefill?: ContactPrefill;
  isSending: boolean;
  /** Resolves true when the message was sent, so the form clears only then. */
  onSend: (message: TContactRequest) => Promise<boolean>;
};

type FieldName = keyof TContactRequest;

export function ContactForm({ prefill, isSending, onSend }: ContactFormProps) {
  const initial = { ...EMPTY, ...prefill };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TContactRequest>({ resolver: zodResolver(ZContactRequest), defaultValues: initial });

  const field = (name: FieldName) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    ...register(name),
  });
  const error = (name: FieldName) => (
    <FieldError id={`contact-${name}-error`}>{errors[name]?.message}</FieldError>
  );

  const submit = handleSubmit(async (values) => {
    if (await onSend(values)) reset(initial);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="contact-name">Full Name</Label>
          <Input autoComplete="name" placeholder="Jane Smith" {...field('name')} />
          {error('name')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="contact-email">Email Address</Label>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
          {error('email')}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="contact-phone">
          Phone <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...field('phone')} />
        {error('phone')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input placeholder="How can we help?" {...field('subject')} />
        {error('subject')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          rows={6}
          placeholder="Tell us a little about your business and your question."
          {...field('message')}
        />
        {error('message')}
      </div>
      <Button type="submit" disabled={isSending} className="w-full md:w-fit">
        <Send aria-hidden="true" />
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
