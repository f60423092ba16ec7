// GET /api/reports/download-pdf/{reportId}: saves the report's PDF; a failure is only logged (visitor.md 8).
import { useMutation } from '@tanstack/react-query';
import type { TReport } from '@trajectory/contracts/visitor';
import { apiRequest } from '@/lib/api';

/** The file name from a Content-Disposition header, if it names one. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

export async function downloadReport(report: TReport): Promise<void> {
  const res = await apiRequest('GET', `/api/reports/download-pdf/${encodeURIComponent(report.id)}`);
  const blob = await res.blob();
  const filename =
    filenameFromDisposition(res.headers.get('Content-Disposition')) ??
    `${report.reportType}_${report.yearRange || 'report'}.pdf`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: downloadReport,
    onError: (error) => console.error('Report download failed', error),
  });
}
