// Activity tab: every staff change (and the founder's and the server's own), newest first, with filters,
// paging, the changed fields of a row, and the CSV export. Read only.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { useState } from 'react';
import { Download } from 'lucide-react';
import { downloadFile } from '@/api/download-file';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Pagination } from '@/features/admin/common/components/pagination';
import { useDebouncedValue } from '@/features/admin/common/hooks/use-debounced-value';
import { useFilterPage } from '@/features/admin/common/hooks/use-filter-page';
import { useKeptState } from '@/features/admin/common/hooks/use-kept-state';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { dayRangeToInstants, filterSearchParams } from '@/features/admin/common/lib/filter-params';
import { useAdminAuditLog } from '../api/get-admin-audit-log';
import {
  ActivityFilters,
  DEFAULT_ACTIVITY_FILTERS,
  isFiltered,
  type ActivityFilterState,
} from './activity-filters';
import { ActivityTable } from './activity-table';

const PAGE_SIZE = 50;

export function ActivityTab() {
  const [filters, setFilters] = useKeptState<ActivityFilterState>(
    'activity.filters',
    DEFAULT_ACTIVITY_FILTERS,
  );
  const [isExporting, setIsExporting] = useState(false);
  const search = useDebouncedValue(filters.search.trim());
  const filter = {
    search: search || undefined,
    actor: filters.actor === 'all' ? undefined : filters.actor,
    action: filters.action === 'all' ? undefined : filters.action,
    order: filters.order,
    ...dayRangeToInstants(filters.startDate, filters.endDate),
  };
  const [page, setPage] = useFilterPage(filter, 'activity.page');
  const query = useAdminAuditLog({ ...filter, page, pageSize: PAGE_SIZE });

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await downloadFile(
        `/api/admin/audit-log/export.csv?${filterSearchParams(filter).toString()}`,
        DOWNLOAD_NAMES.activityCsv(),
      );
    } catch (err) {
      notifyFailure(err, 'Failed to export the activity log', 'Export Failed');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="activity-heading" className="text-xl font-semibold">
            Activity
          </h2>
          <p className="text-sm text-muted-foreground">
            Every change staff made, who made it and when, with the fields before and after. Rows cannot be
            edited or deleted.
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={isExporting}>
          <Download aria-hidden="true" />
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <Card className="p-4">
        <ActivityFilters value={filters} onChange={setFilters} actors={query.data?.actors ?? []} />
      </Card>

      {query.isPending ? (
        <Card aria-busy="true" aria-label="Loading activity" className="gap-3 p-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </Card>
      ) : query.isError ? (
        <StatusPanel title="Error loading activity" onRetry={() => void query.refetch()}>
          {query.error.message}
        </StatusPanel>
      ) : query.data.items.length === 0 ? (
        <StatusPanel title={isFiltered(filters) ? 'No activity matches your search' : 'No activity yet'}>
          {isFiltered(filters)
            ? 'Try other filters or a wider date range.'
            : 'Changes to products, promo codes, prospects, settings and users appear here.'}
        </StatusPanel>
      ) : (
        <Card className="overflow-hidden" aria-busy={query.isFetching}>
          <ActivityTable entries={query.data.items} />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            onPageChange={setPage}
            label="Activity"
          />
        </Card>
      )}
    </section>
  );
}
