// GET /api/sample-report: the staff-edited sample business's statements, public and read-only. Shared code
// (not the feature's own): the server render of /sample-report fills it (page-reads.ts, issue #27 item 1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSampleReportResponse, type TSampleReportResponse } from '@trajectory/contracts/sample-report';
import { SAMPLE_REPORT_API } from '@trajectory/contracts/sample-report-paths';
import { getJson } from '@/lib/api';

export async function getSampleReport(): Promise<TSampleReportResponse> {
  return ZSampleReportResponse.parse(await getJson(SAMPLE_REPORT_API));
}

export const sampleReportQueryOptions = () =>
  queryOptions({ queryKey: [SAMPLE_REPORT_API], queryFn: getSampleReport, staleTime: 0 });

export function useSampleReport() {
  return useQuery(sampleReportQueryOptions());
}
