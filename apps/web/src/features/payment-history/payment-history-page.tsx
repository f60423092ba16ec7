// Payment records by e-mail (/payment-history): nothing is asked until an e-mail is submitted.
import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentHistory } from '@/api/get-payment-history';
import { PaymentHistoryTable } from './components/payment-history-table';

export function PaymentHistoryPage() {
  const [input, setInput] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const history = usePaymentHistory(email);
  const trimmed = input.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed) return;
    // The same e-mail again still asks the server: payment history is never served from cache.
    if (trimmed === email) void history.refetch();
    else setEmail(trimmed);
  }

  let results = null;
  if (email !== null) {
    if (history.isPending) {
      results = (
        <Card role="status" className="gap-3 p-6">
          <p className="text-sm text-muted-foreground">Loading payment history...</p>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </Card>
      );
    } else if (history.isError) {
      results = (
        <StatusPanel title="Error loading payment history" onRetry={() => void history.refetch()}>
          {history.error.message}
        </StatusPanel>
      );
    } else if (history.data.length === 0) {
      results = (
        <StatusPanel title="No payment history found for this email">
          If you made purchases, they may be under a different email address.
        </StatusPanel>
      );
    } else {
      results = (
        <Card className="gap-3 py-4">
          <p className="px-6 text-sm text-muted-foreground">
            {history.data.length} {history.data.length === 1 ? 'payment' : 'payments'} for {email}
          </p>
          <PaymentHistoryTable records={history.data} />
        </Card>
      );
    }
  }

  return (
    <PageLayout
      title="Payment History"
      description="Enter the email address you used to see your plan purchases."
    >
      <div className="flex flex-col gap-6">
        <Card className="p-6">
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2" role="search">
            <Label htmlFor="payment-history-email">Email Address</Label>
            <div className="flex flex-col gap-2 md:flex-row">
              <Input
                id="payment-history-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                className="md:max-w-md"
              />
              <Button type="submit" disabled={!trimmed}>
                <Search aria-hidden="true" />
                Search
              </Button>
            </div>
          </form>
        </Card>
        {results}
      </div>
    </PageLayout>
  );
}
