import { describe, expect, it } from 'vitest';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import { ASSESSMENT_SECTION_KEYS, ZAssessmentContent } from '@trajectory/contracts/assessments';
import { writeAnalystAssessment } from '../src/domains/assessments/analyst/index';
import { DEFAULT_AI_SETTINGS, type AiSettings } from '../src/infra/ai/types';
import { strugglingStudio } from './assessments-lender-fixtures';
import { bakerySections } from './helpers/factories';

const dollars = (x: number) => `${x < 0 ? '-' : ''}$${Math.abs(Math.round(x)).toLocaleString('en-US')}`;

function assess(sections: Record<string, unknown>, settings: Partial<AiSettings> = {}) {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  const projection = project(normalized.inputs);
  const name = ((sections.businessInfo as { name?: string }).name ?? 'The business') as string;
  const content = writeAnalystAssessment({
    businessName: name,
    answers: sections,
    inputs: normalized.inputs,
    projection,
    settings: { ...DEFAULT_AI_SETTINGS, ...settings },
    now: new Date('2026-03-04T12:00:00Z'),
  });
  const all = ASSESSMENT_SECTION_KEYS.map((k) => content[k]).join('\n\n');
  return { content, all, metrics: projection.metrics, projection };
}

function withChanges(base: Record<string, unknown>, changes: Record<string, Record<string, unknown>>) {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) out[key] = { ...(base[key] as object), ...value };
  return out;
}

describe('built-in analyst: two contrasting businesses', () => {
  const bakery = assess(bakerySections());
  const studio = assess(strugglingStudio());

  it('writes seven non-empty plain-text sections that pass the contract', () => {
    for (const { content, all } of [bakery, studio]) {
      expect(ZAssessmentContent.safeParse(content).success).toBe(true);
      expect(all).not.toMatch(/\*\*|<[a-z]|^#/m);
      expect(all).not.toMatch(/undefined|NaN|null|\[object/);
    }
  });

  it('the profitable bakery: its own revenue, margin, break-even month and growth, judged; no funding gap', () => {
    const { content, metrics } = bakery;
    expect(bakery.metrics.fundingGap).toBe(0);
    expect(content.executiveSummary).toContain('Ada Bakes');
    expect(content.executiveSummary).toContain(dollars(metrics.year1Revenue));
    expect(content.executiveSummary).toContain(`Month ${metrics.breakEvenMonth! + 1}`);
    expect(content.profitLossAnalysis).toContain('$12 and costs $4');
    expect(content.profitLossAnalysis).toContain('66.7%');
    expect(content.profitLossAnalysis).toMatch(/strong margin/);
    expect(content.marketOpportunity).toContain('20% a year');
    expect(content.marketOpportunity).toMatch(/ambitious but achievable/);
    expect(content.cashFlowAnalysis).toContain('never runs out of cash');
    expect(content.executiveSummary).not.toMatch(/funding gap of/);
    // The expense structure: the biggest line, with its share.
    expect(content.profitLossAnalysis).toContain('The largest is salaries at $2,000 a month');
  });

  it('the struggling studio: the funding gap with amount, month and a way to close it; no break-even, plainly', () => {
    const { content, metrics } = studio;
    expect(metrics.fundingGap).toBeGreaterThan(0);
    expect(metrics.breakEvenMonth).toBeNull();
    const gap = dollars(metrics.fundingGap);
    expect(content.executiveSummary).toContain(`funding gap of ${gap}`);
    expect(content.cashFlowAnalysis).toContain(gap);
    expect(content.cashFlowAnalysis).toContain(`Month ${metrics.lowestCashMonth! + 1}`);
    expect(content.recommendations).toMatch(
      new RegExp(`Close the \\${gap} funding gap before opening: arrange about \\$150,000`),
    );
    expect(content.executiveSummary).toMatch(/does not break even/);
    // fixed costs ÷ (price − cost per item) = 6,500 ÷ 360 → 19 a month
    expect(content.profitLossAnalysis).toContain('about 19 jobs (fixed costs of $6,500 ÷ $360 per item)');
    expect(content.marketOpportunity).toContain('50% a year');
    expect(content.marketOpportunity).toMatch(/aggressive/);
  });

  it('differs where the businesses differ', () => {
    for (const key of ASSESSMENT_SECTION_KEYS) expect(bakery.content[key]).not.toBe(studio.content[key]);
    expect(bakery.all).not.toContain('Bright Pixel Studio');
    expect(studio.all).not.toContain('Ada Bakes');
    expect(studio.content.balanceSheetAnalysis).toMatch(/overdraft/);
    expect(bakery.content.balanceSheetAnalysis).toMatch(/no overdraft/);
  });

  it('is deterministic', () => {
    expect(assess(bakerySections()).content).toEqual(bakery.content);
  });
});

describe('built-in analyst: situations', () => {
  it('calls out a price at or below cost as losing money on every sale', () => {
    const { content } = assess(
      withChanges(bakerySections(), {
        productsServices: { unitPrice: 4 },
        operationalCosts: { costPerItem: 5 },
      }),
    );
    expect(content.executiveSummary).toMatch(/loses? money on every sale \(\$1 each\)/);
    expect(content.profitLossAnalysis).toMatch(/losing money on every sale/);
    expect(content.recommendations).toMatch(/Fix the price first/);
  });

  it('names the month a mid-plan funding gap must be closed by', () => {
    const sections = withChanges(bakerySections(), {
      revenueInfo: { startMonth: '3' },
      salesVolume: { firstMonthSales: 300 },
      equityInfo: { initialCash: 18000 },
    });
    const { content, metrics } = assess(sections);
    expect(metrics.fundingGap).toBeGreaterThan(0);
    expect(metrics.openingCash).toBeGreaterThan(0);
    const by = `Month ${metrics.firstNegativeCashMonth! + 1}`;
    expect(content.cashFlowAnalysis).toContain(`goes below zero in ${by}`);
    expect(content.recommendations).toContain(`funding gap before ${by}`);
    expect(content.recommendations).toContain(dollars(metrics.fundingGap));
  });

  it('speaks in the configured perspective', () => {
    expect(assess(bakerySections(), { tonePerspective: 'second_person' }).content.executiveSummary).toMatch(
      /\bYou plan to sell/,
    );
    expect(assess(bakerySections(), { tonePerspective: 'third_person' }).content.cashFlowAnalysis).toMatch(
      /^The business starts with/,
    );
    expect(assess(bakerySections()).content.cashFlowAnalysis).toMatch(/^Ada Bakes starts with/);
  });

  it('changes wording with the language level', () => {
    const levels = (['elementary', 'high_school', 'college', 'professional'] as const).map(
      (languageLevel) => assess(strugglingStudio(), { languageLevel }).content.executiveSummary,
    );
    expect(new Set(levels).size).toBe(4);
    expect(levels[0]).toContain('This is called a funding gap.');
    expect(levels[3]).toMatch(/Liquidity is the binding constraint/);
  });

  it('writes more for detailed than for concise, and honours the emphasis flags', () => {
    const concise = assess(bakerySections(), { reportLength: 'concise' }).content;
    const detailed = assess(bakerySections(), { reportLength: 'detailed' }).content;
    const bulletsOf = (s: string) => s.split('\n').filter((l) => l.startsWith('- ')).length;
    expect(bulletsOf(concise.benchmarkComparison)).toBe(4);
    expect(bulletsOf(detailed.benchmarkComparison)).toBe(8);
    expect(bulletsOf(concise.recommendations)).toBeLessThan(bulletsOf(detailed.recommendations));
    expect(JSON.stringify(concise).length).toBeLessThan(JSON.stringify(detailed).length);

    const flags = assess(bakerySections(), {
      includeRiskAssessment: true,
      includeCompetitiveAnalysis: true,
      emphasizeFinancialMetrics: false,
      industryFocus: 'technology',
    }).content;
    expect(flags.recommendations).toContain('Risks to watch:');
    expect(flags.executiveSummary).toContain('The biggest risk in this plan is');
    expect(flags.marketOpportunity).toContain('Against competitors');
    expect(flags.marketOpportunity).toContain('For a technology business');
    expect(flags.profitLossAnalysis).not.toContain('Net margin:');
    expect(assess(bakerySections()).content.recommendations).not.toContain('Risks to watch:');
  });
});

describe('built-in analyst: money in prose (issue #14 item 7)', () => {
  it('names losses and shortfalls in words, never with a minus sign', () => {
    const { all } = assess(strugglingStudio(), { includeRiskAssessment: true });
    expect(all).not.toMatch(/[-\u2212]\$\d/);
    expect(all).toMatch(/a loss of \$\d/);
  });

  it('a cash cushion that 20% fewer sales would wipe out: the new gap, not "($X more)"', () => {
    // The bakery with just enough starting cash: its lowest balance is $1.
    const { metrics } = assess(bakerySections());
    const tight = withChanges(bakerySections(), {
      equityInfo: { initialCash: 20000 - metrics.lowestCash + 1 },
    });
    const { content, metrics: tightMetrics, all } = assess(tight, { includeRiskAssessment: true });
    expect(tightMetrics.fundingGap).toBe(0);
    expect(content.cashFlowAnalysis).toMatch(
      /If sales start 20% lower than planned, a funding gap of \$[\d,]+ would open where the plan has none\./,
    );
    expect(all).not.toMatch(/\(\$[\d,]+ more\)/);
  });
});
