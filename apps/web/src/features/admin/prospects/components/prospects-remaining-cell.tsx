// Inline edit of a prospect's remaining reports: click, type a number, Enter or Save; Escape cancels.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { ZUpdateSubmissionsRequest } from '@trajectory/contracts/admin-prospects';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useUpdateProspectSubmissions } from '../api/update-prospect-submissions';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

type ProspectsRemainingCellProps = {
  prospectId: string;
  prospectName: string;
  remaining: number;
};

/** The contract's own rule and messages: a whole number ('Please enter…'), not negative ('… cannot be negative'). */
export function parseRemaining(text: string): { remaining: number } | { error: string } {
  const parsed = ZUpdateSubmissionsRequest.safeParse({ remaining: text.trim() });
  if (parsed.success) return { remaining: parsed.data.remaining };
  return { error: parsed.error.issues[0]?.message ?? 'Please enter a valid number for remaining reports' };
}

export function ProspectsRemainingCell({ prospectId, prospectName, remaining }: ProspectsRemainingCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateProspectSubmissions();
  const errorId = useId();
  const editButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setDraft(null);
    setError(null);
    // Focus returns to the value it came from, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = () => {
    if (draft === null || mutation.isPending) return;
    const result = parseRemaining(draft);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    mutation.mutate(
      { id: prospectId, remaining: result.remaining },
      {
        onSuccess: (updated) => {
          notify({
            title: 'Remaining Reports Updated',
            description: `${prospectName} can now create ${updated.remaining} more report${updated.remaining === 1 ? '' : 's'}.`,
            variant: 'success',
          });
          close();
        },
        onError: (err) => notifyFailure(err, 'Failed to update submissions'),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (draft === null) {
    return (
      <Button
        ref={editButton}
        variant="ghost"
        size="sm"
        className="tabular-nums"
        onClick={() => setDraft(String(remaining))}
        aria-label={`Remaining reports for ${prospectName}: ${remaining}. Edit`}
        data-testid="remaining-value"
      >
        {remaining}
        <Pencil aria-hidden="true" className="text-muted-foreground" />
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <Input
          autoFocus
          inputMode="numeric"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-label={`Remaining reports for ${prospectName}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={mutation.isPending}
          className="h-8 w-20 tabular-nums"
        />
        <Button size="sm" onClick={save} disabled={mutation.isPending} aria-label="Save remaining reports">
          {mutation.isPending ? 'Saving...' : <Check aria-hidden="true" />}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={close}
          disabled={mutation.isPending}
          aria-label="Cancel editing remaining reports"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <FieldError id={errorId} role="alert" className="max-w-56 text-xs whitespace-normal">
        {error}
      </FieldError>
    </div>
  );
}
