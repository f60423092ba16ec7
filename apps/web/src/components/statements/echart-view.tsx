// A live ECharts chart sized by its container: values on hover and tap, legends that toggle series.
// Loaded on demand (React.lazy in live-chart.tsx), so pages without charts never download ECharts.
import { useEffect, useRef, useState } from 'react';
import { echarts } from '@trajectory/charts/echarts';
import {
  buildChartOption,
  COMPACT_BELOW_WIDTH,
  type ChartName,
  type ChartProjection,
} from '@trajectory/charts';

/** The page's type (DESIGN.md), so the chart reads like the tables around it. */
const PAGE_FONT = "'Inter Variable', ui-sans-serif, system-ui, sans-serif";
/** Maximum heights of the spec (purchasing.md 2.9): 300 px on phones, 400 px wider. */
const PHONE_HEIGHT = 300;
const WIDE_HEIGHT = 400;
/** Until the container is measured (and in a DOM that cannot measure): a phone-sized chart. */
const FALLBACK_WIDTH = 360;

/** The browser's "reduce motion" setting (the operating system's, or a test's). */
function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export type EChartViewProps = {
  name: ChartName;
  data: ChartProjection;
  label: string;
  /** How many points (years, months, slices, steps) the arrow keys step through. */
  points: number;
};

function useContainerWidth(ref: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function EChartView({ name, data, label, points }: EChartViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  const pointRef = useRef(-1);
  const measured = useContainerWidth(containerRef);
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const height = width < COMPACT_BELOW_WIDTH ? PHONE_HEIGHT : WIDE_HEIGHT;

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const chart = echarts.init(element, null, { renderer: 'svg', width, height });
    chartRef.current = chart;
    return () => {
      chart.dispose();
      chartRef.current = null;
    };
    // The chart is made once; size and figures are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.resize({ width, height });
    // A new option each time the width crosses the phone line or the figures change: layouts differ.
    const option = buildChartOption(name, data, { width, height, interactive: true, fontFamily: PAGE_FONT });
    // A founder who asks for reduced motion gets the chart drawn at once, without its entrance.
    if (prefersReducedMotion()) option.animation = false;
    chart.setOption(option, { notMerge: true });
  }, [name, data, width, height]);

  // The keyboard reads the values too: arrows step through the points and show each one's tooltip.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const chart = chartRef.current;
    if (!chart || points === 0) return;
    if (event.key === 'Escape') {
      chart.dispatchAction({ type: 'hideTip' });
      pointRef.current = -1;
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    pointRef.current = (pointRef.current + step + points) % points;
    chart.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: pointRef.current });
  };

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      aria-keyshortcuts="ArrowLeft ArrowRight Escape"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => chartRef.current?.dispatchAction({ type: 'hideTip' })}
      data-chart-view={name}
      className="w-full rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      style={{ height }}
    />
  );
}
