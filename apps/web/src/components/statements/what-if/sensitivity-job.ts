// The tornado's one computation, and how the panel runs it off the input path: in a worker where the browser
// has them, else in idle time. One request at a time; moves made meanwhile send only the latest when it ends.
import {
  applyAdjustment,
  sensitivity,
  type ProjectionInputs,
  type ScenarioAdjustment,
  type SensitivityRow,
} from '@trajectory/engine';

/** How far each sensitivity driver moves either way (the engine's default, spelled out for the labels). */
export const SENSITIVITY_PCT = 10;

/** The sensitivity of the base case as its sliders set it. */
export function sensitivityOfBase(inputs: ProjectionInputs, base: ScenarioAdjustment): SensitivityRow[] {
  return sensitivity(applyAdjustment(inputs, base), SENSITIVITY_PCT);
}

export type SensitivityRequest = { id: number; inputs: ProjectionInputs; base: ScenarioAdjustment };
export type SensitivityReply = { id: number; rows: SensitivityRow[] };

export type SensitivityRunner = {
  /** Asks for the rows of these inputs; only the latest request's rows are ever delivered. */
  request: (inputs: ProjectionInputs, base: ScenarioAdjustment) => void;
  dispose: () => void;
};

type Compute = (request: SensitivityRequest, done: (reply: SensitivityReply) => void) => () => void;

/**
 * The worker, started on first use; null where there is none (tests, old browsers) or it cannot start. A
 * worker that fails (its script not loaded, say) hands this request and every later one to idle time.
 */
function workerCompute(): Compute | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./sensitivity.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  let failed = false;
  let current: { request: SensitivityRequest; done: (reply: SensitivityReply) => void } | null = null;
  let cancelIdle: (() => void) | null = null;
  worker.onmessage = (event: MessageEvent<SensitivityReply>) => {
    const job = current;
    current = null;
    job?.done(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failed = true;
    worker.terminate();
    const job = current;
    current = null;
    if (job) cancelIdle = idleCompute(job.request, job.done);
  };
  return (request, done) => {
    if (failed) {
      cancelIdle = idleCompute(request, done);
    } else {
      current = { request, done };
      worker.postMessage(request);
    }
    return () => {
      worker.terminate();
      cancelIdle?.();
    };
  };
}

/** In the main thread's idle time (a timeout where requestIdleCallback is missing). */
const idleCompute: Compute = (request, done) => {
  const run = () => done({ id: request.id, rows: sensitivityOfBase(request.inputs, request.base) });
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 100 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
};

export function createSensitivityRunner(onRows: (rows: SensitivityRow[]) => void): SensitivityRunner {
  let compute: Compute | null | undefined;
  let nextId = 0;
  let busy = false;
  let latest: SensitivityRequest | null = null;
  let cancel: (() => void) | null = null;
  let disposed = false;

  const start = (request: SensitivityRequest) => {
    compute ??= workerCompute() ?? idleCompute;
    busy = true;
    latest = null;
    cancel = compute(request, (reply) => {
      busy = false;
      if (disposed) return;
      // Moves made while this ran: only the newest is computed next, and these rows are already stale.
      if (latest) start(latest);
      else onRows(reply.rows);
    });
  };

  return {
    request(inputs, base) {
      if (disposed) return;
      latest = { id: (nextId += 1), inputs, base };
      if (!busy) start(latest);
    },
    dispose() {
      disposed = true;
      cancel?.();
    },
  };
}
