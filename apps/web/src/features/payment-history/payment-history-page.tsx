// Payment records (/payment-history) of the plans this browser may open; another browser gets
// "open your reports" (issue #12: never an e-mail typed into a box).
import { PageLayout } from '@/components/layouts/page-layout';
import { StatusPanel } from '@/components/status-panel';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentHistory } from '@/api/get-payment-history';
import { PaymentHistoryList } from './components/payment-history-list';
import { PaymentHistoryTable } from './components/payment-history-table';

function HistoryContent() {
  const history = usePaymentHistory();
  if (history.isPending) {
    return (
      <Card role="status" className="gap-3 p-6">
        <p className="text-sm text-muted-foreground">Loading payment history...</p>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </Card>
    );
  }
  if (history.isError) {
    return (
      <StatusPanel title="Error loading payment history" onRetry={() => void history.refetch()}>
        {history.error.message}
      </StatusPanel>
    );
  }
  if (history.data.length === 0) {
    return (
      <StatusPanel title="No payments yet">
        Plans you buy for the reports this browser opens will be listed here.
      </StatusPanel>
    );
  }
  return (
    <Card className="gap-3 py-4">
      <p className="px-6 text-sm text-muted-foreground">
        {history.data.length} {history.data.length === 1 ? 'payment' : 'payments'}
      </p>
      {/* Phones get stacked cards; the table needs the width of a tablet (DESIGN.md, 768 px). */}
      <div className="md:hidden">
        <PaymentHistoryList records={history.data} />
      </div>
      <div className="hidden md:block">
        <PaymentHistoryTable records={history.data} />
      </div>
    </Card>
  );
}

export function PaymentHistoryPage() {
  return (
    <PageLayout title="Payment History" description="Your plan purchases, newest first.">
      <HistoryContent />
    </PageLayout>
  );
}
