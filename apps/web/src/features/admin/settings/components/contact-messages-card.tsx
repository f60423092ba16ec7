// What visitors sent through the contact form: read-only, newest first, ten a page.
import { useState } from 'react';
import { StatusPanel } from '@/components/status-panel';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { CONTACT_MESSAGES_PAGE_SIZE, useContactMessages } from '../api/get-contact-messages';
import { Pagination } from '@/features/admin/common/components/pagination';

export function ContactMessagesCard() {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);

  return (
    <Card className="gap-0 overflow-hidden p-0">
      <CardHeader className="flex flex-col gap-1 border-b border-border p-4 md:p-6">
        <CardTitle>Contact Messages</CardTitle>
        <CardDescription>Messages visitors sent through the contact form, newest first.</CardDescription>
      </CardHeader>
      {messages.isPending ? (
        <div role="status" aria-label="Loading contact messages" className="flex flex-col gap-3 p-6">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : messages.isError ? (
        <StatusPanel
          title="Could not load contact messages"
          onRetry={() => void messages.refetch()}
          className="m-4 border-0 shadow-none"
        >
          {messages.error.message}
        </StatusPanel>
      ) : messages.data.total === 0 ? (
        <StatusPanel title="No messages yet" className="m-4 border-0 shadow-none">
          Messages sent through the contact page will appear here.
        </StatusPanel>
      ) : (
        <>
          <Table aria-label="Contact messages" aria-busy={messages.isPlaceholderData}>
            <TableHeader>
              <TableRow>
                <TableHead>Received</TableHead>
                <TableHead>From</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Message</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {messages.data.items.map((message) => (
                <TableRow key={message.id} data-testid="contact-message-row" className="align-top">
                  <TableCell className="align-top whitespace-nowrap tabular-nums">
                    {formatDateTime(message.createdAt)}
                  </TableCell>
                  <TableCell className="align-top">
                    <div className="flex flex-col">
                      <span className="font-medium">{message.name}</span>
                      <a href={`mailto:${message.email}`} className="text-xs text-primary hover:underline">
                        {message.email}
                      </a>
                    </div>
                  </TableCell>
                  <TableCell className="min-w-40 align-top">{message.subject}</TableCell>
                  <TableCell className="min-w-72 align-top whitespace-pre-wrap">{message.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={messages.data.page}
            pageSize={CONTACT_MESSAGES_PAGE_SIZE}
            total={messages.data.total}
            onPageChange={setPage}
            label="Contact messages"
          />
        </>
      )}
    </Card>
  );
}
