// A completed questionnaire and the report credit it uses are one statement (issue #16 item 3): both
// happen, or, with no credit left, neither.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/infra/db/client';
import { prospects, questionnaires } from '../src/infra/db/schema/index';
import { insertCompletedQuestionnaireUsingCredit } from '../src/domains/questionnaires/repo';
import { bakerySections, createProspect } from './helpers/factories';
import { createTestDatabase } from './helpers/test-db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('a completed questionnaire with its credit', () => {
  it('stores every column and uses one credit, until none is left; then writes nothing', async () => {
    const { db } = database;
    const prospect = await createProspect(db, { maxSubmissions: 2 });
    const sections = bakerySections();
    const before = Date.now();

    const first = await insertCompletedQuestionnaireUsingCredit(db, { prospectId: prospect.id, sections });
    const [stored] = await db.select().from(questionnaires).where(eq(questionnaires.id, first!.id));
    // What the statement answered is the stored row, column for column.
    expect(first).toEqual(stored);
    expect(stored).toMatchObject({ prospectId: prospect.id, sections, isCompleted: true });
    expect(stored!.searchText).toContain(sections.businessInfo.name.toLowerCase());
    for (const at of [stored!.completedAt!, stored!.createdAt, stored!.updatedAt]) {
      expect(at).toBeInstanceOf(Date);
      expect(Math.abs(at.getTime() - before)).toBeLessThan(60_000);
    }
    const second = await insertCompletedQuestionnaireUsingCredit(db, { prospectId: prospect.id, sections });
    expect(second?.id).toBeDefined();
    expect(second?.id).not.toBe(first!.id);

    const refused = await insertCompletedQuestionnaireUsingCredit(db, { prospectId: prospect.id, sections });
    expect(refused).toBeUndefined();
    const [after] = await db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(after!.submissionCount).toBe(2);
    const rows = await db.select().from(questionnaires).where(eq(questionnaires.prospectId, prospect.id));
    expect(rows.map((r) => r.id).sort()).toEqual([first!.id, second!.id].sort());
  });

  it('writes nothing for a prospect that does not exist', async () => {
    const { db } = database;
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      await insertCompletedQuestionnaireUsingCredit(db, { prospectId: missing, sections: bakerySections() }),
    ).toBeUndefined();
    expect(await db.select().from(questionnaires).where(eq(questionnaires.prospectId, missing))).toEqual([]);
  });
});
