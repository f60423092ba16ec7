// The hot reads run as prepared statements on the Database and as ordinary queries in a transaction.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/infra/db/client';
import { products, prospects, questionnaires, reports } from '../src/infra/db/schema/index';
import { findLiveVisitorSessionWithGrants, insertVisitorSessionWithGrant } from '../src/domains/access/repo';
import { findProductByCode } from '../src/domains/catalog/repo';
import { findProspectByEmail, findProspectById, findProspectWithPlan } from '../src/domains/prospects/repo';
import {
  findLatestCompletedQuestionnaire,
  findQuestionnaireById,
  insertQuestionnaire,
} from '../src/domains/questionnaires/repo';
import { findReportsOfQuestionnaire, insertMissingReports } from '../src/domains/questionnaires/reports/repo';
import { bakerySections, createProspect } from './helpers/factories';
import { createTestDatabase } from './helpers/test-db';

const MISSING = '00000000-0000-4000-8000-000000000000';
let one: DatabaseHandle;
let two: DatabaseHandle;
const statements: string[] = [];
beforeAll(async () => {
  one = await createTestDatabase({ onQuery: (sql) => statements.push(sql) });
  two = await createTestDatabase();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

describe('prepared reads on the Database', () => {
  it('answer what the ordinary queries answer, call after call', async () => {
    const { db } = one;
    const prospect = await createProspect(db);
    const older = await insertQuestionnaire(db, {
      prospectId: prospect.id,
      sections: bakerySections(),
      isCompleted: true,
    });
    const latest = await insertQuestionnaire(db, {
      prospectId: prospect.id,
      sections: bakerySections(),
      isCompleted: true,
    });
    await insertQuestionnaire(db, {
      prospectId: prospect.id,
      sections: bakerySections(),
      isCompleted: false,
    });
    await insertMissingReports(db, {
      prospectId: prospect.id,
      questionnaireId: latest.id,
      types: ['profit_loss', 'balance_sheet'],
    });

    for (let call = 0; call < 3; call++) {
      statements.length = 0;
      expect(await findProspectById(db, { id: prospect.id })).toEqual(prospect);
      expect(await findProspectById(db, { id: MISSING })).toBeUndefined();
      expect(await findProspectByEmail(db, { email: prospect.email.toUpperCase() })).toEqual(prospect);
      expect(await findQuestionnaireById(db, { id: older.id })).toEqual(
        (await db.select().from(questionnaires).where(eq(questionnaires.id, older.id)))[0],
      );
      expect(await findQuestionnaireById(db, { id: MISSING })).toBeUndefined();
      expect((await findLatestCompletedQuestionnaire(db, { prospectId: prospect.id }))?.id).toBe(latest.id);
      expect(await findLatestCompletedQuestionnaire(db, { prospectId: MISSING })).toBeUndefined();
      const [held] = await db.select().from(products).where(eq(products.code, prospect.selectedPlanCode));
      expect(await findProspectWithPlan(db, { id: prospect.id })).toEqual({ prospect, plan: held });
      expect(await findProspectWithPlan(db, { id: MISSING })).toBeUndefined();
      const reportRows = await findReportsOfQuestionnaire(db, { questionnaireId: latest.id });
      expect(reportRows.map((r) => r.reportType).sort()).toEqual(['balance_sheet', 'profit_loss']);
      expect(reportRows).toEqual(
        await db.select().from(reports).where(eq(reports.questionnaireId, latest.id)),
      );
      expect(await findReportsOfQuestionnaire(db, { questionnaireId: older.id })).toEqual([]);
      const [p02] = await db.select().from(products).where(eq(products.code, 'P02'));
      expect(p02).toBeDefined();
      expect(await findProductByCode(db, { code: 'P02' })).toEqual(p02);
      expect(await findProductByCode(db, { code: 'NOPE' })).toBeUndefined();
      // One statement per read (12 prepared, 5 ordinary ones to compare with).
      expect(statements.filter((s) => s.startsWith('select'))).toHaveLength(17);
    }
  });

  it('read a live session with its grants, and not an expired one', async () => {
    const { db } = one;
    const prospect = await createProspect(db);
    const live = `live-${crypto.randomUUID()}`;
    const expired = `expired-${crypto.randomUUID()}`;
    const expiresAt = new Date(Date.now() + 60 * 60_000);
    await insertVisitorSessionWithGrant(db, {
      id: live,
      expiresAt,
      prospectId: prospect.id,
      isVerified: true,
    });
    await insertVisitorSessionWithGrant(db, {
      id: expired,
      expiresAt: new Date(Date.now() - 1000),
      prospectId: prospect.id,
      isVerified: false,
    });
    for (let call = 0; call < 2; call++) {
      expect(await findLiveVisitorSessionWithGrants(db, { id: live })).toMatchObject({
        id: live,
        expiresAt,
        grants: [{ prospectId: prospect.id, isVerified: true, createdAt: expect.any(Date) }],
      });
      expect(await findLiveVisitorSessionWithGrants(db, { id: expired })).toBeUndefined();
      expect(await findLiveVisitorSessionWithGrants(db, { id: 'none' })).toBeUndefined();
    }
  });

  it('are bound to their own Database: a second one reads its own rows', async () => {
    const a = await createProspect(one.db, { name: 'In one' });
    const b = await createProspect(two.db, { name: 'In two' });
    expect((await findProspectById(one.db, { id: a.id }))?.name).toBe('In one');
    expect((await findProspectById(two.db, { id: b.id }))?.name).toBe('In two');
    expect(await findProspectById(one.db, { id: b.id })).toBeUndefined();
    expect(await findProspectById(two.db, { id: a.id })).toBeUndefined();
  });
});

describe('the same reads in a transaction', () => {
  it("see the transaction's own uncommitted rows, which are gone after a rollback", async () => {
    const { db } = one;
    const rollback = new Error('rollback');
    let prospectId = '';
    let questionnaireId = '';
    await expect(
      db.transaction(async (tx) => {
        const prospect = await createProspect(tx, { name: 'Uncommitted' });
        prospectId = prospect.id;
        const q = await insertQuestionnaire(tx, {
          prospectId,
          sections: bakerySections(),
          isCompleted: true,
        });
        questionnaireId = q.id;
        await insertMissingReports(tx, { prospectId, questionnaireId, types: ['cash_flow'] });
        const session = `tx-${crypto.randomUUID()}`;
        await insertVisitorSessionWithGrant(tx, {
          id: session,
          expiresAt: new Date(Date.now() + 60_000),
          prospectId,
          isVerified: false,
        });

        expect((await findProspectById(tx, { id: prospectId }))?.name).toBe('Uncommitted');
        expect((await findProspectByEmail(tx, { email: prospect.email }))?.id).toBe(prospectId);
        expect((await findQuestionnaireById(tx, { id: questionnaireId }))?.prospectId).toBe(prospectId);
        expect((await findLatestCompletedQuestionnaire(tx, { prospectId }))?.id).toBe(questionnaireId);
        expect((await findProspectWithPlan(tx, { id: prospectId }))?.prospect.name).toBe('Uncommitted');
        expect(await findReportsOfQuestionnaire(tx, { questionnaireId })).toMatchObject([
          { reportType: 'cash_flow' },
        ]);
        expect((await findLiveVisitorSessionWithGrants(tx, { id: session }))?.grants).toMatchObject([
          { prospectId },
        ]);
        expect((await findProductByCode(tx, { code: 'P02' }))?.code).toBe('P02');
        throw rollback;
      }),
    ).rejects.toBe(rollback);

    expect(await findProspectById(db, { id: prospectId })).toBeUndefined();
    expect(await findQuestionnaireById(db, { id: questionnaireId })).toBeUndefined();
    expect(await db.select().from(prospects).where(eq(prospects.id, prospectId))).toEqual([]);
  });
});
