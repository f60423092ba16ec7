// GET /api/export/financial-reports/{prospectId}?questionnaireId=: the Excel workbook; a failure is a toast.
import { useMutation } from '@tanstack/react-query';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { downloadFile } from '@/api/download-file';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';

type ExcelTarget = { prospectId: string; questionnaireId?: string | null };

export function excelReportUrl({ prospectId, questionnaireId }: ExcelTarget): string {
  const base = `/api/export/financial-reports/${encodeURIComponent(prospectId)}`;
  return questionnaireId ? `${base}?questionnaireId=${encodeURIComponent(questionnaireId)}` : base;
}

export function downloadExcelReport(target: ExcelTarget): Promise<string> {
  return downloadFile(excelReportUrl(target), DOWNLOAD_NAMES.excelReport());
}

export function useDownloadExcelReport() {
  return useMutation({
    mutationFn: downloadExcelReport,
    onError: (error) =>
      notify({
        title: 'Export Failed',
        description: errorMessage(error, 'The Excel report could not be created. Please try again.'),
        variant: 'destructive',
      }),
  });
}
