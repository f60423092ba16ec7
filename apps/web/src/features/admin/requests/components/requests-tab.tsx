// Dashboard tab: stats, filters and the paged requests table with its row actions (admin.md section 2).
import { useState } from 'react';
import { Download } from 'lucide-react';
import type { TAdminRequest } from '@trajectory/contracts/admin-requests';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useDeleteAdminRequest } from '../api/delete-admin-request';
import { exportRequests } from '../api/export-request-files';
import { useGenerateAdminAssessment } from '../api/generate-admin-assessment';
import {
  DEFAULT_REQUESTS_FILTERS,
  REQUESTS_PAGE_SIZE,
  useAdminRequests,
  type TRequestsFilters,
} from '../api/get-admin-requests';
import { ConfirmDialog } from '@/features/admin/common/components/confirm-dialog';
import { Pagination } from '@/features/admin/common/components/pagination';
import { RequestsFilters } from './requests-filters';
import type { RequestRowHandlers } from './requests-row-actions';
import { RequestsStats } from './requests-stats';
import { RequestsTable, RequestsTableSkeleton } from './requests-table';
import { AssessmentViewerDialog } from './assessment-viewer-dialog';
import { EditQuestionnaireDialog } from './edit-questionnaire-dialog';
import { StatementsViewerDialog } from './statements-viewer-dialog';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { useDebouncedValue } from '@/features/admin/common/hooks/use-debounced-value';
import { useKeptState } from '@/features/admin/common/hooks/use-kept-state';

type OpenDialog =
  | { kind: 'statements'; request: TAdminRequest }
  | { kind: 'edit'; request: TAdminRequest }
  | { kind: 'assessment'; request: TAdminRequest }
  | { kind: 'delete'; request: TAdminRequest }
  | null;

function isFiltered(filters: TRequestsFilters) {
  return Boolean(filters.search.trim() || filters.startDate || filters.endDate);
}

export function RequestsTab() {
  const [filters, setFilters] = useKeptState<TRequestsFilters>('requests.filters', DEFAULT_REQUESTS_FILTERS);
  const [page, setPage] = useKeptState('requests.page', 1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [isExporting, setIsExporting] = useState(false);
  const search = useDebouncedValue(filters.search, 300);
  const applied: TRequestsFilters = { ...filters, search };
  const requests = useAdminRequests(applied, page);
  const deleteRequest = useDeleteAdminRequest();
  const generate = useGenerateAdminAssessment();

  const changeFilters = (patch: Partial<TRequestsFilters>) => {
    setFilters((prev) => ({ ...prev, ...patch }));
    setPage(1);
  };
  const clearFilters = () => {
    setFilters(DEFAULT_REQUESTS_FILTERS);
    setPage(1);
  };
  const closeDialog = (open: boolean) => !open && setDialog(null);

  const handlers: RequestRowHandlers = {
    onViewStatements: (request) => setDialog({ kind: 'statements', request }),
    onEdit: (request) => setDialog({ kind: 'edit', request }),
    onViewAssessment: (request) => setDialog({ kind: 'assessment', request }),
    onDelete: (request) => setDialog({ kind: 'delete', request }),
    onGenerateAssessment: (request) =>
      generate.mutate(
        { questionnaireId: request.id, replace: request.assessmentStatus !== null },
        // The viewer shows the progress, then the report; on a 409 it shows the existing one.
        { onSuccess: () => setDialog({ kind: 'assessment', request }) },
      ),
  };

  const confirmDelete = (request: TAdminRequest) =>
    deleteRequest.mutate(request.id, {
      onSuccess: () => {
        setDialog(null);
        notify({
          title: 'Request Deleted',
          description: `${request.businessName} was removed.`,
          variant: 'success',
        });
        // The last row of a later page is gone: show the page before it.
        if (page > 1 && requests.data?.items.length === 1) setPage(page - 1);
      },
      onError: (err) => notifyFailure(err, 'Failed to delete request'),
    });

  const onExport = () => {
    setIsExporting(true);
    void exportRequests(applied).finally(() => setIsExporting(false));
  };

  const data = requests.data;
  const filtered = isFiltered(filters);
  let body;
  if (requests.isPending) {
    body = <RequestsTableSkeleton />;
  } else if (requests.isError) {
    body = (
      <StatusPanel
        title="Could not load requests"
        onRetry={() => void requests.refetch()}
        className="border-0 shadow-none"
      >
        {errorMessage(requests.error, 'Something went wrong. Please try again.')}
      </StatusPanel>
    );
  } else if (data && data.items.length === 0) {
    body = (
      <StatusPanel
        title={filtered ? 'No requests match your filters' : 'No requests found'}
        className="border-0 shadow-none"
        actions={
          filtered ? (
            <Button variant="outline" onClick={clearFilters}>
              Clear Filters
            </Button>
          ) : undefined
        }
      >
        {filtered
          ? 'Try another search or a wider date range.'
          : 'Completed questionnaires appear here as founders submit them.'}
      </StatusPanel>
    );
  } else if (data) {
    body = (
      <>
        <RequestsTable
          items={data.items}
          handlers={handlers}
          startingAssessmentId={generate.isPending ? (generate.variables?.questionnaireId ?? null) : null}
          isRefreshing={requests.isPlaceholderData}
        />
        <Pagination
          page={data.page}
          pageSize={REQUESTS_PAGE_SIZE}
          total={data.total}
          onPageChange={setPage}
          label="Requests"
        />
      </>
    );
  }

  const canClear =
    filtered ||
    filters.sortBy !== DEFAULT_REQUESTS_FILTERS.sortBy ||
    filters.order !== DEFAULT_REQUESTS_FILTERS.order;

  return (
    <div className="flex flex-col gap-6 pt-2">
      <RequestsStats stats={data?.stats} />
      <Card className="gap-0 overflow-hidden p-0">
        <div className="flex flex-col gap-4 border-b border-border p-4 md:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">Requests</h2>
            <Button variant="outline" onClick={onExport} disabled={isExporting}>
              <Download aria-hidden="true" />
              {isExporting ? 'Exporting...' : 'Export to Excel'}
            </Button>
          </div>
          <RequestsFilters
            filters={filters}
            onChange={changeFilters}
            onClear={clearFilters}
            canClear={canClear}
          />
        </div>
        {body}
      </Card>

      <StatementsViewerDialog
        open={dialog?.kind === 'statements'}
        onOpenChange={closeDialog}
        questionnaireId={dialog?.kind === 'statements' ? dialog.request.id : null}
      />
      <EditQuestionnaireDialog
        open={dialog?.kind === 'edit'}
        onOpenChange={closeDialog}
        request={dialog?.kind === 'edit' ? dialog.request : null}
      />
      <AssessmentViewerDialog
        open={dialog?.kind === 'assessment'}
        onOpenChange={closeDialog}
        questionnaireId={dialog?.kind === 'assessment' ? dialog.request.id : null}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={closeDialog}
        title="Delete Request"
        description={
          dialog?.kind === 'delete'
            ? `Delete the request for ${dialog.request.businessName}? Its reports and assessment are removed too. This cannot be undone.`
            : ''
        }
        isPending={deleteRequest.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.request)}
      />
    </div>
  );
}
