// A pool of worker threads for the heavy drawing jobs (charts, PDF, Excel, Word), so they never stall the
// event loop. Bounded: when every worker is busy and the queue is full, a job is refused with 429 BUSY.
// Founders' and staff's jobs go first: a share link's viewer's (issue #26: the shared page's render) wait
// behind them, and anonymous jobs (the public sample's charts) behind every one of those, may hold only
// part of the workers and have a short queue of their own.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import { runRenderTask, type RenderInput, type RenderOutput, type RenderTaskName } from './tasks';

export type RenderPoolOptions = {
  /** Worker threads; 0 runs every job on the calling thread (tests, tiny machines). */
  workers: number;
  /** Jobs that may wait for a free worker. */
  queue: number;
};

export type RenderPoolStats = {
  workers: number;
  busy: number;
  queued: number;
  completed: number;
  refused: number;
};

/**
 * Who a job is for: `anonymous` (nobody signed in) yields to founders and staff. `timeoutMs`: the longest
 * the job may run once a worker has it; past that it fails and its worker is stopped and replaced, so a
 * render that never ends cannot hold a worker (and everything queued behind it) for good.
 */
export type RenderRunOptions = {
  anonymous?: boolean;
  /** A share link's viewer's job: after founders' and staff's, before anonymous ones (issue #26 item 4). */
  sharedViewer?: boolean;
  timeoutMs?: number;
};

export type RenderPool = {
  run: <K extends RenderTaskName>(
    name: K,
    input: RenderInput<K>,
    options?: RenderRunOptions,
  ) => Promise<RenderOutput<K>>;
  stats: () => RenderPoolStats;
  close: () => Promise<void>;
};

/** One less than the machine's cores (the event loop keeps one), at least one. */
export function defaultWorkerCount(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** Anonymous jobs that may wait at once; past that they are refused with BUSY (founders' queue is apart). */
export const ANONYMOUS_QUEUE = 8;

/** Workers anonymous jobs may hold at once: half, at least one, so a founder's job finds one free sooner. */
export function anonymousWorkerBudget(workers: number): number {
  return Math.max(1, Math.floor(workers / 2));
}

/** Seconds a refused caller is told to wait. */
const RETRY_AFTER_SECONDS = 2;

export function busyError(): AppError {
  return new AppError('BUSY', 'The server is busy drawing other reports. Please try again in a moment.', {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

type Job = {
  id: number;
  name: RenderTaskName;
  input: unknown;
  anonymous: boolean;
  sharedViewer: boolean;
  timeoutMs?: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
};
type Slot = { worker: Worker; job?: Job; timer?: NodeJS.Timeout };

/**
 * Starts a worker: the bundle's `render-worker.js` beside main.js, or, when running from the TypeScript
 * sources (tsx, Vitest), worker.ts through tsx's loader, registered inside the new thread.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./render-worker.js', import.meta.url));
  const source = new URL('./worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

function toResult(value: unknown): unknown {
  // Structured clone turns a Buffer into a plain Uint8Array.
  return value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
}

export function createRenderPool({ workers, queue }: RenderPoolOptions): RenderPool {
  const slots: Slot[] = [];
  /** Founders' and staff's jobs, first served. */
  const waiting: Job[] = [];
  /** Share link viewers' jobs, served when no founder's or staff's job waits. */
  const waitingShared: Job[] = [];
  /** Anonymous jobs, served when no founder's job waits and within their budget of workers. */
  const waitingAnonymous: Job[] = [];
  const anonymousBudget = anonymousWorkerBudget(workers);
  const anonymousQueue = Math.min(queue, ANONYMOUS_QUEUE);
  const anonymousRunning = () => slots.filter((slot) => slot.job?.anonymous).length;
  /**
   * The next job a free worker takes: a founder's, else a share link viewer's, else an anonymous one if the
   * budget allows.
   */
  const nextJob = (): Job | undefined =>
    waiting.shift() ??
    waitingShared.shift() ??
    (anonymousRunning() < anonymousBudget ? waitingAnonymous.shift() : undefined);
  let nextId = 1;
  let completed = 0;
  let refused = 0;
  let closed = false;

  const finish = (slot: Slot) => {
    clearTimeout(slot.timer);
    slot.job = undefined;
    completed += 1;
    const next = nextJob();
    if (next) dispatch(slot, next);
    else slot.worker.unref();
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: startWorker() };
    slot.worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: Error }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (message.ok) job.resolve(toResult(message.result));
      else job.reject(Object.assign(new Error(message.error?.message ?? 'Render failed'), message.error));
      finish(slot);
    });
    // A crashed worker fails its job and is replaced; the pool keeps its size.
    slot.worker.on('error', (err) => replace(slot, err));
    return slot;
  };
  /** Fails the slot's job, drops the slot and gives the next waiting job a new worker. */
  const replace = (slot: Slot, err: Error) => {
    clearTimeout(slot.timer);
    slot.job?.reject(err);
    slot.job = undefined;
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    if (closed) return;
    const next = nextJob();
    if (next) dispatch(spawnSlot(), next);
  };
  const spawnSlot = () => {
    const slot = spawn();
    slots.push(slot);
    return slot;
  };

  const dispatch = (slot: Slot, job: Job) => {
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, name: job.name, input: job.input });
    if (job.timeoutMs !== undefined) {
      slot.timer = setTimeout(() => {
        void slot.worker.terminate();
        replace(slot, new Error(`The ${job.name} job took longer than ${job.timeoutMs} ms`));
      }, job.timeoutMs);
    }
  };

  return {
    run: (name, input, { anonymous = false, sharedViewer = false, timeoutMs } = {}) => {
      if (workers === 0) {
        return runRenderTask(name, input).finally(() => {
          completed += 1;
        });
      }
      if (closed) return Promise.reject(busyError());
      return new Promise((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          name,
          input,
          anonymous,
          sharedViewer,
          timeoutMs,
          resolve: resolve as (v: unknown) => void,
          reject,
        };
        const mayStart = !anonymous || anonymousRunning() < anonymousBudget;
        // Workers start on demand, so a server that never draws never pays for them.
        const free = mayStart
          ? (slots.find((slot) => !slot.job) ?? (slots.length < workers ? spawnSlot() : undefined))
          : undefined;
        if (free) return dispatch(free, job);
        const line = anonymous ? waitingAnonymous : sharedViewer ? waitingShared : waiting;
        if (line.length >= (anonymous ? anonymousQueue : queue)) {
          refused += 1;
          return reject(busyError());
        }
        line.push(job);
      });
    },
    stats: () => ({
      workers: slots.length,
      busy: slots.filter((slot) => slot.job).length,
      queued: waiting.length + waitingShared.length + waitingAnonymous.length,
      completed,
      refused,
    }),
    close: async () => {
      closed = true;
      for (const job of [...waiting.splice(0), ...waitingShared.splice(0), ...waitingAnonymous.splice(0)]) {
        job.reject(busyError());
      }
      await Promise.all(
        slots.splice(0).map((slot) => {
          clearTimeout(slot.timer);
          return slot.worker.terminate();
        }),
      );
    },
  };
}

let shared: RenderPool = createRenderPool({ workers: 0, queue: 0 });

/** The process's pool; buildApp sets it from RENDER_WORKERS and RENDER_QUEUE. */
export function renderPool(): RenderPool {
  return shared;
}

export function configureRenderPool(options: RenderPoolOptions): RenderPool {
  const previous = shared;
  shared = createRenderPool(options);
  void previous.close();
  return shared;
}
