// Where the public sample report lives (issue #14 item 8); no schemas here, so the landing page can link to
// it without loading any.

/** The two charts a visitor sees beside the sample, the free plan's pair. */
export const SAMPLE_CHART_NAMES = ['expenses', 'trend'] as const;
export type TSampleChartName = (typeof SAMPLE_CHART_NAMES)[number];

/** The page, public and indexable. */
export const SAMPLE_REPORT_PATH = '/sample-report';
export const SAMPLE_REPORT_API = '/api/sample-report';

/** The sample chart's image URL; `version` (the sample's last save) makes the browser fetch an edit anew. */
export function sampleChartUrl(name: TSampleChartName, version?: string | null): string {
  const url = `${SAMPLE_REPORT_API}/charts/${name}`;
  return version ? `${url}?v=${encodeURIComponent(version)}` : url;
}
