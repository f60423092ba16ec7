// One projection per request (issue #23 item 1): every download projects the answers once and normalises
// them once, on the request's thread, and the documents are drawn from that projection. The engine's
// `project` and `normalizeQuestionnaire` are counted wherever the server calls them (the render pool runs
// its jobs on the calling thread in tests, so the documents' calls would count too).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Engine from '@trajectory/engine';
import { DEFAULT_SAMPLE_DATA } from '@trajectory/contracts/admin-sample-data';
import type { staffCaller as StaffCaller } from './helpers/admin';
import type { TestApp } from './helpers/test-app';
import type { TestBrowser } from './helpers/visitor';

const calls = vi.hoisted(() => ({ project: 0, normalize: 0 }));

vi.mock('@trajectory/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  return {
    ...engine,
    project: (...args: Parameters<typeof engine.project>) => {
      calls.project += 1;
      return engine.project(...args);
    },
    normalizeQuestionnaire: (...args: Parameters<typeof engine.normalizeQuestionnaire>) => {
      calls.normalize += 1;
      return engine.normalizeQuestionnaire(...args);
    },
  };
});

let t: TestApp;
let staff: ReturnType<typeof StaffCaller>;
let b: TestBrowser;
let questionnaireId: string;
let prospectId: string;

beforeAll(async () => {
  // Server test files share their worker's modules (apps/server/vitest.config.ts, isolate: false): the
  // server this file counts is loaded afresh, after the mock, so it calls the counting engine.
  vi.resetModules();
  const { staffCaller } = await import('./helpers/admin');
  const { bakerySections } = await import('./helpers/factories');
  const { createTestApp, loginAsStaff } = await import('./helpers/test-app');
  const { lazyTestBrowser } = await import('./helpers/visitor');
  t = await createTestApp();
  b = lazyTestBrowser(() => t);
  staff = staffCaller(t.app, await loginAsStaff(t.app));
  // A Complete five-year plan: every statement, chart and file is open to its founder.
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P04', maxSubmissions: 5 });
  prospectId = prospect.id;
  const created = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId, ...bakerySections(), isCompleted: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  questionnaireId = created.json().id;
  const saved = await staff('POST', '/api/admin/sample-reports', { sampleData: DEFAULT_SAMPLE_DATA });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t.close());

beforeEach(() => {
  calls.project = 0;
  calls.normalize = 0;
});

/** Status 200 and what the request cost: projections and normalisations of the answers. */
async function costOf(send: () => Promise<{ statusCode: number; body: string }>) {
  const res = await send();
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { ...calls };
}

describe('one projection per download', () => {
  it.each([
    ['the Excel report', () => `/api/export/financial-reports/${prospectId}`],
    ['the PDF', () => `/api/questionnaires/${questionnaireId}/report.pdf`],
    ['a chart image', () => `/api/questionnaires/${questionnaireId}/charts/cash-balance`],
    ['a chart drawing', () => `/api/questionnaires/${questionnaireId}/charts/trend?format=svg`],
    ["a chart's figures", () => `/api/questionnaires/${questionnaireId}/charts/waterfall?format=json`],
    ['the cash flow statement', () => `/api/cash-flow/questionnaire/${questionnaireId}`],
    ['the balance sheet of the latest plan', () => `/api/balance-sheet/${prospectId}`],
  ])("%s: the founder's download projects and normalises the answers once", async (_what, url) => {
    expect(await costOf(() => b.inject({ method: 'GET', url: url() }))).toEqual({ project: 1, normalize: 1 });
  });

  it("the PDF by one of the questionnaire's reports: once", async () => {
    const generated = await b.inject({
      method: 'POST',
      url: '/api/reports/generate',
      payload: { prospectId, questionnaireId },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const [report] = generated.json().reports as Array<{ id: string }>;
    calls.project = 0;
    calls.normalize = 0;
    const url = `/api/reports/download-pdf/${report!.id}`;
    expect(await costOf(() => b.inject({ method: 'GET', url }))).toEqual({ project: 1, normalize: 1 });
  });

  it("the staff's Excel report: once", async () => {
    const url = `/api/admin/export/financial-reports/${prospectId}?questionnaireId=${questionnaireId}`;
    expect(await costOf(() => staff('GET', url))).toEqual({ project: 1, normalize: 1 });
  });

  it.each(['excel', 'profit-loss', 'cash-flow'])("the staff's sample report %s: once", async (type) => {
    expect(await costOf(() => staff('GET', `/api/admin/sample-report/${type}`))).toEqual({
      project: 1,
      normalize: 1,
    });
  });

  it('the public sample report and its chart: once each', async () => {
    expect(await costOf(() => t.app.inject({ url: '/api/sample-report' }))).toEqual({
      project: 1,
      normalize: 1,
    });
    calls.project = 0;
    calls.normalize = 0;
    expect(await costOf(() => t.app.inject({ url: '/api/sample-report/charts/trend' }))).toEqual({
      project: 1,
      normalize: 1,
    });
  });
});
