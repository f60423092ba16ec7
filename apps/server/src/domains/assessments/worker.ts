// The background writer: claims pending assessments under a database lease and writes them, one at a time.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { AssessmentWriterError, type AssessmentWriter } from '../../infra/ai/types';
import { claimPendingAssessment, finishAssessment } from './repo';
import { writeAssessmentContent } from './service';
import { onAssessmentQueued } from './triggers';

/** A row claimed this many times without finishing (the process died while writing) is given up. */
const MAX_CLAIMS = 3;
const MIN_LEASE_SECONDS = 120;

type Logger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type WorkerDeps = {
  db: DbOrTx;
  ai: AssessmentWriter;
  log?: Logger;
  /** How long one claim holds a row; long enough for the writer's timeout and its retry. */
  leaseSeconds?: number;
  /** Identifies this process's claims; a fresh id per process. */
  instanceId?: string;
};

const processId = randomUUID();

export function leaseSecondsFor(timeoutMs: number): number {
  return Math.max(MIN_LEASE_SECONDS, Math.ceil((2 * timeoutMs) / 1000) + 30);
}

function failureMessage(err: unknown): string {
  if (err instanceof AssessmentWriterError || err instanceof AppError) return err.message;
  return 'AI analysis failed. Please try again.';
}

/** Writes one claimed assessment; false when nothing was pending. */
export async function runOnePendingAssessment(deps: WorkerDeps): Promise<boolean> {
  const leasedBy = `${deps.instanceId ?? processId}:${randomUUID()}`;
  const row = await claimPendingAssessment(deps.db, {
    leasedBy,
    leaseSeconds: deps.leaseSeconds ?? MIN_LEASE_SECONDS,
    writer: deps.ai.name,
  });
  if (!row) return false;
  if (row.attempts > MAX_CLAIMS) {
    await finishAssessment(deps.db, {
      id: row.id,
      leasedBy,
      outcome: {
        status: 'failed',
        error: `The assessment was started ${MAX_CLAIMS} times without finishing.`,
      },
    });
    return true;
  }
  try {
    const content = await writeAssessmentContent(deps.db, deps.ai, row);
    const stored = await finishAssessment(deps.db, {
      id: row.id,
      leasedBy,
      outcome: { status: 'ready', content },
    });
    deps.log?.info(
      { assessmentId: row.id, writer: deps.ai.name, stored: Boolean(stored) },
      'assessment written',
    );
  } catch (err) {
    deps.log?.warn({ assessmentId: row.id, err }, 'assessment failed');
    await finishAssessment(deps.db, {
      id: row.id,
      leasedBy,
      outcome: { status: 'failed', error: failureMessage(err) },
    });
  }
  return true;
}

/** Writes every pending assessment it can claim; returns how many it handled. Tests call it directly. */
export async function runPendingAssessments(deps: WorkerDeps): Promise<number> {
  let handled = 0;
  while (await runOnePendingAssessment(deps)) handled += 1;
  return handled;
}

export type AssessmentWorker = { kick: () => void; stop: () => Promise<void> };

/** Polls every intervalMs (and at once when an assessment is queued in this process). */
export function startAssessmentWorker(deps: WorkerDeps, { intervalMs = 1000 } = {}): AssessmentWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runPendingAssessments(deps);
        } catch (err) {
          // The database may be briefly unreachable; the next tick tries again.
          if (!stopped) deps.log?.error({ err }, 'assessment worker failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(run, intervalMs);
  timer.unref();
  const unsubscribe = onAssessmentQueued(() => setImmediate(run));
  setImmediate(run);

  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      // A writer stuck on a slow model is not waited for: its lease expires and another instance takes over.
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
  };
}
