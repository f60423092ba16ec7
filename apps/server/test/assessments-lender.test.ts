// The built-in analyst on the lender's questions (issue #15 item 4): the loan and its coverage, tax with
// carried losses, depreciation, owner's draws and seasons, read through the assessments API; and five
// years (items 3 and 6) in the text, the Word document and the OpenAI prompt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanPayment, normalizeQuestionnaire, project, type ProjectionInputs } from '@trajectory/engine';
import { ASSESSMENT_SECTION_KEYS, type TAssessment } from '@trajectory/contracts/assessments';
import { renderAssessmentDocx } from '../src/documents/word/assessment-word';
import { writeAnalystAssessment } from '../src/domains/assessments/analyst/index';
import { buildPrompts } from '../src/domains/assessments/prompt';
import { DEFAULT_AI_SETTINGS, type AssessmentInput } from '../src/infra/ai/types';
import {
  createAssessmentTestApp,
  docxText,
  prospectWithQuestionnaire,
  readZipEntry,
  strugglingStudio,
  type AssessmentTestApp,
} from './assessments-fixtures';
import { bakeryWithEverything, bakeryWithLoan, bakeryWithTaxAfterLoss } from './assessments-lender-fixtures';
import { bakerySections } from './helpers/factories';
import { lazyTestBrowser } from './helpers/visitor';

let t: AssessmentTestApp;
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createAssessmentTestApp();
});
afterAll(async () => t.close());

/** Completes the questionnaire through the API, runs the writer and reads the assessment back. */
async function assessThroughApi(sections: Record<string, unknown>) {
  const { questionnaireId } = await prospectWithQuestionnaire(t, { sections, browser: b });
  expect(await t.runPending()).toBe(1);
  const res = await b.inject({ method: 'GET', url: `/api/assessments/${questionnaireId}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as TAssessment;
  expect(body).toMatchObject({ status: 'ready', writer: 'builtin' });
  const all = ASSESSMENT_SECTION_KEYS.map((k) => body[k]).join('\n\n');
  // Prose names losses and shortfalls in words, never with a minus sign.
  expect(all).not.toMatch(/[-\u2212]\$\d|undefined|NaN|null|\[object/);
  return { questionnaireId, body, all };
}

function inputsOf(sections: Record<string, unknown>, projectionYears: 3 | 5 = 3): ProjectionInputs {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return { ...normalized.inputs, projectionYears };
}

function writerInput(sections: Record<string, unknown>, projectionYears: 3 | 5 = 3): AssessmentInput {
  const inputs = inputsOf(sections, projectionYears);
  return {
    businessName: 'Ada Bakes',
    answers: sections,
    inputs,
    projection: project(inputs),
    settings: DEFAULT_AI_SETTINGS,
    now: new Date('2026-03-04T12:00:00Z'),
  };
}

describe('a $60,000 loan at 8% over 60 months that Year 1 cannot carry', () => {
  it('names the years and figures below 1.25 and what would fix it', async () => {
    const { body } = await assessThroughApi(bakeryWithLoan());
    // Worked by hand. Payment: 60,000 × i / (1 − (1 + i)^−60) with i = 8% / 12 = $1,216.58 a month.
    expect(loanPayment(60000, 8, 60)).toBeCloseTo(1216.58, 2);
    // Payments fall in Months 2..61, so Year 1 holds 11 of them: 11 × 1,216.58 = $13,383 of debt service.
    // The loan does not change operating profit: the bakery's $6,655 in Year 1 (no depreciation).
    // Coverage: 6,655 / 13,383 = 0.497 → "0.50"; Year 2: 15,306 / 14,599 = 1.048 → "1.05".
    const { profitLoss: pl, cashFlow: cf } = project(inputsOf(bakeryWithLoan()));
    expect(pl.operatingProfit.year1).toBe(6655);
    expect(pl.interestExpense.year1 - cf.financing.loanRepayments.year1).toBe(13383);

    expect(body.executiveSummary).toContain(
      'Ada Bakes borrows $60,000 at 8% over 60 months, about $1,217 a month in repayments and interest.',
    );
    expect(body.executiveSummary).toContain(
      "debt-service coverage (the cash trading leaves after income tax and the owner's draws, divided by the year's interest and repayments) is 0.50 in Year 1 and 1.05 in Year 2, below the 1.25 lenders look for.",
    );
    expect(body.executiveSummary).toContain('They will question debt-service coverage of 0.50 in Year 1.');
    expect(body.cashFlowAnalysis).toContain(
      'Debt service, the interest and repayments on the loan, takes $13,383 in Year 1, $14,599 in Year 2 and $14,599 in Year 3',
    );
    expect(body.cashFlowAnalysis).toContain(
      'so debt-service coverage is 0.50 in Year 1, 1.05 in Year 2 and 1.78 in Year 3.',
    );
    expect(body.cashFlowAnalysis).toContain(
      'in Year 1 the business does not earn its repayments, so they are paid from the cash already in the bank, and in Year 2 it covers them, but with less to spare than a lender wants.',
    );
    // The fix: 1.25 × 13,383 − 6,655 = $10,074 more operating profit in Year 1 ($839 a month), or a
    // smaller loan (the largest with every year at 1.25, rounded down to the thousand).
    const fix = body.recommendations.split('\n')[1]!;
    expect(fix).toMatch(/^- Fix the loan's affordability before taking the plan to a bank/);
    expect(fix).toContain(
      "Year 1 leaves $6,655 after income tax and the owner's draws against $13,383 of interest and repayments; it needs about $10,074 more that year ($839 a month, from profit or smaller draws) to reach 1.25.",
    );
    expect(fix).toContain(
      'borrowing about $23,000 instead of $60,000 would meet 1.25 in every year and still keep the bank balance above zero.',
    );
    const smaller = project({
      ...inputsOf(bakeryWithLoan()),
      loans: [{ amount: 23000, annualRatePct: 8, termMonths: 60, startMonth: 0 }],
    });
    expect(smaller.metrics.debtServiceCoverage.year1).toBeGreaterThanOrEqual(1.25);
    expect(smaller.metrics.fundingGap).toBe(0);

    expect(body.balanceSheetAnalysis).toContain(
      'The loan sits under liabilities at $50,712 at the end of Year 1, with $27,930 still owed at the end of Year 3.',
    );
    expect(body.balanceSheetAnalysis).toContain(
      'The projection includes the loan and its repayments; it leaves out depreciation and taxes.',
    );
    expect(body.profitLossAnalysis).toContain(
      'Interest on the loan is $4,095 in Year 1 and falls to $2,754 in Year 3 as the balance is repaid.',
    );
    expect(body.benchmarkComparison).toContain(
      'Will a lender accept debt-service coverage of 0.50 in Year 1 and 1.05 in Year 2',
    );
    expect(body.reportDetails).toContain('(with the loan as entered in the questionnaire)');
  });

  it('a loan trading can carry: coverage above 1.25 in every year, and whether it is needed at all', async () => {
    const sections = {
      ...bakeryWithLoan(),
      financing: { loans: [{ amount: 20000, annualRatePct: 7, termMonths: 84, startMonth: 0 }] },
    };
    const { body, all } = await assessThroughApi(sections);
    const coverage = project(inputsOf(sections)).metrics.debtServiceCoverage;
    expect(coverage.year1).toBeGreaterThan(1.25);
    expect(body.executiveSummary).toContain(
      `debt-service coverage is at least ${coverage.year1!.toFixed(2)} (Year 1) in every year with repayments, above the 1.25 lenders look for.`,
    );
    expect(body.benchmarkComparison).toContain(
      'Is the $20,000 of borrowing needed? Without it the bank balance still stays above zero',
    );
    expect(all).not.toContain("Fix the loan's affordability");
  });
});

describe('tax after a loss year', () => {
  it('says the carried loss shelters the later profit, with the tax saved', async () => {
    const { body } = await assessThroughApi(bakeryWithTaxAfterLoss());
    // By hand: profit before tax −5,345, 2,946, 13,241. A carried loss offsets at most 80% of a year's
    // profit (issue #24): Year 2 uses 2,357 (80% of 2,946 = 2,356.8), 21% × 589 = $124 instead of $619;
    // the 2,988 left is within 80% of Year 3's profit: 21% × (13,241 − 2,988) = $2,153 instead of $2,781.
    const { profitLoss: pl } = project(inputsOf(bakeryWithTaxAfterLoss()));
    expect([pl.profitBeforeTax.year1, pl.profitBeforeTax.year2, pl.profitBeforeTax.year3]).toEqual([
      -5345, 2946, 13241,
    ]);
    expect([pl.incomeTax.year1, pl.incomeTax.year2, pl.incomeTax.year3]).toEqual([0, 124, 2153]);
    expect(body.profitLossAnalysis).toContain(
      "Income tax at 21% of taxable profit comes to $0 in Year 1, $124 in Year 2 and $2,153 in Year 3, each year's bill falling in its last month.",
    );
    expect(body.profitLossAnalysis).toContain(
      'The loss before tax in Year 1 ($5,345) is carried forward and shelters later profit: Year 2 pays $124 instead of $619 and Year 3 pays $2,153 instead of $2,781.',
    );
    expect(body.profitLossAnalysis).toContain(
      "A carried loss offsets at most 80% of a year's profit (the US rule since 2018), so a profitable year always pays some tax.",
    );
    expect(body.profitLossAnalysis).toContain('Net profit after tax is a loss of $5,345 in Year 1');
    expect(body.recommendations).toContain(
      'Set money aside for income tax as the profit comes in: the largest bill is $2,153 in Year 3',
    );
  });
});

describe('every lender answer at once', () => {
  it('discusses depreciation, the draws and the seasons with their figures', async () => {
    const { body } = await assessThroughApi(bakeryWithEverything());
    // Depreciation: 15,000 / 5 years = $3,000 a year, not paid in cash.
    expect(body.profitLossAnalysis).toContain(
      'Depreciation spreads the $15,000 of startup purchases over their 5-year useful life: $3,000 a year. It lowers profit but not cash',
    );
    expect(body.balanceSheetAnalysis).toContain(
      "startup purchases that cost $15,000, worth $12,000 after a year's depreciation",
    );
    // Tax: 21% × 8,083 = $1,697 without the Year 1 loss of $908; with it, 21% × 7,175 = $1,507.
    expect(body.profitLossAnalysis).toContain(
      'The loss before tax in Year 1 ($908) is carried forward and shelters later profit: Year 2 pays $1,507 instead of $1,697.',
    );
    // Draws: $500 a month is $6,000 a year, more than Year 1's loss-making result.
    expect(body.cashFlowAnalysis).toContain(
      'The owner draws $500 a month from Month 1 ($6,000 a year, $18,000 over the three years). A draw is not an expense, so it does not lower profit',
    );
    expect(body.cashFlowAnalysis).toContain(
      'In Year 1 net profit (a loss of $908, against $6,000 drawn) does not cover the draws, so they come out of the starting cash and the loan; in the other years profit pays for them.',
    );
    expect(body.executiveSummary).toContain(
      "The owner's draw of $500 a month is more than the business earns in Year 1",
    );
    expect(body.balanceSheetAnalysis).toContain(
      "The owner's draws, $18,000 over the three years, come out of equity rather than out of profit.",
    );
    // Seasons: the weights sum to 1,200; July's 150 is 12.5% of a year, January's and February's 60 are 5%.
    expect(body.marketOpportunity).toContain(
      "Opening in March, Ada Bakes' busiest month is July, with 12.5% of a year's sales",
    );
    expect(body.marketOpportunity).toContain('the quietest are January and February, with 5% each');
    const seasonal = project(inputsOf(bakeryWithEverything())).metrics;
    // The same plan spread evenly: the same year's volume, 400 / F(March) = 500 a month.
    const flat = project({
      ...inputsOf(bakeryWithEverything()),
      seasonalityWeights: null,
      firstMonthSales: 500,
    }).metrics;
    expect(seasonal.lowestCashMonth).toBe(24);
    expect(Math.round(flat.lowestCash - seasonal.lowestCash)).toBe(1966);
    expect(body.cashFlowAnalysis).toContain(
      'The seasons shape the cash: the lowest balance, in Month 25 (March), is $1,966 lower than it would be with sales spread evenly over the year ($45,194 in Month 25).',
    );
    // Issue #24: break-even is found at the average season (Month 8); the quiet months after it still
    // lose money, and the text names them in the engine's words instead of finding no break-even.
    expect(seasonal.breakEvenMonth).toBe(7);
    expect(body.executiveSummary).toContain(
      'Break-even in Month 8; expect losses in January, February, March, October, November and December.',
    );
    expect(body.executiveSummary).not.toContain('That is the seasons at work');
    expect(body.benchmarkComparison).not.toContain('no seasonal dips');
    expect(body.reportDetails).toContain(
      "(with the loan, income tax, depreciation, the owner's draws and seasonal sales as entered in the questionnaire)",
    );
  });

  it('the Word document shows the new lines the statements print, and coverage', async () => {
    const { questionnaireId } = await assessThroughApi(bakeryWithLoan());
    const res = await b.inject({ method: 'GET', url: `/api/assessments/${questionnaireId}/export` });
    expect(res.statusCode).toBe(200);
    const text = docxText(readZipEntry(res.rawPayload, 'word/document.xml')!);
    const lines = text.split('\n');
    const row = (label: string) => lines.slice(lines.indexOf(label), lines.indexOf(label) + 4);
    expect(row('Interest')).toEqual(['Interest', '$4,095', '$3,662', '$2,754']);
    expect(row('Loan balance at year end')).toEqual([
      'Loan balance at year end',
      '$50,712',
      '$39,775',
      '$27,930',
    ]);
    expect(row('Debt-service coverage (lenders look for 1.25)')).toEqual([
      'Debt-service coverage (lenders look for 1.25)',
      '0.50',
      '1.05',
      '1.78',
    ]);
    // Lines the plan does not use stay out, as on the statements (isLineShown).
    expect(lines).not.toContain('Income tax');
    expect(lines).not.toContain('Depreciation');
    expect(lines).not.toContain("Owner's draws");
  });
});

describe('a plan without lender answers', () => {
  it('says nothing of debt service, tax, depreciation, draws or seasons, and the Word document has no new rows', async () => {
    const { questionnaireId, all, body } = await assessThroughApi(bakerySections());
    expect(all).not.toMatch(/debt service|debt-service|income tax|Depreciation spreads|owner draws|seasons/i);
    expect(body.reportDetails).toContain('(no taxes, depreciation or loans)');
    const res = await b.inject({ method: 'GET', url: `/api/assessments/${questionnaireId}/export` });
    const lines = docxText(readZipEntry(res.rawPayload, 'word/document.xml')!).split('\n');
    for (const label of ['Interest', 'Income tax', 'Depreciation', 'Loan balance at year end'])
      expect(lines).not.toContain(label);
    expect(lines.some((l) => l.startsWith('Debt-service coverage'))).toBe(false);
  });
});

describe('two loans for a plan that loses money for three years', () => {
  it('groups the years below zero, agrees in number and says no terms can make it affordable', () => {
    const studio = strugglingStudio();
    const sections = {
      ...studio,
      financing: {
        loans: [
          { amount: 50000, annualRatePct: 0, termMonths: 36, startMonth: 0 },
          { amount: 30000, annualRatePct: 12, termMonths: 24, startMonth: 14 },
        ],
      },
    };
    const input = writerInput(sections);
    const coverage = input.projection.metrics.debtServiceCoverage;
    expect([coverage.year1, coverage.year2, coverage.year3].every((c) => c !== null && c < 0)).toBe(true);
    const content = writeAnalystAssessment({ ...input, businessName: 'Bright Pixel Studio' });
    expect(content.executiveSummary).toContain(
      'Bright Pixel Studio borrows $80,000 in two loans ($50,000 at 0% over 36 months; and $30,000 at 12% over 24 months, arriving in Month 15), monthly payments of $1,389 and $1,412 in repayments and interest.',
    );
    expect(content.executiveSummary).toContain('debt-service coverage below zero in Year 1');
    expect(content.cashFlowAnalysis).toContain('so debt-service coverage is below zero in Years 1, 2 and 3.');
    expect(content.cashFlowAnalysis).toContain('$30,000 more is borrowed in Month 15.');
    expect(content.balanceSheetAnalysis).toMatch(
      /The loans sit under liabilities at \$[\d,]+ at the end of Year 1/,
    );
    expect(content.recommendations).toContain('so no loan terms make it affordable');
    expect(content.benchmarkComparison).toContain(
      'Will a lender accept debt-service coverage below zero in Years 1, 2 and 3,',
    );
  });
});

describe('five years', () => {
  const input = writerInput(bakeryWithEverything(), 5);
  const content = writeAnalystAssessment(input);
  const all = ASSESSMENT_SECTION_KEYS.map((k) => content[k]).join('\n\n');
  const pl = input.projection.profitLoss;

  it('the analyst reads Year 5 and Month 60 as the last ones', () => {
    expect(input.projection.projectionYears).toBe(5);
    const money = (x: number) => `$${x.toLocaleString('en-US')}`;
    expect(content.executiveSummary).toContain(
      `revenue grows from ${money(pl.totalRevenue.year1)} in Year 1 to ${money(pl.totalRevenue.year5!)} in Year 5`,
    );
    expect(content.executiveSummary).toContain(`to ${money(pl.netProfit.year5!)}.`);
    expect(content.profitLossAnalysis).toContain(`and ${money(pl.totalRevenue.year5!)} in Year 5 (up 20%).`);
    expect(content.marketOpportunity).toContain('By Month 60 the plan sells');
    expect(content.cashFlowAnalysis).toMatch(/\$[\d,]+ \(Year 4\) and \$[\d,]+ \(Year 5\)\./);
    // Coverage after tax and draws (issue #24), from the statements: (operating profit + depreciation −
    // income tax − draws) / (interest + principal repaid).
    const cf = input.projection.cashFlow;
    const coverageOf = (key: 'year4' | 'year5') =>
      (
        (pl.operatingProfit[key]! +
          pl.depreciation[key]! -
          pl.incomeTax[key]! +
          cf.financing.ownerDraws[key]!) /
        (pl.interestExpense[key]! - cf.financing.loanRepayments[key]!)
      ).toFixed(2);
    expect(content.cashFlowAnalysis).toContain(
      `${coverageOf('year4')} in Year 4 and ${coverageOf('year5')} in Year 5`,
    );
    expect(content.cashFlowAnalysis).toContain('$30,000 over the five years');
    expect(content.balanceSheetAnalysis).toContain('By the end of Year 5');
    expect(content.profitLossAnalysis).toContain('They are fully written off by the end of Year 5.');
    expect(content.reportDetails).toContain('the five-year projection');
    expect(all).not.toMatch(/Year 3 net profit|Month 36|36 months|three years/);
  });

  it('the Word document has the years 1 to 5 and reads 60 months', async () => {
    const document = await renderAssessmentDocx({
      businessName: 'Ada Bakes',
      assessment: { ...content, id: 'x' } as unknown as TAssessment,
      projection: { ...input.projection, metrics: { ...input.projection.metrics, breakEvenMonth: null } },
      date: new Date('2026-03-04T12:00:00Z'),
    });
    const lines = docxText(readZipEntry(document, 'word/document.xml')!).split('\n');
    const header = lines.indexOf('Key figures');
    expect(lines.slice(header, header + 6)).toEqual([
      'Key figures',
      'Year 1',
      'Year 2',
      'Year 3',
      'Year 4',
      'Year 5',
    ]);
    const revenue = lines.indexOf('Revenue');
    expect(lines[revenue + 5]).toBe(`$${pl.totalRevenue.year5!.toLocaleString('en-US')}`);
    const tax = lines.indexOf('Income tax');
    expect(lines.slice(tax, tax + 6)).toEqual(['Income tax', '$0', '$1,507', '$4,104', '$7,033', '$10,587']);
    expect(lines).toContain('Depreciation');
    expect(lines).toContain("Owner's draws");
    expect(lines).toContain('Not within 5 years');
  });

  it('the OpenAI prompt speaks of five years and carries year4 and year5', () => {
    const { system, user } = buildPrompts({
      ...input,
      projection: { ...input.projection, metrics: { ...input.projection.metrics, breakEvenMonth: null } },
    });
    expect(system).toContain('five-year projection');
    expect(user).toContain('"breakEvenMonth":"Not within 5 years"');
    expect(user).toContain(`"year5":${pl.totalRevenue.year5}`);
    expect(user).toContain('"year5":{"interest":706,"repayments":13892,"debtService":14598');
    expect(user).toContain('"projectionYears":5');
  });
});
