import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_SECTION_KEYS, ASSESSMENT_SECTION_TITLES } from '@trajectory/contracts/assessments';
import { assessments } from '../src/infra/db/schema/index';
import { claimPendingAssessment, finishAssessment } from '../src/domains/assessments/repo';
import { queueAssessmentIfEligible } from '../src/domains/assessments/triggers';
import { createBuiltinWriter } from '../src/domains/assessments/writers';
import { AssessmentWriterError } from '../src/infra/ai/types';
import {
  createAssessmentTestApp,
  docxText,
  prospectWithQuestionnaire,
  readZipEntry,
  type AssessmentTestApp,
} from './assessments-fixtures';
import { bakerySections } from './helpers/factories';
import { checkoutSteps } from './helpers/payments';
import { loginAsStaff } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

let t: AssessmentTestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createAssessmentTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  b.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  b.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

const checkout = checkoutSteps(() => t, b);

async function rowsOf(questionnaireId: string) {
  return t.database.db.select().from(assessments).where(eq(assessments.questionnaireId, questionnaireId));
}

/** A paid prospect whose completed questionnaire has no statements yet, so nothing is queued. */
async function paidProspectWithoutStatements(planCode = 'P02') {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 5 });
  const res = await post('/api/questionnaires', {
    prospectId: prospect.id,
    ...bakerySections(),
    isCompleted: true,
  });
  expect(res.statusCode).toBe(201);
  return { prospect, questionnaireId: res.json().id as string };
}

describe('automatic generation', () => {
  it('queues one assessment when a paid questionnaire gets its three statements, then writes it', async () => {
    const { prospect, questionnaireId } = await prospectWithQuestionnaire(t, { browser: b });
    const [row] = await rowsOf(questionnaireId);
    expect(row).toMatchObject({ status: 'pending', prospectId: prospect.id });

    const pending = await get(`/api/assessments/${questionnaireId}`);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ status: 'pending', questionnaireId, executiveSummary: '' });

    expect(await t.runPending()).toBe(1);
    const ready = await get(`/api/assessments/${questionnaireId}`);
    expect(ready.statusCode).toBe(200);
    const body = ready.json();
    expect(body).toMatchObject({ status: 'ready', writer: 'builtin', questionnaireId, error: null });
    for (const key of ASSESSMENT_SECTION_KEYS) expect(body[key].length).toBeGreaterThan(40);
    expect(body.executiveSummary).toContain('Ada Bakes');
    expect(typeof body.reportDetails).toBe('string');
    expect(Date.parse(body.createdAt)).not.toBeNaN();

    const byProspect = await get(`/api/assessments/prospect/${prospect.id}`);
    expect(byProspect.statusCode).toBe(200);
    expect(byProspect.json().id).toBe(body.id);
    // Completing again (reports_ready) does not queue a second one.
    await post('/api/questionnaire/complete', { questionnaireId });
    expect(await rowsOf(questionnaireId)).toHaveLength(1);
  });

  it('a payment on the simulated card queues the assessment of the latest questionnaire', async () => {
    const { prospect, questionnaireId } = await prospectWithQuestionnaire(t, { planCode: 'P01', browser: b });
    expect(await rowsOf(questionnaireId)).toHaveLength(0);
    expect((await get(`/api/assessments/${questionnaireId}`)).statusCode).toBe(403);

    const intent = await checkout.intentFor(prospect.id, 'P02');
    expect((await checkout.confirmCard(intent)).json()).toMatchObject({ status: 'succeeded' });
    const success = await checkout.paymentSuccess(prospect.id, intent.paymentIntentId, {
      productCode: 'P02',
    });
    expect(success.statusCode).toBe(200);
    expect(await rowsOf(questionnaireId)).toMatchObject([{ status: 'pending' }]);
    await t.runPending();
    expect((await get(`/api/assessments/${questionnaireId}`)).json().status).toBe('ready');
  });

  it('ten parallel triggers produce one assessment', async () => {
    const viaApi = await paidProspectWithoutStatements();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/assessments', { questionnaireId: viaApi.questionnaireId })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await rowsOf(viaApi.questionnaireId)).toHaveLength(1);

    const viaCompletion = await paidProspectWithoutStatements();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/questionnaire/complete', { questionnaireId: viaCompletion.questionnaireId }),
      ),
    );
    const direct = await Promise.all(
      Array.from({ length: 10 }, () =>
        queueAssessmentIfEligible(t.database.db, { questionnaireId: viaCompletion.questionnaireId }),
      ),
    );
    expect(direct.every((queued) => !queued)).toBe(true);
    expect(await rowsOf(viaCompletion.questionnaireId)).toHaveLength(1);
  });
});

describe('POST /api/assessments and reading', () => {
  it('creates a pending one (201), refuses a second (409), and refuses plans without it (403)', async () => {
    const { questionnaireId } = await paidProspectWithoutStatements();
    const created = await post('/api/assessments', { questionnaireId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', questionnaireId, recommendations: '' });
    const again = await post('/api/assessments', { questionnaireId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'CONFLICT', field: 'questionnaireId' });

    const free = await paidProspectWithoutStatements('P01');
    const refused = await post('/api/assessments', { questionnaireId: free.questionnaireId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect(refused.json().message).toMatch(/not included in the Free Projection plan.*Full Reports/);
    expect(await rowsOf(free.questionnaireId)).toHaveLength(0);
  });

  it('answers 4xx with a body for bad ids, unknown questionnaires, drafts and missing assessments', async () => {
    const bad = await post('/api/assessments', { questionnaireId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'questionnaireId' });
    expect((await post('/api/assessments', {})).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/api/assessments', { questionnaireId: unknown })).statusCode).toBe(404);
    expect((await get(`/api/assessments/${unknown}`)).statusCode).toBe(404);
    expect((await get(`/api/assessments/prospect/${unknown}`)).statusCode).toBe(404);
    expect((await get('/api/assessments/not-a-uuid')).statusCode).toBe(400);
    expect((await get(`/api/assessments/${unknown}/export`)).statusCode).toBe(404);

    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02' });
    const draft = await post('/api/questionnaires', {
      prospectId: prospect.id,
      ...bakerySections(),
      isCompleted: false,
    });
    const refused = await post('/api/assessments', { questionnaireId: draft.json().id });
    expect(refused.statusCode).toBe(400);

    const { questionnaireId } = await paidProspectWithoutStatements();
    const none = await get(`/api/assessments/${questionnaireId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('editing the questionnaire replaces its assessment with a new one, queued once (issue #24)', async () => {
    const { questionnaireId } = await prospectWithQuestionnaire(t, { browser: b });
    await t.runPending();
    const before = (await get(`/api/assessments/${questionnaireId}`)).json();
    expect(before.status).toBe('ready');
    const edit = await b.inject({
      method: 'PUT',
      url: `/api/questionnaires/${questionnaireId}`,
      payload: { operationalCosts: { costPerItem: 5 } },
    });
    expect(edit.statusCode).toBe(200);
    const queued = (await get(`/api/assessments/${questionnaireId}`)).json();
    expect(queued).toMatchObject({ status: 'pending' });
    expect(queued.id).not.toBe(before.id);
    // Queued once: asking again finds it.
    expect((await post('/api/assessments', { questionnaireId })).statusCode).toBe(409);
    await t.runPending();
    expect((await get(`/api/assessments/${questionnaireId}`)).json().profitLossAnalysis).toContain('$5');
  });
});

describe('the background writer and its lease', () => {
  it('claims exactly one pending row at a time', async () => {
    await t.runPending();
    const queued = await Promise.all([1, 2, 3].map(() => prospectWithQuestionnaire(t, { browser: b })));
    const claimed = await claimPendingAssessment(t.database.db, {
      leasedBy: 'one',
      leaseSeconds: 60,
      writer: 'builtin',
    });
    expect(queued.map((q) => q.questionnaireId)).toContain(claimed?.questionnaireId);
    const leased = await t.database.db.select().from(assessments).where(eq(assessments.leasedBy, 'one'));
    expect(leased).toHaveLength(1);
    expect(await t.runPending()).toBe(2);
    await t.database.db
      .update(assessments)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(assessments.leasedBy, 'one'));
    expect(await t.runPending()).toBe(1);
  });

  it('leaves a row under a live lease alone and picks it up again once the lease has expired', async () => {
    const { questionnaireId } = await prospectWithQuestionnaire(t, { browser: b });
    await t.runPending(); // empties the queue of earlier tests' rows
    await t.database.db
      .update(assessments)
      .set({ status: 'pending', content: null })
      .where(eq(assessments.questionnaireId, questionnaireId));
    // Another instance claims it, then dies without finishing.
    const claimed = await claimPendingAssessment(t.database.db, {
      leasedBy: 'crashed',
      leaseSeconds: 60,
      writer: 'builtin',
    });
    expect(claimed?.questionnaireId).toBe(questionnaireId);
    expect(await t.runPending()).toBe(0);

    await t.database.db
      .update(assessments)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(assessments.questionnaireId, questionnaireId));
    expect(await t.runPending()).toBe(1);
    const [row] = await rowsOf(questionnaireId);
    expect(row).toMatchObject({ status: 'ready', leaseExpiresAt: null, leasedBy: null });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    // The crashed writer's late answer changes nothing.
    const late = await finishAssessment(t.database.db, {
      id: row!.id,
      leasedBy: 'crashed',
      outcome: { status: 'failed', error: 'late' },
    });
    expect(late).toBeUndefined();
  });

  it('gives up on a row claimed three times without finishing', async () => {
    const { questionnaireId } = await prospectWithQuestionnaire(t, { browser: b });
    await t.database.db
      .update(assessments)
      .set({ attempts: 3, leaseExpiresAt: sql`now() - interval '1 second'`, leasedBy: 'gone' })
      .where(eq(assessments.questionnaireId, questionnaireId));
    await t.runPending();
    const body = (await get(`/api/assessments/${questionnaireId}`)).json();
    expect(body).toMatchObject({ status: 'failed', executiveSummary: '' });
    expect(body.error).toMatch(/3 times/);
  });

  it('records a writer failure, and POST queues a failed assessment again', async () => {
    const failing = await createAssessmentTestApp({
      ai: {
        name: 'openai',
        write: () =>
          Promise.reject(
            new AssessmentWriterError('AI analysis failed after 2 attempts: the model server answered 500.'),
          ),
      },
    });
    try {
      const { questionnaireId, cookie } = await prospectWithQuestionnaire(failing);
      await failing.runPending();
      const failed = await failing.app.inject({
        method: 'GET',
        url: `/api/assessments/${questionnaireId}`,
        headers: { cookie },
      });
      expect(failed.json()).toMatchObject({ status: 'failed', writer: 'openai' });
      expect(failed.json().error).toContain('answered 500');
      const retry = await failing.app.inject({
        method: 'POST',
        url: '/api/assessments',
        headers: { cookie },
        payload: { questionnaireId },
      });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toMatchObject({ status: 'pending', error: null });
    } finally {
      await failing.close();
    }
  });

  it('runs by itself in the background when the app starts workers (the default)', async () => {
    const live = await createAssessmentTestApp({ startWorkers: true, ai: createBuiltinWriter() });
    try {
      const { questionnaireId, cookie } = await prospectWithQuestionnaire(live);
      let status = '';
      for (let i = 0; i < 100 && status !== 'ready'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const res = await live.app.inject({
          method: 'GET',
          url: `/api/assessments/${questionnaireId}`,
          headers: { cookie },
        });
        status = res.json().status;
      }
      expect(status).toBe('ready');
    } finally {
      await live.close();
    }
  });
});

describe('Word export', () => {
  it('downloads a .docx named after the business, with title, date, key figures and the seven sections', async () => {
    const { questionnaireId } = await prospectWithQuestionnaire(t, { browser: b });
    expect((await get(`/api/assessments/${questionnaireId}/export`)).statusCode).toBe(404); // still pending
    await t.runPending();
    const assessment = (await get(`/api/assessments/${questionnaireId}`)).json();

    const res = await get(`/api/assessments/${questionnaireId}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toContain('filename="Trajectory_Ada_Bakes_assessment.docx"');
    const xml = readZipEntry(res.rawPayload, 'word/document.xml');
    expect(xml).toBeDefined();
    const text = docxText(xml!);
    expect(text).toContain('Business Assessment Report');
    expect(text).toContain('Ada Bakes');
    expect(text).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
    expect(text).toContain('Key figures');
    expect(text).toContain('Break-even month');
    for (const key of ASSESSMENT_SECTION_KEYS) {
      expect(text).toContain(ASSESSMENT_SECTION_TITLES[key]);
      const firstLine = (assessment[key] as string).split('\n')[0]!.replace(/^- /, '');
      expect(text).toContain(firstLine.slice(0, 60));
    }
  });
});

describe('staff', () => {
  it('needs a session for every staff route, whatever the body', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/assessments'],
      ['GET', `/api/admin/assessments/${id}`],
      ['GET', `/api/admin/assessments/${id}/export`],
      ['POST', '/api/admin/assessments'],
    ] as const) {
      const res = await b.inject({
        method,
        url,
        payload: method === 'POST' ? { junk: true } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists, views, generates on any plan, regenerates with replace and exports', async () => {
    const cookie = await loginAsStaff(t.app);
    const free = await paidProspectWithoutStatements('P01');
    const created = await post('/api/admin/assessments', { questionnaireId: free.questionnaireId }, cookie);
    expect(created.statusCode).toBe(201);
    expect(
      (await post('/api/admin/assessments', { questionnaireId: free.questionnaireId }, cookie)).statusCode,
    ).toBe(409);
    await t.runPending();

    const view = await get(`/api/admin/assessments/${free.questionnaireId}`, cookie);
    expect(view.json()).toMatchObject({ status: 'ready', questionnaireId: free.questionnaireId });
    // The prospect's own plan still does not include it.
    expect((await get(`/api/assessments/${free.questionnaireId}`)).statusCode).toBe(403);
    expect((await get(`/api/assessments/${free.questionnaireId}/export`)).statusCode).toBe(403);
    expect((await get(`/api/assessments/${free.questionnaireId}`, cookie)).statusCode).toBe(200);

    const list = await get('/api/admin/assessments', cookie);
    expect(list.statusCode).toBe(200);
    expect(
      list.json().find((a: { questionnaireId: string }) => a.questionnaireId === free.questionnaireId),
    ).toMatchObject({
      businessName: 'Ada Bakes',
      status: 'ready',
    });

    const replaced = await post(
      '/api/admin/assessments',
      { questionnaireId: free.questionnaireId, replace: true },
      cookie,
    );
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ status: 'pending' });
    expect(replaced.json().id).not.toBe(view.json().id);
    expect(await rowsOf(free.questionnaireId)).toHaveLength(1);
    await t.runPending();

    const exported = await get(`/api/admin/assessments/${free.questionnaireId}/export`, cookie);
    expect(exported.statusCode).toBe(200);
    expect(docxText(readZipEntry(exported.rawPayload, 'word/document.xml')!)).toContain(
      'Questions to Explore',
    );
  });
});
