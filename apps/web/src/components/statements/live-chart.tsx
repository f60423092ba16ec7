// One chart of a questionnaire drawn in the page from the server's figures: a skeleton while the figures
// and ECharts load, the spec's sentence when it cannot be drawn, and the figures as a table for screen readers.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { chartTable, type ChartDataResponse, type ChartName, type ChartTable } from '@trajectory/charts';
import { useChartData } from '@/api/get-chart-data';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotInPlan } from '@/lib/api';
// purchasing.md 2.9: the sentence that replaces a chart that cannot be shown, as the server-drawn chart's.
import { CHART_UNAVAILABLE } from './chart-image';

// ECharts is several hundred kilobytes: it comes with the first chart, never with the landing page.
const EChartView = lazy(async () => ({ default: (await import('./echart-view')).EChartView }));

/** How far below (or above) the screen a chart starts loading ECharts and drawing. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * Whether the element has come near the screen (and stays so once it has). ECharts' code is large and
 * slow to start on a phone: a chart further down the page loads it when the visitor scrolls towards it,
 * not while the page is still starting. Without IntersectionObserver: at once.
 */
function useNearViewport(): [(element: HTMLElement | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}

/** The space a chart takes (purchasing.md 2.9: 300 px on phones, 400 px wider), so nothing shifts. */
export function ChartSkeleton() {
  return (
    <div role="status" aria-label="Loading chart" data-testid="chart-loading">
      <Skeleton className="h-[300px] w-full md:h-[400px]" />
    </div>
  );
}

/**
 * The figures for screen readers. The box that hides them is a div: a table does not shrink to sr-only's
 * 1 px, so a wide one (a column per stream) would widen a phone's page.
 */
function ChartFigures({ title, table }: { title: string; table: ChartTable }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{`${title}: the figures`}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type LiveChartProps = {
  questionnaireId: string;
  name: ChartName;
  title: string;
  version?: string;
  /** The chart's figures when the page already holds them (a shared plan's read): nothing is fetched. */
  figures?: ChartDataResponse;
};

export function LiveChart({ questionnaireId, name, title, version, figures }: LiveChartProps) {
  const fetched = useChartData(questionnaireId, name, version, { enabled: figures === undefined });
  const query = figures
    ? { isPending: false as const, isError: false as const, error: null, data: figures }
    : fetched;
  const table = useMemo(() => (query.data ? chartTable(name, query.data.data) : null), [name, query.data]);
  const [nearRef, near] = useNearViewport();
  if (query.isPending) return <ChartSkeleton />;
  if (query.isError) {
    // A plan without this chart is told which plan has it (FORBIDDEN); anything else gets the spec's line.
    const message = isNotInPlan(query.error) ? planMessage(query.error.bodyText) : CHART_UNAVAILABLE;
    return (
      <p data-testid="chart-unavailable" className="py-12 text-center text-sm text-muted-foreground">
        {message}
      </p>
    );
  }
  const rows = table?.rows.length ?? 0;
  return (
    <figure className="m-0">
      {near ? (
        <Suspense fallback={<ChartSkeleton />}>
          <EChartView name={name} data={query.data.data} label={`${title} chart`} points={rows} />
        </Suspense>
      ) : (
        // Its place, under the name the drawn chart will have, until it nears the screen.
        <div ref={nearRef} data-chart-view={name}>
          <ChartSkeleton />
        </div>
      )}
      {table && <ChartFigures title={title} table={table} />}
    </figure>
  );
}

function planMessage(bodyText: string): string {
  try {
    const { message } = JSON.parse(bodyText) as { message?: unknown };
    return typeof message === 'string' ? message : CHART_UNAVAILABLE;
  } catch {
    return CHART_UNAVAILABLE;
  }
}
