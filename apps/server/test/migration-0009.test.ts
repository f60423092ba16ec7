// Issue #24 item 3: migration 0009 queues a new assessment, once, for every completed plan whose figures the
// model's corrections change (seasons, loans or a tax rate), and leaves the others' assessments alone.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentByQuestionnaire } from '../src/domains/assessments/repo';
import {
  createAssessmentTestApp,
  prospectWithQuestionnaire,
  type AssessmentTestApp,
} from './assessments-fixtures';
import { bakeryWithEverything, bakeryWithLoan } from './assessments-lender-fixtures';
import { bakerySections } from './helpers/factories';

const MIGRATION = new URL('../src/infra/db/migrations/0009_model_corrections_reassess.sql', import.meta.url);

let t: AssessmentTestApp;
beforeAll(async () => {
  t = await createAssessmentTestApp();
});
afterAll(async () => t.close());

describe('migration 0009', () => {
  it('is in the journal as entry 9', () => {
    const journal = JSON.parse(
      readFileSync(new URL('../src/infra/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: { idx: number; tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === '0009_model_corrections_reassess');
    expect(journal.entries[at]).toMatchObject({ idx: 9 });
    expect(journal.entries[at - 1]).toMatchObject({ idx: 8, tag: '0008_trust_under_attack' });
  });

  it('puts the assessments of seasonal, borrowing or taxed plans back in the queue, and only those', async () => {
    const seasonal = await prospectWithQuestionnaire(t, { sections: bakeryWithEverything() });
    const borrowing = await prospectWithQuestionnaire(t, { sections: bakeryWithLoan() });
    const plain = await prospectWithQuestionnaire(t, { sections: bakerySections() });
    expect(await t.runPending()).toBe(3);
    const statusOf = async (questionnaireId: string) =>
      (await findAssessmentByQuestionnaire(t.database.db, { questionnaireId }))?.status;
    for (const { questionnaireId } of [seasonal, borrowing, plain])
      expect(await statusOf(questionnaireId)).toBe('ready');

    await t.database.db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));

    expect(await statusOf(seasonal.questionnaireId)).toBe('pending');
    expect(await statusOf(borrowing.questionnaireId)).toBe('pending');
    expect(await statusOf(plain.questionnaireId)).toBe('ready');
    // Written anew once, by the same writer that writes every queued assessment.
    expect(await t.runPending()).toBe(2);
    expect(await statusOf(seasonal.questionnaireId)).toBe('ready');
    expect(await statusOf(borrowing.questionnaireId)).toBe('ready');
    expect(await t.runPending()).toBe(0);
  });
});
