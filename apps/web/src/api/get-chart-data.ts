// GET /api/questionnaires/{id}/charts/{name}?format=json: the figures a page draws one chart from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChartDataResponse, ChartName } from '@trajectory/charts';
import { getJson } from '@/lib/api';

export function chartDataUrl(questionnaireId: string, name: ChartName): string {
  return `/api/questionnaires/${encodeURIComponent(questionnaireId)}/charts/${name}?format=json`;
}

/** `version` (the answers' last update) is part of the key, so an edited questionnaire is drawn anew. */
export const chartDataQueryOptions = (questionnaireId: string, name: ChartName, version = '') =>
  queryOptions({
    queryKey: ['/api/questionnaires', questionnaireId, 'charts', name, version] as const,
    // The server answers with figures it computed from the engine; the page only draws them.
    queryFn: async () => (await getJson(chartDataUrl(questionnaireId, name))) as ChartDataResponse,
    // Revalidated on each visit, like the statements (the server answers 304 when nothing changed).
    staleTime: 0,
  });

export function useChartData(
  questionnaireId: string,
  name: ChartName,
  version?: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...chartDataQueryOptions(questionnaireId, name, version), enabled });
}
