// The embedded database has no autovacuum: without fresh statistics its planner guesses row counts and
// picks slow plans for the staff lists, so the app analyzes it at start and then every so often.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export const ANALYZE_INTERVAL_MS = 15 * 60 * 1000;

export function startPgliteMaintenance(
  db: Database,
  log: { warn: (details: object, message: string) => void },
  intervalMs = ANALYZE_INTERVAL_MS,
): { stop: () => void; runNow: () => Promise<void> } {
  const runNow = async () => {
    try {
      await db.execute(sql`ANALYZE`);
    } catch (err) {
      log.warn({ err }, 'ANALYZE of the embedded database failed');
    }
  };
  void runNow();
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow };
}
