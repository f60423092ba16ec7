// The prospects table: contact details, plan, usage with inline remaining edit, status and row actions.
import { BadgeDollarSign, Link2, MessageSquareText, Trash2 } from 'lucide-react';
import type { TAdminProspect } from '@trajectory/contracts/admin-prospects';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { CONTACT_STATUS_LABELS } from './contact-status-dialog';
import { ProspectsRemainingCell } from './prospects-remaining-cell';
import { ProspectsStatusBadge } from './prospects-status-badge';

type ProspectsTableProps = {
  prospects: TAdminProspect[];
  onEditContact: (prospect: TAdminProspect) => void;
  onGrantPlan: (prospect: TAdminProspect) => void;
  onShareLinks: (prospect: TAdminProspect) => void;
  onDelete: (prospect: TAdminProspect) => void;
};

export function ProspectsTable({
  prospects,
  onEditContact,
  onGrantPlan,
  onShareLinks,
  onDelete,
}: ProspectsTableProps) {
  return (
    <Table aria-label="Prospects">
      <TableHeader>
        <TableRow>
          <TableHead>Prospect</TableHead>
          <TableHead>Business</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead numeric>Requests / Max</TableHead>
          <TableHead>Remaining</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Contact Status</TableHead>
          <TableHead>Last Contacted</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {prospects.map((p) => (
          <TableRow key={p.id} data-testid="prospect-row" data-prospect-id={p.id}>
            {/* Name, e-mail and phone share one cell so the usage and status columns fit on a laptop. */}
            <TableCell className="max-w-44 md:max-w-52">
              <span className="block truncate font-medium">{p.name}</span>
              <span className="block truncate text-xs text-muted-foreground" title={p.email}>
                {p.email}
              </span>
              <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                {p.phone || '—'}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{p.businessName}</TableCell>
            <TableCell className="whitespace-nowrap">{p.selectedPlan}</TableCell>
            <TableCell numeric data-testid="requests-of-max">
              {p.requests} / {p.maxSubmissions}
            </TableCell>
            <TableCell>
              <ProspectsRemainingCell
                key={`${p.id}-${p.remaining}`}
                prospectId={p.id}
                prospectName={p.name}
                remaining={p.remaining}
              />
            </TableCell>
            <TableCell>
              <ProspectsStatusBadge status={p.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{CONTACT_STATUS_LABELS[p.contactStatus]}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(p.lastContactedAt)}</TableCell>
            <TableCell>
              <div className="flex justify-end">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => onEditContact(p)}
                  aria-label={`Update contact status of ${p.name}`}
                  title="Update Contact Status"
                >
                  <MessageSquareText aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => onGrantPlan(p)}
                  aria-label={`Grant plan to ${p.name}`}
                  title="Grant Plan"
                >
                  <BadgeDollarSign aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => onShareLinks(p)}
                  aria-label={`Share links of ${p.name}`}
                  title="Share Links"
                >
                  <Link2 aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-negative hover:bg-rose-50"
                  onClick={() => onDelete(p)}
                  aria-label={`Delete ${p.name}`}
                  title="Delete"
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
