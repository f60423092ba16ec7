// The stored sample business's queries: the one stored sample (the newest row wins if a second ever appears).
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { sampleData } from '../../../infra/db/schema/index';

export type SampleDataRow = typeof sampleData.$inferSelect;

// An arbitrary constant: saving takes it so that two staff saving at once still leave one row.
const SAMPLE_DATA_LOCK = 5_318_204_771;

export async function findSampleData(db: DbOrTx): Promise<SampleDataRow | undefined> {
  const [row] = await db
    .select()
    .from(sampleData)
    .orderBy(desc(sampleData.updatedAt), desc(sampleData.id))
    .limit(1);
  return row;
}

/** Replaces the stored sample; call inside a transaction (the lock is transaction-scoped). */
export async function saveSampleData(
  tx: DbOrTx,
  { data }: { data: Record<string, unknown> },
): Promise<SampleDataRow> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SAMPLE_DATA_LOCK})`);
  const existing = await findSampleData(tx);
  if (existing) {
    const [row] = await tx
      .update(sampleData)
      .set({ data, updatedAt: new Date() })
      .where(eq(sampleData.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await tx.insert(sampleData).values({ data }).returning();
  return row!;
}
