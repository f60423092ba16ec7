// GET /api/reports/prospect/{prospectId}: the prospect's reports, newest first (cached 5 minutes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReportList, type TReport } from '@trajectory/contracts/visitor';
import { getJson, queryKeyToUrl } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';

export async function getProspectReports(prospectId: string): Promise<TReport[]> {
  return ZReportList.parse(await getJson(queryKeyToUrl(['/api/reports/prospect', prospectId])));
}

export const prospectReportsQueryOptions = (prospectId: string) =>
  queryOptions({
    queryKey: ['/api/reports/prospect', prospectId],
    queryFn: () => getProspectReports(prospectId),
    staleTime: FIVE_MINUTES,
  });

export function useProspectReports(prospectId: string | undefined) {
  return useQuery({ ...prospectReportsQueryOptions(prospectId ?? ''), enabled: Boolean(prospectId) });
}
