// GET /api/admin/assessments/{questionnaireId}/export: the Word file, named by Content-Disposition.
import { useMutation } from '@tanstack/react-query';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { downloadFile } from '@/api/download-file';
import { notify } from '@/lib/notify';

export function downloadAdminAssessment(questionnaireId: string): Promise<string> {
  return downloadFile(
    `/api/admin/assessments/${encodeURIComponent(questionnaireId)}/export`,
    DOWNLOAD_NAMES.assessmentWord(),
  );
}

export function useDownloadAdminAssessment() {
  return useMutation({
    mutationFn: downloadAdminAssessment,
    onError: () =>
      notify({
        title: 'Download Failed',
        description: 'Failed to download assessment',
        variant: 'destructive',
      }),
  });
}
