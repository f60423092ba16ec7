// GET /api/reports/download-pdf/{reportId}: saves the report's PDF; a failure is only logged (visitor.md 8).
import { useMutation } from '@tanstack/react-query';
import type { TReport } from '@trajectory/contracts/visitor';
import { downloadFile } from '@/api/download-file';

export async function downloadReport(report: TReport): Promise<void> {
  await downloadFile(
    `/api/reports/download-pdf/${encodeURIComponent(report.id)}`,
    `${report.reportType}_${report.yearRange || 'report'}.pdf`,
  );
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: downloadReport,
    onError: (error) => console.error('Report download failed', error),
  });
}
