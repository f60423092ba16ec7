// Types of the parts of the benchmark tools the bench scripts use, written here so that `npm run
// typecheck` checks the scripts without the tools installed (they come with `npm run bench:setup`).
import type { EventEmitter } from 'node:events';

// ── Lighthouse ───────────────────────────────────────────────────────────────────────────────────

export type LighthouseFlags = {
  port?: number;
  output?: 'json' | 'html';
  logLevel?: 'silent' | 'error' | 'info' | 'verbose';
  onlyCategories?: string[];
  extraHeaders?: Record<string, string>;
  additionalTraceCategories?: string;
};

export type LighthouseResult = {
  lhr: {
    runtimeError?: { code: string; message?: string };
    categories: Record<
      string,
      { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
    >;
    audits: Record<
      string,
      { score: number | null; displayValue?: string; numericValue?: number; details?: unknown } | undefined
    >;
    /** benchmarkIndex: Lighthouse's measure of the machine's CPU speed for this run. */
    environment: { benchmarkIndex: number };
  };
  /** What the run gathered; `Trace` is the page load's Chrome trace (`--trace true` writes it). */
  artifacts: { Trace: { traceEvents: unknown[] } };
};

export type Lighthouse = (url: string, flags: LighthouseFlags) => Promise<LighthouseResult | undefined>;

export function loadLighthouse(): Promise<Lighthouse>;

// ── chrome-launcher ──────────────────────────────────────────────────────────────────────────────

export type LaunchedChrome = { port: number; pid: number; kill(): void };

export function loadChromeLauncher(): Promise<{
  launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}>;

// ── autocannon (the package ships no types) ─────────────────────────────────────────────────────

export type RawRequest = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
};

export type SequenceRequest<C> = RawRequest & {
  setupRequest?: (request: RawRequest, context: C) => RawRequest | null;
  onResponse?: (status: number, body: string, context: C, headers: Record<string, unknown>) => void;
};

export type AutocannonOptions<C> = {
  url: string;
  connections?: number;
  amount?: number;
  duration?: number;
  timeout?: number;
  pipelining?: number;
  headers?: Record<string, string>;
  requests?: SequenceRequest<C>[];
  initialContext?: C;
  excludeErrorStats?: boolean;
};

export type Histogram = {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p99: number;
  [percentile: string]: number;
};

export type AutocannonResult = {
  duration: number;
  start: Date;
  finish: Date;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  resets: number;
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Histogram;
  requests: Histogram & { total: number; sent: number };
  throughput: Histogram & { total: number };
};

export type AutocannonInstance = EventEmitter & PromiseLike<AutocannonResult> & { stop: () => void };

export type Autocannon = <C>(options: AutocannonOptions<C>) => AutocannonInstance;

export function loadAutocannon(): Promise<Autocannon>;
