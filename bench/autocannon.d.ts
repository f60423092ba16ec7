// The part of autocannon's programmatic API the load script uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

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

  export type Options<C> = {
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

  export type Result = {
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

  export type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void };

  function autocannon<C>(options: Options<C>): Instance;
  export default autocannon;
}
