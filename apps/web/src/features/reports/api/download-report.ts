// The dashboard card's download: the one PDF of the card's questionnaire; a failure is only logged (visitor.md 8).
import { useMutation } from '@tanstack/react-query';
import type { TReport } from '@trajectory/contracts/visitor';
import { downloadReportPdf } from '@/api/download-report-pdf';

export async function downloadReport(report: TReport): Promise<void> {
  await downloadReportPdf(report.questionnaireId);
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: downloadReport,
    onError: (error) => console.error('Report download failed', error),
  });
}
