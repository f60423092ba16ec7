// Outgoing mail (auto-replies and notices): without SMTP it waits here, so staff can still read it.
import { useState } from 'react';
import { StatusPanel } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { MAIL_OUTBOX_PAGE_SIZE, useMailOutbox } from '../api/get-contact-mail-outbox';
import { Pagination } from '@/features/admin/common/components/pagination';

const STATUS = {
  sent: { label: 'Sent', variant: 'success' },
  queued: { label: 'Not sent (no mail server)', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

export function MailOutboxCard() {
  const [page, setPage] = useState(1);
  const outbox = useMailOutbox(page);

  return (
    <Card className="gap-0 overflow-hidden p-0">
      <CardHeader className="flex flex-col gap-1 border-b border-border p-4 md:p-6">
        <CardTitle>Outgoing Mail</CardTitle>
        <CardDescription>
          Auto-replies and notices the site wrote, newest first. Without a mail server they stay here unsent.
        </CardDescription>
      </CardHeader>
      {outbox.isPending ? (
        <div role="status" aria-label="Loading outgoing mail" className="flex flex-col gap-3 p-6">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : outbox.isError ? (
        <StatusPanel
          title="Could not load outgoing mail"
          onRetry={() => void outbox.refetch()}
          className="m-4 border-0 shadow-none"
        >
          {outbox.error.message}
        </StatusPanel>
      ) : outbox.data.total === 0 ? (
        <StatusPanel title="No outgoing mail yet" className="m-4 border-0 shadow-none">
          Auto-replies to contact messages will appear here.
        </StatusPanel>
      ) : (
        <>
          <Table aria-label="Outgoing mail" aria-busy={outbox.isPlaceholderData}>
            <TableHeader>
              <TableRow>
                <TableHead>Written</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Text</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {outbox.data.items.map((mail) => {
                const status = STATUS[mail.status as keyof typeof STATUS] ?? {
                  label: mail.status,
                  variant: 'secondary' as const,
                };
                return (
                  <TableRow key={mail.id} data-testid="outbox-row">
                    <TableCell className="align-top whitespace-nowrap tabular-nums">
                      {formatDateTime(mail.createdAt)}
                    </TableCell>
                    <TableCell className="align-top">{mail.to}</TableCell>
                    <TableCell className="min-w-40 align-top">{mail.subject}</TableCell>
                    <TableCell className="align-top">
                      <Badge variant={status.variant} title={mail.error ?? undefined}>
                        {status.label}
                      </Badge>
                    </TableCell>
                    <TableCell className="min-w-72 align-top">
                      <p className="line-clamp-3 whitespace-pre-wrap" title={mail.text}>
                        {mail.text}
                      </p>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination
            page={outbox.data.page}
            pageSize={MAIL_OUTBOX_PAGE_SIZE}
            total={outbox.data.total}
            onPageChange={setPage}
            label="Outgoing mail"
          />
        </>
      )}
    </Card>
  );
}
