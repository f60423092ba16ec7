// GET /api/questionnaires/{id}/report.pdf: saves the one PDF of a card's questionnaire (every statement its
// plan holds); a failure is only logged (visitor.md 8).
import { useMutation } from '@tanstack/react-query';
import type { TReport } from '@trajectory/contracts/visitor';
import { downloadFile } from '@/api/download-file';

export async function downloadReport(report: TReport): Promise<void> {
  // The server names the file (Trajectory_{Business}_financial_report.pdf); this is the fallback only.
  await downloadFile(
    `/api/questionnaires/${encodeURIComponent(report.questionnaireId)}/report.pdf`,
    'Trajectory_financial_report.pdf',
  );
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: downloadReport,
    onError: (error) => console.error('Report download failed', error),
  });
}
