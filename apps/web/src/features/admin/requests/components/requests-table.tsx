// The requests table: seven columns, one row per questionnaire, a skeleton while the first page loads.
import { REPORT_TYPE_LABEL } from '@trajectory/contracts/visitor';
import type { TAdminRequest } from '@trajectory/contracts/admin-requests';
import { readAnswers } from '@trajectory/engine';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatTime } from '@/lib/format';
import { RequestRowActions, type RequestRowHandlers } from './requests-row-actions';

const COLUMNS = [
  'Request ID',
  'Business Name',
  'Business Info',
  'Contact',
  'Statement',
  'Date Created',
  'Actions',
] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** What the business does, from its answers: the description and the kind of products it sells. */
function businessSummary(request: TAdminRequest) {
  const answers = readAnswers(request.sections);
  return {
    description: answers.description,
    kind: answers.offeringType || text(request.businessInfo.industry),
  };
}

function RequestRow({
  request,
  isStartingAssessment,
  handlers,
}: {
  request: TAdminRequest;
  isStartingAssessment: boolean;
  handlers: RequestRowHandlers;
}) {
  const { description, kind } = businessSummary(request);
  return (
    <TableRow data-testid="request-row">
      <TableCell className="font-mono text-xs whitespace-nowrap">{request.requestId}</TableCell>
      <TableCell className="min-w-40 font-medium">{request.businessName}</TableCell>
      <TableCell className="max-w-72 min-w-48">
        {description ? (
          <p className="line-clamp-2 text-sm" title={description}>
            {description}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No description</p>
        )}
        {kind && <p className="text-xs text-muted-foreground">{kind}</p>}
      </TableCell>
      <TableCell className="max-w-60 min-w-48">
        <p className="truncate text-sm">{request.contact.name}</p>
        <p className="truncate text-xs text-muted-foreground" title={request.contact.email}>
          {request.contact.email}
        </p>
        {request.contact.phone && (
          <p className="text-xs text-muted-foreground tabular-nums">{request.contact.phone}</p>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {/* What this questionnaire's reports hold; the prospect's plan now may be bigger. */}
        <Badge variant={request.statementType === 'Complete' ? 'brand' : 'secondary'}>
          {request.statementType}
        </Badge>
        <p className="mt-1 text-xs text-muted-foreground">
          {request.reportTypes.length > 0
            ? request.reportTypes.map((type) => REPORT_TYPE_LABEL[type]).join(', ')
            : 'No reports yet'}
        </p>
        <p className="text-xs text-muted-foreground">Plan now: {request.planName}</p>
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        <p className="text-sm">{formatDate(request.createdAt)}</p>
        <p className="text-xs text-muted-foreground">{formatTime(request.createdAt)}</p>
      </TableCell>
      <TableCell>
        <RequestRowActions request={request} isStartingAssessment={isStartingAssessment} {...handlers} />
      </TableCell>
    </TableRow>
  );
}

type RequestsTableProps = {
  items: TAdminRequest[];
  /** The request whose generate call is in flight. */
  startingAssessmentId: string | null;
  handlers: RequestRowHandlers;
  isRefreshing: boolean;
};

export function RequestsTable({ items, startingAssessmentId, handlers, isRefreshing }: RequestsTableProps) {
  return (
    <Table
      aria-label="Requests"
      aria-busy={isRefreshing || undefined}
      className={isRefreshing ? 'opacity-70' : ''}
    >
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            isStartingAssessment={startingAssessmentId === request.id}
            handlers={handlers}
          />
        ))}
      </TableBody>
    </Table>
  );
}

export function RequestsTableSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label="Loading requests">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
