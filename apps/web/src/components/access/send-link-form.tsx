// "Send me my link": an e-mail box that asks for an access link, then shows "check your inbox".
import { useId, useState, type FormEvent } from 'react';
import { ZEmail } from '@trajectory/contracts/prospects';
import { useRequestAccessLink } from '@/api/access/request-access-link';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { LinkSentNotice } from './link-sent-notice';

/** `redirectTo`: the page the link opens after the click (the server keeps only same-origin paths). */
export function SendLinkForm({ redirectTo }: { redirectTo?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useRequestAccessLink();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setFieldError(null);
    request.mutate({ email: parsed.data, ...(redirectTo ? { redirectTo } : {}) });
  }

  if (request.isSuccess) {
    return (
      <LinkSentNotice
        sent={request.data}
        actions={
          <Button variant="outline" className="w-fit" onClick={() => request.reset()}>
            Use a different e-mail
          </Button>
        }
      />
    );
  }

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const error = fieldError ?? (request.isError ? errorMessage(request.error) : null);
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Email Address</Label>
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value.trim().toLowerCase())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      </div>
      <Button type="submit" disabled={request.isPending} className="w-full sm:w-fit">
        {request.isPending ? 'Sending...' : 'Send me my link'}
      </Button>
    </form>
  );
}
