// Links to the generated sample reports; each opens GET /api/admin/sample-report/{type} in a new tab.
import { ExternalLink, FileSpreadsheet } from 'lucide-react';
import type { TSampleReportLink } from '@trajectory/contracts/admin-sample-data';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

export function SampleDataReports({
  reports,
  savedAt,
}: {
  reports: TSampleReportLink[];
  savedAt: string | null;
}) {
  if (reports.length === 0) return null;
  return (
    <section
      aria-labelledby="sample-reports-heading"
      className="flex flex-col gap-2 rounded-lg border border-border p-4"
    >
      <h3 id="sample-reports-heading" className="text-sm font-semibold">
        Sample reports
      </h3>
      {savedAt && (
        <p className="text-xs text-muted-foreground">From the sample saved {formatDateTime(savedAt)}.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {reports.map((r) => (
          <Button key={r.type} asChild variant="outline" size="sm">
            <a href={r.url} target="_blank" rel="noopener noreferrer">
              {r.type === 'excel' ? (
                <FileSpreadsheet aria-hidden="true" />
              ) : (
                <ExternalLink aria-hidden="true" />
              )}
              {r.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ))}
      </div>
    </section>
  );
}
