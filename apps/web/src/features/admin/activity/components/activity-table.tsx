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

/** The changed fields as a list: the name, then its value before and after (stacked on a phone). */
function ChangedFields({ entry }: { entry: TAdminAuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) {
    return <p className="text-sm text-muted-foreground">No field changed.</p>;
  }
  return (
    <dl aria-label="Changed fields" className="flex flex-col gap-2 text-xs">
      <div className="hidden gap-3 font-medium text-muted-foreground md:grid md:grid-cols-[12rem_1fr_1fr]">
        <span>Field</span>
        <span>Before</span>
        <span>After</span>
      </div>
      {fields.map((field) => (
        <div
          key={field}
          data-testid="audit-field"
          className="grid grid-cols-1 gap-1 border-t border-border pt-2 md:grid-cols-[12rem_1fr_1fr] md:gap-3"
        >
          <dt className="font-mono break-all">{field}</dt>
          <dd className="break-words whitespace-pre-wrap" data-testid="audit-before">
            <span className="text-muted-foreground md:sr-only">Before: </span>
            {show(entry.before?.[field])}
          </dd>
          <dd className="break-words whitespace-pre-wrap" data-testid="audit-after">
            <span className="text-muted-foreground md:sr-only">After: </span>
            {show(entry.after?.[field])}
          </dd>
        </div>
      ))}
    </dl>
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
          <TableHead className="hidden md:table-cell">Staff User</TableHead>
          <TableHead>Action</TableHead>
          <TableHead className="hidden md:table-cell">Summary</TableHead>
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
                <TableCell className="align-top whitespace-nowrap tabular-nums">
                  <span className="block">{formatDate(e.createdAt)}</span>
                  <span className="block text-xs text-muted-foreground">{formatTime(e.createdAt)}</span>
                  {/* On a phone the staff user sits under the date, the summary under the action. */}
                  <span className="block max-w-28 truncate text-xs md:hidden" title={e.actorName}>
                    {e.actorName}
                  </span>
                </TableCell>
                <TableCell className="hidden max-w-40 truncate md:table-cell" title={e.actorName}>
                  {e.actorName}
                </TableCell>
                <TableCell className="align-top md:whitespace-nowrap">
                  <Badge variant="secondary">{auditActionLabel(e.action)}</Badge>
                  <span className="block font-mono text-xs break-all text-muted-foreground">{e.action}</span>
                  <span className="mt-1 block text-sm whitespace-normal md:hidden">{e.summary || '—'}</span>
                </TableCell>
                <TableCell className="hidden min-w-64 md:table-cell">{e.summary || '—'}</TableCell>
              </TableRow>
              {isOpen && (
                <TableRow id={detailsId} data-testid="audit-details">
                  <TableCell colSpan={5} className="bg-muted/40 whitespace-normal">
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
