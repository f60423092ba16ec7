// Prospects tab (admin.md section 2): search, filters, paged table, inline remaining edit, contact, grant,
// share links (issue #26), delete.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { useEffect, useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import type { TAdminProspect } from '@trajectory/contracts/admin-prospects';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useDeleteProspect } from '../api/delete-prospect';
import { prospectsSearchParams, useAdminProspects } from '../api/get-admin-prospects';
import { ConfirmDialog } from '@/features/admin/common/components/confirm-dialog';
import { ContactStatusDialog } from './contact-status-dialog';
import { GrantPlanDialog } from './grant-plan-dialog';
import { ShareLinksDialog } from './share-links-dialog';
import { Pagination } from '@/features/admin/common/components/pagination';
import { DEFAULT_PROSPECT_FILTERS, ProspectsFilters, type ProspectsFilterState } from './prospects-filters';
import { ProspectsTable } from './prospects-table';
import { useDebouncedValue } from '@/features/admin/common/hooks/use-debounced-value';
import { useFilterPage } from '@/features/admin/common/hooks/use-filter-page';
import { useKeptState } from '@/features/admin/common/hooks/use-kept-state';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { exportFile } from '@/features/admin/common/lib/export-file';

const PAGE_SIZE = 10;

export function ProspectsTab() {
  const [filters, setFilters] = useKeptState<ProspectsFilterState>(
    'prospects.filters',
    DEFAULT_PROSPECT_FILTERS,
  );
  // The search box waits for a pause in typing, so each keystroke does not fetch a page.
  const search = useDebouncedValue(filters.search.trim());
  const filter = {
    search: search || undefined,
    contactStatus: filters.contactStatus === 'all' ? undefined : filters.contactStatus,
    sortBy: filters.sortBy,
    order: filters.order,
  };
  // Any change of filter starts again from the first page.
  const [page, setPage] = useFilterPage(filter, 'prospects.page');
  const query = useAdminProspects({ ...filter, page, pageSize: PAGE_SIZE });
  const [contactTarget, setContactTarget] = useState<TAdminProspect | null>(null);
  const [grantTarget, setGrantTarget] = useState<TAdminProspect | null>(null);
  const [linksTarget, setLinksTarget] = useState<TAdminProspect | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<TAdminProspect | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const deletion = useDeleteProspect();

  // A deletion can empty the last page; step back to the last page that exists.
  const total = query.data?.total ?? 0;
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (query.data && page > lastPage) setPage(lastPage);
  }, [query.data, total, page, setPage]);

  const exportProspects = async () => {
    setIsExporting(true);
    const params = prospectsSearchParams(filter).toString();
    await exportFile(
      `/api/admin/export/prospects?${params}`,
      'prospects',
      DOWNLOAD_NAMES.prospectsWorkbook(),
    );
    setIsExporting(false);
  };

  const confirmDelete = () => {
    if (!deleteTarget) return;
    const target = deleteTarget;
    deletion.mutate(target.id, {
      onSuccess: () => {
        notify({
          title: 'Prospect Deleted',
          description: `${target.name} and their questionnaires, reports and assessments were removed.`,
          variant: 'success',
        });
        setDeleteTarget(null);
      },
      onError: (err) => notifyFailure(err, 'Failed to delete prospect'),
    });
  };

  const hasFilter = Boolean(search) || filters.contactStatus !== 'all';

  return (
    <section aria-labelledby="prospects-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="prospects-heading" className="text-xl font-semibold">
            Prospects
          </h2>
          <p className="text-sm text-muted-foreground">
            Everyone who registered, their plan and usage, and where the follow-up stands.
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportProspects()} disabled={isExporting}>
          <FileSpreadsheet aria-hidden="true" />
          {isExporting ? 'Exporting...' : 'Export to Excel'}
        </Button>
      </div>

      <Card className="p-4">
        <ProspectsFilters value={filters} onChange={setFilters} />
      </Card>

      {query.isPending ? (
        <Card aria-busy="true" aria-label="Loading prospects" className="gap-3 p-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </Card>
      ) : query.isError ? (
        <StatusPanel title="Error loading prospects" onRetry={() => void query.refetch()}>
          {errorMessage(query.error, 'Failed to fetch prospects')}
        </StatusPanel>
      ) : query.data.items.length === 0 ? (
        <StatusPanel title={hasFilter ? 'No prospects match your search' : 'No prospects yet'}>
          {hasFilter
            ? 'Try another name, e-mail or contact status, or clear the filters.'
            : 'Prospects appear here when visitors register for a projection.'}
        </StatusPanel>
      ) : (
        <Card className="overflow-hidden" aria-busy={query.isFetching}>
          <ProspectsTable
            prospects={query.data.items}
            onEditContact={setContactTarget}
            onGrantPlan={setGrantTarget}
            onShareLinks={setLinksTarget}
            onDelete={setDeleteTarget}
          />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            onPageChange={setPage}
            label="Prospects"
          />
        </Card>
      )}

      <ContactStatusDialog
        prospect={contactTarget}
        onOpenChange={(open) => !open && setContactTarget(null)}
      />
      <GrantPlanDialog prospect={grantTarget} onOpenChange={(open) => !open && setGrantTarget(null)} />
      <ShareLinksDialog prospect={linksTarget} onOpenChange={(open) => !open && setLinksTarget(null)} />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title="Delete Prospect"
        description={
          deleteTarget
            ? `Delete ${deleteTarget.name} (${deleteTarget.email})? This removes their questionnaires, reports and assessments and cannot be undone.`
            : ''
        }
        isPending={deletion.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
