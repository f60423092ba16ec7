// The activity rows: when, who, what and the summary; a row opens to show the changed fields before and after.
import { Fragment, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { auditActionLabel, type TAdminAuditEntry } from '@trajectory/contracts/admin-audit';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatTime } from '@/lib/format';

/** A field's value as text: strings as they are, nothing as a dash, the rest as JSON. */
function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ChangedFields({ entry }: { entry: TAdminAuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) {
    return <p className="text-sm text-muted-foreground">No field changed.</p>;
  }
  return (
    <Table aria-label="Changed fields" className="text-xs">
      <TableHeader>
        <TableRow>
          <TableHead>Field</TableHead>
          <TableHead>Before</TableHead>
          <TableHead>After</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field} data-testid="audit-field">
            <TableCell className="font-mono align-top whitespace-nowrap">{field}</TableCell>
            <TableCell className="max-w-80 align-top break-words whitespace-pre-wrap">
              {show(entry.before?.[field])}
            </TableCell>
            <TableCell className="max-w-80 align-top break-words whitespace-pre-wrap">
              {show(entry.after?.[field])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ActivityTable({ entries }: { entries: TAdminAuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table aria-label="Staff activity">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <span className="sr-only">Details</span>
          </TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Staff User</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Summary</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((e) => {
          const isOpen = open.has(e.id);
          const detailsId = `audit-details-${e.id}`;
          return (
            <Fragment key={e.id}>
              <TableRow data-testid="audit-row">
                <TableCell>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-expanded={isOpen}
                    aria-controls={detailsId}
                    aria-label={isOpen ? 'Hide the changed fields' : 'Show the changed fields'}
                    onClick={() => toggle(e.id)}
                  >
                    {isOpen ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                  </Button>
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  <span className="block">{formatDate(e.createdAt)}</span>
                  <span className="block text-xs text-muted-foreground">{formatTime(e.createdAt)}</span>
                </TableCell>
                <TableCell className="max-w-40 truncate" title={e.actorName}>
                  {e.actorName}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <Badge variant="secondary">{auditActionLabel(e.action)}</Badge>
                  <span className="block font-mono text-xs text-muted-foreground">{e.action}</span>
                </TableCell>
                <TableCell className="min-w-64">{e.summary || '—'}</TableCell>
              </TableRow>
              {isOpen && (
                <TableRow id={detailsId} data-testid="audit-details">
                  <TableCell />
                  <TableCell colSpan={4} className="bg-muted/40">
                    <p className="mb-2 text-xs text-muted-foreground">
                      {e.targetType}
                      {e.targetId ? ` ${e.targetId}` : ''}
                    </p>
                    <ChangedFields entry={e} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
