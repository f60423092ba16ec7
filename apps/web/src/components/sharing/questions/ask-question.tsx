// "Ask about Rent": a link's viewer asks the founder about a statement line (or one year of it) or an
// assumption, with their name and e-mail. The contract's rules are checked before it is sent; the
// server's refusals show at the field they name.
import { useId, useState, type FormEvent } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import {
  parseTarget,
  QUESTION_BODY_MAX,
  yearLabel,
  ZAskQuestion,
} from '@trajectory/contracts/share-questions';
import { yearKeysOf } from '@trajectory/contracts/statements';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldShell } from '@/components/ui/field-shell';
import { fieldClasses, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, serverFieldError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useAskQuestion } from './api';

type Field = 'name' | 'email' | 'body' | 'year';
type Errors = Partial<Record<Field | 'form', string>>;
const FIELDS: readonly string[] = ['name', 'email', 'body', 'year'];

type AskQuestionProps = {
  /** The share link's token (from the page's URL). */
  token: string;
  /** `profitLoss.rent`, `assumptions.unitPrice` (contracts' statementTarget / assumptionTarget). */
  target: string;
  /** The plan's projection years: a statement line offers each of them; an assumption has none. */
  years?: number;
  /** The button's look: a small icon button beside a line (default), or a text button. */
  variant?: 'icon' | 'text';
};

function AskForm({ token, target, years, onSent }: AskQuestionProps & { onSent: () => void }) {
  const id = useId();
  const ask = useAskQuestion(token);
  const [values, setValues] = useState({ name: '', email: '', body: '', year: '' });
  const [errors, setErrors] = useState<Errors>({});
  const parsed = parseTarget(target);
  const yearKeys = parsed?.kind === 'statement' && years ? yearKeysOf(years) : [];

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, target, year: values.year || null };
    const checked = ZAskQuestion.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        const key = (FIELDS.includes(field) ? field : 'form') as Field | 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    ask.mutate(body, {
      onSuccess: onSent,
      onError: (err) => {
        const named = serverFieldError(err);
        if (named && FIELDS.includes(named.field)) setErrors({ [named.field]: named.message });
        else setErrors({ form: errorMessage(err) });
      },
    });
  };

  const aria = (field: Field) => ({
    'aria-invalid': Boolean(errors[field]),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FieldShell id={`${id}-name`} label="Your name" isRequired error={errors.name}>
        {(describedBy) => (
          <Input
            id={`${id}-name`}
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            aria-describedby={describedBy}
            {...aria('name')}
          />
        )}
      </FieldShell>
      <FieldShell
        id={`${id}-email`}
        label="Your e-mail"
        isRequired
        hint="The answer is e-mailed to you. Other viewers of this link see your name, never your e-mail."
        error={errors.email}
      >
        {(describedBy) => (
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            aria-describedby={describedBy}
            {...aria('email')}
          />
        )}
      </FieldShell>
      {yearKeys.length > 0 && (
        <FieldShell id={`${id}-year`} label="About" error={errors.year}>
          {(describedBy) => (
            <select
              id={`${id}-year`}
              className={cn(fieldClasses, 'h-10 py-2')}
              value={values.year}
              onChange={(e) => set('year')(e.target.value)}
              aria-describedby={describedBy}
              {...aria('year')}
            >
              <option value="">The whole line</option>
              {yearKeys.map((key) => (
                <option key={key} value={key}>
                  {yearLabel(key)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      )}
      <FieldShell
        id={`${id}-body`}
        label="Your question"
        isRequired
        hint={`At most ${QUESTION_BODY_MAX} characters.`}
        error={errors.body}
      >
        {(describedBy) => (
          <Textarea
            id={`${id}-body`}
            value={values.body}
            maxLength={QUESTION_BODY_MAX}
            onChange={(e) => set('body')(e.target.value)}
            aria-describedby={describedBy}
            {...aria('body')}
          />
        )}
      </FieldShell>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-negative">
          {errors.form}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Send question'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The button beside a line or an assumption, and its dialog. Nothing for a target no plan has. */
export function AskQuestion({ token, target, years, variant = 'icon' }: AskQuestionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const parsed = parseTarget(target);
  if (!parsed) return null;
  const name = `Ask about ${parsed.label}`;
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) setIsSent(false);
      }}
    >
      <DialogTrigger asChild>
        {variant === 'icon' ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7 text-muted-foreground"
            aria-label={name}
            title={name}
          >
            <MessageCircleQuestion className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="outline" size="sm">
            <MessageCircleQuestion aria-hidden="true" />
            {name}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>
            Your question goes to the founder, who answers it on this page. You get the answer by e-mail.
          </DialogDescription>
        </DialogHeader>
        {isSent ? (
          <div role="status" className="flex flex-col gap-4">
            <p className="text-sm">
              Your question was sent. Its thread is listed with the plan&apos;s questions; the answer is
              e-mailed to you.
            </p>
            <DialogFooter>
              <Button onClick={() => setIsOpen(false)}>Close</Button>
            </DialogFooter>
          </div>
        ) : (
          <AskForm token={token} target={target} years={years} onSent={() => setIsSent(true)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
