// GET /api/questionnaires/{id}/report.pdf: saves the one PDF of a questionnaire (every statement its plan
// holds, its charts, the answers, the warnings), from the dashboard and the full statements page.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { downloadFile } from '@/api/download-file';

export function reportPdfUrl(questionnaireId: string): string {
  return `/api/questionnaires/${encodeURIComponent(questionnaireId)}/report.pdf`;
}

export async function downloadReportPdf(questionnaireId: string): Promise<string> {
  // The server names the file (Trajectory_{Business}_financial_report.pdf); this is the fallback only.
  return downloadFile(reportPdfUrl(questionnaireId), DOWNLOAD_NAMES.reportPdf());
}
