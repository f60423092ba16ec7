// Payment History tab (admin.md section 2): summary cards, filters, the paged records table, the CSV export
// and refunds (a row action with a confirmation naming the amount and what is revoked).
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { useState } from 'react';
import type { TAdminPayment } from '@trajectory/contracts/admin-payments';
import { Download } from 'lucide-react';
import { downloadFile } from '@/api/download-file';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminPaymentHistory } from '../api/get-admin-payment-history';
import { dayRangeToInstants, filterSearchParams } from '@/features/admin/common/lib/filter-params';
import { Pagination } from '@/features/admin/common/components/pagination';
import {
  DEFAULT_PAYMENT_FILTERS,
  isFiltered,
  PaymentHistoryFilters,
  type PaymentFilterState,
} from './payment-history-filters';
import { PaymentHistorySummary } from './payment-history-summary';
import { PaymentHistoryTable } from './payment-history-table';
import { RefundPaymentDialog } from './refund-payment-dialog';
import { useDebouncedValue } from '@/features/admin/common/hooks/use-debounced-value';
import { useFilterPage } from '@/features/admin/common/hooks/use-filter-page';
import { useKeptState } from '@/features/admin/common/hooks/use-kept-state';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

const PAGE_SIZE = 25;

export function PaymentHistoryTab() {
  const [filters, setFilters] = useKeptState<PaymentFilterState>('payments.filters', DEFAULT_PAYMENT_FILTERS);
  const [isExporting, setIsExporting] = useState(false);
  const [refundTarget, setRefundTarget] = useState<TAdminPayment | null>(null);
  const search = useDebouncedValue(filters.search.trim());
  const filter = {
    search: search || undefined,
    paymentMethod: filters.paymentMethod === 'all' ? undefined : filters.paymentMethod,
    transactionType: filters.transactionType === 'all' ? undefined : filters.transactionType,
    status: filters.status === 'all' ? undefined : filters.status,
    ...dayRangeToInstants(filters.startDate, filters.endDate),
  };
  // Any change of filter starts again from the first page.
  const [page, setPage] = useFilterPage(filter, 'payments.page');
  const query = useAdminPaymentHistory({ ...filter, page, pageSize: PAGE_SIZE });

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      // The server names the file payment-history-{date}.csv; the same name is the fallback without it.
      await downloadFile(
        `/api/admin/payment-history/export.csv?${filterSearchParams(filter).toString()}`,
        DOWNLOAD_NAMES.paymentHistoryCsv(),
      );
    } catch (err) {
      notifyFailure(err, 'Failed to export payment history', 'Export Failed');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="payments-heading" className="text-xl font-semibold">
            Payment History
          </h2>
          <p className="text-sm text-muted-foreground">
            Every payment, promo code and plan granted by staff, newest first.
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={isExporting}>
          <Download aria-hidden="true" />
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      {!query.isError && <PaymentHistorySummary summary={query.data?.summary} />}

      <Card className="p-4">
        <PaymentHistoryFilters value={filters} onChange={setFilters} />
      </Card>

      {query.isPending ? (
        <Card aria-busy="true" aria-label="Loading payment history" className="gap-3 p-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </Card>
      ) : query.isError ? (
        <StatusPanel title="Error loading payment history" onRetry={() => void query.refetch()}>
          {query.error.message}
        </StatusPanel>
      ) : query.data.items.length === 0 ? (
        <StatusPanel
          title={isFiltered(filters) ? 'No transactions match your search' : 'No payment history found'}
        >
          {isFiltered(filters)
            ? 'Try other filters or a wider date range.'
            : 'Payments appear here once customers buy a plan, use a promo code or are granted one.'}
        </StatusPanel>
      ) : (
        <Card className="overflow-hidden" aria-busy={query.isFetching}>
          <PaymentHistoryTable payments={query.data.items} onRefund={setRefundTarget} />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            onPageChange={setPage}
            label="Payment history"
          />
        </Card>
      )}
      <RefundPaymentDialog payment={refundTarget} onOpenChange={(open) => !open && setRefundTarget(null)} />
    </section>
  );
}
