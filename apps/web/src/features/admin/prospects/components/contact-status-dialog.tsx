// Update Contact Status (admin.md section 2): status, comments and last-contacted date of one prospect.
import { useId, useState, type FormEvent } from 'react';
import {
  CONTACT_STATUSES,
  type TAdminProspect,
  type TUpdateProspectContactRequest,
} from '@trajectory/contracts/admin-prospects';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useUpdateProspectContact } from '../api/update-prospect-contact';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';

type ContactStatus = TAdminProspect['contactStatus'];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  not_contacted: 'Not Contacted',
  contacted: 'Contacted',
  follow_up: 'Follow Up',
  closed: 'Closed',
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The local calendar day (YYYY-MM-DD) of an instant, for a date input. */
function localDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Local midnight of a day as an instant, so the table shows the same day the staff member picked. */
function localMidnightIso(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

type ContactStatusDialogProps = {
  prospect: TAdminProspect | null;
  onOpenChange: (open: boolean) => void;
};

export function ContactStatusDialog({ prospect, onOpenChange }: ContactStatusDialogProps) {
  return (
    <Dialog open={prospect !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Keyed by prospect so the form starts from that prospect's values each time. */}
        {prospect && (
          <ContactStatusForm key={prospect.id} prospect={prospect} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ContactStatusForm({ prospect, onDone }: { prospect: TAdminProspect; onDone: () => void }) {
  const [status, setStatus] = useState<ContactStatus>(prospect.contactStatus);
  const [comments, setComments] = useState(prospect.comments ?? '');
  const initialDay = localDay(prospect.lastContactedAt);
  const [day, setDay] = useState(initialDay);
  const mutation = useUpdateProspectContact();
  const ids = { status: useId(), comments: useId(), date: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TUpdateProspectContactRequest = { contactStatus: status, comments: comments.trim() || null };
    // An untouched empty date is left to the server (it stamps "now" for a reached prospect);
    // clearing a date that was there removes it.
    if (day) body.lastContactedAt = localMidnightIso(day);
    else if (initialDay) body.lastContactedAt = null;
    mutation.mutate(
      { id: prospect.id, body },
      {
        onSuccess: () => {
          notify({
            title: 'Contact Updated',
            description: `${prospect.name}'s contact information was updated.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => notifyFailure(err, 'Failed to update prospect contact info'),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-1 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Update Contact Status</DialogTitle>
        <DialogDescription>
          {prospect.name} · {prospect.businessName} · {prospect.email}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.status}>Contact Status</Label>
        <Select value={status} onValueChange={(v) => setStatus(v as ContactStatus)}>
          <SelectTrigger id={ids.status}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CONTACT_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {CONTACT_STATUS_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.comments}>Comments</Label>
        <Textarea
          id={ids.comments}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          maxLength={5000}
          rows={4}
          placeholder="Notes from the conversation"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.date}>Last Contacted</Label>
        <Input id={ids.date} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        <p className="text-xs text-muted-foreground">
          Left empty, a contacted prospect is stamped with today&apos;s date.
        </p>
      </div>
      <FormDialogFooter
        onCancel={onDone}
        isPending={mutation.isPending}
        submitLabel="Update Contact"
        pendingLabel="Updating..."
      />
    </form>
  );
}
