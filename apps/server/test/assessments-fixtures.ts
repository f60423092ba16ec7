// Shared set-up of the assessment tests: an app without the background loop, paid prospects, two businesses.
import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import type { DatabaseHandle } from '../src/infra/db/client';
import { createAssessmentWriter } from '../src/domains/assessments/writers';
import type { AssessmentWriter } from '../src/infra/ai/types';
import { runPendingAssessments } from '../src/domains/assessments/worker';
import { bakerySections, createProspect } from './helpers/factories';
import { createBrowser, type TestBrowser } from './helpers/visitor';
import { createTestDatabase } from './helpers/test-db';

export type AssessmentTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  ai: AssessmentWriter;
  /** Writes every pending assessment now, as the background worker would. */
  runPending: () => Promise<number>;
  close: () => Promise<void>;
};

export async function createAssessmentTestApp(
  opts: { env?: Record<string, string>; startWorkers?: boolean; ai?: AssessmentWriter } = {},
): Promise<AssessmentTestApp> {
  const database = await createTestDatabase();
  const config = testConfig(opts.env ?? {});
  const writer = opts.ai ?? createAssessmentWriter(config);
  const app = await buildApp({
    config,
    database,
    webDistDir: null,
    version: '0.0.0-test',
    startWorkers: opts.startWorkers ?? false,
    ai: writer,
  });
  await app.ready();
  return {
    app,
    database,
    ai: writer,
    runPending: () => runPendingAssessments({ db: database.db, ai: writer }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// The studio is in the fixtures that open no database, so the analyst's tests that use it need none.
export { strugglingStudio } from './assessments-lender-fixtures';

/**
 * A prospect on `planCode` with one completed questionnaire. On a plan with complete statements the
 * completion call generates all three, which queues the assessment.
 */
export async function prospectWithQuestionnaire(
  t: { app: FastifyInstance; database: DatabaseHandle },
  {
    planCode = 'P02',
    sections = bakerySections(),
    browser,
  }: { planCode?: string; sections?: Record<string, unknown>; browser?: TestBrowser } = {},
) {
  const prospect = await createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 5 });
  // The founder's browser: the test file's own when given, else a new one for this prospect.
  if (browser) await browser.grant(prospect.id);
  const cookie = browser
    ? await browser.cookie()
    : (await createBrowser(t.database.db, [prospect.id])).cookie;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/questionnaires',
    headers: { cookie },
    payload: { prospectId: prospect.id, ...sections, isCompleted: true },
  });
  expect(created.statusCode).toBe(201);
  const questionnaireId = created.json().id as string;
  const completed = await t.app.inject({
    method: 'POST',
    url: '/api/questionnaire/complete',
    headers: { cookie },
    payload: { questionnaireId },
  });
  expect(completed.statusCode).toBe(200);
  return { prospect, questionnaireId, cookie };
}

/** Reads one file out of a zip (a .docx) with node:zlib: enough of the format for the tests. */
export function readZipEntry(zip: Buffer, name: string): string | undefined {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip file');
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const entryName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const dataStart =
        localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}

/** The visible text of a Word document.xml, paragraphs separated by newlines. */
export function docxText(documentXml: string): string {
  return documentXml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}
