// The four stat cards above the requests table (admin.md sections 2 and 9), figures from the server.
import type { ReactNode } from 'react';
import { CalendarRange, CheckCircle2, FileText, Inbox } from 'lucide-react';
import type { TAdminRequestsResponse } from '@trajectory/contracts/admin-requests';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPercent } from '@/lib/format';

type Stats = TAdminRequestsResponse['stats'];

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card className="flex-row items-center justify-between gap-3 p-4 md:p-5" data-testid="requests-stat">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
      </div>
      <span className="hidden rounded-lg bg-indigo-50 p-2 text-indigo-600 sm:inline-flex" aria-hidden="true">
        {icon}
      </span>
    </Card>
  );
}

export function RequestsStats({ stats }: { stats: Stats | undefined }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[88px] rounded-xl" />
        ))}
      </div>
    );
  }
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <section aria-label="Request statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Requests"
        value={count(stats.totalRequests)}
        icon={<Inbox className="size-5" />}
      />
      <StatCard
        label="Reports Generated"
        value={count(stats.reportsGenerated)}
        icon={<FileText className="size-5" />}
      />
      <StatCard
        label={stats.isDateFiltered ? 'Selected Period' : 'This Month'}
        value={count(stats.thisMonth)}
        icon={<CalendarRange className="size-5" />}
      />
      <StatCard
        label="Completion Rate"
        value={formatPercent(stats.completionRate)}
        icon={<CheckCircle2 className="size-5" />}
      />
    </section>
  );
}
