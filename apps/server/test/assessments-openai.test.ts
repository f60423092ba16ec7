import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSESSMENT_SECTION_KEYS } from '@trajectory/contracts/assessments';
import { aiConfig } from '../src/infra/db/schema/index';
import {
  createAssessmentTestApp,
  prospectWithQuestionnaire,
  strugglingStudio,
  type AssessmentTestApp,
} from './assessments-fixtures';
import { bakeryWithEverything } from './assessments-lender-fixtures';
import { lazyTestBrowser } from './helpers/visitor';

/** How the fake model answers the next call: a JSON answer, raw content, a late answer, or an HTTP error. */
type Reply =
  | { kind: 'content'; content: string }
  | { kind: 'late'; delayMs: number }
  | { kind: 'status'; status: number };

const GOOD = Object.fromEntries(
  ASSESSMENT_SECTION_KEYS.map((k) => [k, `Model text for ${k}: the funding gap is $109,525.`]),
) as Record<(typeof ASSESSMENT_SECTION_KEYS)[number], string>;
const good = (): Reply => ({
  kind: 'content',
  content: JSON.stringify({ ...GOOD, reportDetails: 'By the model.' }),
});

let script: Reply[] = [];
let requests: { path: string; auth?: string; body: Record<string, unknown> }[] = [];
let server: http.Server;
let t: AssessmentTestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
// Long enough for a local answer on a busy 2-core machine (200 ms failed the first test twice in `npm test`,
// 1000 ms once on a machine slow to hand out memory, 2026-11-28).
const TIMEOUT_MS = 4000;

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const reply = script.shift() ?? { kind: 'status', status: 503 };
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (reply.kind === 'content') json(200, completion(reply.content));
      else if (reply.kind === 'status')
        json(reply.status, { error: { message: 'boom', type: 'server_error' } });
      else
        setTimeout(
          () => !res.destroyed && json(200, completion(JSON.stringify(GOOD))),
          reply.delayMs,
        ).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createAssessmentTestApp({
    env: {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  script = [];
  requests = [];
});

/** How long the last generate() spent writing the assessment (its setup excluded). */
let lastRunMs = 0;

async function generate(replies: Reply[], sections: Record<string, unknown> = strugglingStudio()) {
  const { questionnaireId } = await prospectWithQuestionnaire(t, { sections, browser: b });
  script = replies;
  const started = Date.now();
  expect(await t.runPending()).toBe(1);
  lastRunMs = Date.now() - started;
  const res = await b.inject({ method: 'GET', url: `/api/assessments/${questionnaireId}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('OpenAI-compatible writer', () => {
  it('asks with the answers, the statements, the metrics and the active configuration, and stores a good answer', async () => {
    await t.database.db.update(aiConfig).set({
      model: 'gpt-4o',
      temperature: 0.3,
      maxTokens: 2500,
      languageLevel: 'professional',
      tonePerspective: 'second_person',
      reportLength: 'detailed',
      industryFocus: 'services',
      includeRiskAssessment: true,
      customInstructions: 'Mention the Main Street Bank loan programme.',
    });
    const body = await generate([good()]);
    expect(body).toMatchObject({
      status: 'ready',
      writer: 'openai',
      ...GOOD,
      reportDetails: 'By the model.',
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.auth).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({
      model: 'gpt-4o',
      temperature: 0.3,
      max_tokens: 2500,
      response_format: { type: 'json_object' },
    });
    const [system, user] = request!.body.messages as { role: string; content: string }[];
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/professional reader/);
    expect(system!.content).toMatch(/"you"/);
    expect(system!.content).toMatch(/three to five paragraphs/);
    expect(system!.content).toMatch(/services industry lens/);
    expect(system!.content).toMatch(/risk assessment/);
    // One way to write money (issue #14 item 7): prose names losses in words, never with a minus sign.
    expect(system!.content).toContain('write "a loss of $19,712" for a negative profit');
    expect(system!.content).toContain('Main Street Bank');
    for (const key of ASSESSMENT_SECTION_KEYS) expect(system!.content).toContain(`"${key}"`);
    expect(user!.content).toContain('Bright Pixel Studio');
    expect(user!.content).toContain('Design studio for small shops');
    expect(user!.content).toContain('"fundingGap":109525');
    expect(user!.content).toContain('"breakEvenMonth":"Not within 3 years"');
    expect(user!.content).toContain('"totalRevenue":{"year1":31582');
    expect(user!.content).toContain('"cashEndOfYear"');
    // A plan without the lender's answers: no lender block, and the base model's assumptions.
    expect(user!.content).not.toContain('"lender"');
    expect(user!.content).toContain('no taxes, depreciation, amortization or loans');
    expect(system!.content).toContain('three-year projection');
    expect(system!.content).not.toMatch(/debt-service coverage/);
  });

  it("carries the lender's figures: loan terms, debt service, balance and coverage per year, tax, depreciation, draws and seasons", async () => {
    await generate([good()], bakeryWithEverything());
    const [system, user] = requests[0]!.body.messages as { role: string; content: string }[];
    const data = JSON.parse(user!.content.slice(user!.content.indexOf('{'))) as Record<string, unknown>;
    const lender = data.lender as Record<string, Record<string, unknown>>;
    // The loan's terms and its equal monthly payment (60,000 × i / (1 − (1 + i)^−60), i = 8% / 12).
    expect(lender.loans).toEqual([
      { amount: 60000, annualRatePct: 8, termMonths: 60, arrives: 'at opening', monthlyPayment: 1216.58 },
    ]);
    expect(lender.debtServiceCoverageMinimum).toBe(1.25);
    // Year 1 holds 11 payments: $4,095 of interest and $9,288 of principal. Coverage as a lender reads an
    // owner-run business (issue #24): (3,187 + 3,000 − $0 tax − $6,000 of draws) / 13,383 = 187 / 13,383.
    expect(lender.debtByYear).toMatchObject({
      year1: {
        interest: 4095,
        repayments: 9288,
        debtService: 13383,
        cashAvailableForDebtService: 187,
        debtServiceCoverage: 0.01,
        loanBalanceAtYearEnd: 50712,
      },
      year2: { interest: 3662, repayments: 10937, debtServiceCoverage: 0.5, loanBalanceAtYearEnd: 39775 },
      year3: { interest: 2754, repayments: 11845, debtServiceCoverage: 1.04, loanBalanceAtYearEnd: 27930 },
    });
    expect(lender.yearsBelowCoverageMinimum).toEqual([
      { year: 'Year 1', debtServiceCoverage: 0.01 },
      { year: 'Year 2', debtServiceCoverage: 0.5 },
      { year: 'Year 3', debtServiceCoverage: 1.04 },
    ]);
    expect(lender.whatWouldFixCoverage).toMatchObject({
      extraOperatingProfitNeeded: { year: 'Year 1', amount: Math.round(1.25 * 13383 - 187) },
    });
    // Tax at 21% with the Year 1 loss of $908 carried: 21% × (8,083 − 908) = $1,507, $190 saved.
    expect(lender.incomeTax).toEqual({
      ratePct: 21,
      byYear: {
        year1: { profitBeforeTax: -908, incomeTax: 0, taxSavedByCarriedLosses: 0 },
        year2: { profitBeforeTax: 8083, incomeTax: 1507, taxSavedByCarriedLosses: 190 },
        year3: { profitBeforeTax: 19543, incomeTax: 4104, taxSavedByCarriedLosses: 0 },
      },
    });
    expect(lender.depreciation).toEqual({
      usefulLifeYears: 5,
      startupPurchasesAtCost: 15000,
      byYear: {
        year1: { depreciation: 3000, netFixedAssetsAtYearEnd: 12000 },
        year2: { depreciation: 3000, netFixedAssetsAtYearEnd: 9000 },
        year3: { depreciation: 3000, netFixedAssetsAtYearEnd: 6000 },
      },
    });
    expect(lender.ownerDraws).toEqual({
      monthly: 500,
      firstMonth: 'Month 1',
      byYear: { year1: 6000, year2: 6000, year3: 6000 },
      yearsNetProfitDoesNotCover: ['Year 1'],
    });
    expect(lender.seasonality).toMatchObject({
      monthlyWeights: { January: 60, July: 150, December: 90 },
      openingMonth: 'March',
      busiestMonths: ['July'],
      quietestMonths: ['January', 'February'],
      lowestCashCalendarMonth: 'March',
    });
    // The statements carry the new lines too, and the assumptions say what the model now includes.
    expect(user!.content).toContain('"interestExpense":{"year1":4095,"year2":3662,"year3":2754}');
    expect(user!.content).toContain('"incomeTax":{"year1":0,"year2":1507,"year3":4104}');
    expect(data.assumptions).toContain(
      'income tax is yearly, on profit before tax after losses carried forward',
    );
    expect(data.assumptions).not.toContain('no taxes');
    // The rules ask for each of them.
    expect(system!.content).toContain('lenders look for at least 1.25');
    expect(system!.content).toContain('Name every year below 1.25 with its figure and say what would fix it');
    expect(system!.content).toMatch(/losses carried forward/);
    expect(system!.content).toMatch(/depreciation lowers profit but not cash/);
    expect(system!.content).toMatch(/whether net profit covers them/);
    expect(system!.content).toMatch(/busiest and quietest months/);
  });

  it('uses max_completion_tokens and the default temperature for the gpt-5 family', async () => {
    await t.database.db.update(aiConfig).set({ model: 'gpt-5-mini', maxTokens: 3000 });
    await generate([good()]);
    expect(requests[0]!.body.model).toBe('gpt-5-mini');
    expect(requests[0]!.body.max_completion_tokens).toBeGreaterThanOrEqual(3000);
    expect(requests[0]!.body).not.toHaveProperty('max_tokens');
    expect(requests[0]!.body).not.toHaveProperty('temperature');
  });

  it('retries a malformed answer once and keeps the good second one', async () => {
    const body = await generate([{ kind: 'content', content: '{"executiveSummary": "cut off' }, good()]);
    expect(body).toMatchObject({
      status: 'ready',
      writer: 'openai',
      executiveSummary: GOOD.executiveSummary,
    });
    expect(requests).toHaveLength(2);
  });

  it('records a failure after two malformed answers', async () => {
    const body = await generate([
      { kind: 'content', content: 'Sure! Here is your assessment: ...' },
      { kind: 'content', content: 'not json either' },
    ]);
    expect(body).toMatchObject({ status: 'failed', executiveSummary: '' });
    expect(body.error).toMatch(/after 2 attempts: the model did not answer with valid JSON/);
    expect(requests).toHaveLength(2);
  });

  it('records a failure for empty answers and answers missing a section', async () => {
    const { recommendations: _dropped, ...incomplete } = GOOD;
    const body = await generate([
      { kind: 'content', content: '' },
      { kind: 'content', content: JSON.stringify({ ...incomplete, executiveSummary: '   ' }) },
    ]);
    expect(body.status).toBe('failed');
    expect(body.error).toMatch(/incomplete: executiveSummary must not be empty/);
  });

  it('records a failure when the model answers late, twice', async () => {
    const body = await generate([
      { kind: 'late', delayMs: TIMEOUT_MS * 5 },
      { kind: 'late', delayMs: TIMEOUT_MS * 5 },
    ]);
    expect(body.status).toBe('failed');
    expect(body.error).toContain(`did not answer within ${TIMEOUT_MS} ms`);
    expect(requests).toHaveLength(2);
    // Both attempts were cut at the timeout, not waited out (the late answers take 5 × the timeout).
    expect(lastRunMs).toBeLessThan(TIMEOUT_MS * 5);
  });

  it('records a failure when the server answers 500, twice (no hidden SDK retries)', async () => {
    const body = await generate([
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
    ]);
    expect(body).toMatchObject({ status: 'failed', writer: 'openai' });
    expect(body.error).toContain('the model server answered 500');
    expect(requests).toHaveLength(2);
  });

  it('a 500 then a good answer succeeds', async () => {
    const body = await generate([{ kind: 'status', status: 500 }, good()]);
    expect(body.status).toBe('ready');
    expect(requests).toHaveLength(2);
  });
});
