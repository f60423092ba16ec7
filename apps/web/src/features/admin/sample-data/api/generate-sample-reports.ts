// POST /api/admin/sample-reports: saves the sample business and answers its statements and report links.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TGenerateSampleReportsRequest,
  TGenerateSampleReportsResponse,
} from '@trajectory/contracts/admin-sample-data';
import { apiRequest } from '@/lib/api';
import { sampleDataQueryKey } from './get-sample-data';

export async function generateSampleReports(
  body: TGenerateSampleReportsRequest,
): Promise<TGenerateSampleReportsResponse> {
  const res = await apiRequest('POST', '/api/admin/sample-reports', body);
  return (await res.json()) as TGenerateSampleReportsResponse;
}

export function useGenerateSampleReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSampleReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleDataQueryKey }),
  });
}
