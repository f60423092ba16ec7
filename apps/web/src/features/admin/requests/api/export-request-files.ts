// The spreadsheet exports of the requests tab: the filtered list, one questionnaire, one prospect's reports.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { exportFile } from '@/features/admin/common/lib/export-file';
import { requestsFilterParams, type TRequestsFilters } from './get-admin-requests';

export function exportRequests(filters: TRequestsFilters) {
  return exportFile(
    `/api/admin/export/requests?${requestsFilterParams(filters).toString()}`,
    'requests',
    DOWNLOAD_NAMES.requestsWorkbook(),
  );
}

export function exportQuestionnaire(questionnaireId: string) {
  return exportFile(
    `/api/admin/export/questionnaire/${encodeURIComponent(questionnaireId)}`,
    'questionnaire',
    'questionnaire.xlsx',
  );
}

export function exportFinancialReports({
  prospectId,
  questionnaireId,
}: {
  prospectId: string;
  questionnaireId: string;
}) {
  const query = new URLSearchParams({ questionnaireId });
  return exportFile(
    `/api/admin/export/financial-reports/${encodeURIComponent(prospectId)}?${query.toString()}`,
    'financial reports',
    DOWNLOAD_NAMES.excelReport(),
  );
}
