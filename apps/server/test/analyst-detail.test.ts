// Issue #25 item 3: the built-in analyst on the business as it is. It discusses the stream mix and its
// margins, the team's cost against revenue and the cash tied in receivables and stock only when the plan
// has them, and every figure it states there is read back out of the text and checked against the engine.
import { project, type YearKey } from '@trajectory/engine';
import { describe, expect, it } from 'vitest';
import { buildUserPrompt } from '../src/domains/assessments/prompt';
import { bakeryWithLoan } from './assessments-lender-fixtures';
import { analystInput, analystText, LANGUAGE_LEVELS } from './helpers/analyst';
import { bakerySections } from './helpers/factories';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const pct = (text: string) => Number(text.replace('%', ''));

/** The bakery with cakes from Month 4, a coffee club, two bakers at 12% burden, a launch fee and 30/20/15 days. */
function detailedBakery(): Record<string, unknown> {
  return {
    ...bakeryWithLoan(),
    revenueStreams: {
      primaryName: 'Bread',
      streams: [
        { name: 'Cakes', kind: 'units', price: 30, unitCost: 9, firstMonthVolume: 120, startMonth: 3 },
        {
          name: 'Coffee club',
          kind: 'subscription',
          price: 25,
          unitCost: 6,
          firstMonthVolume: 40,
          monthlyChurnPct: 5,
        },
      ],
    },
    staff: {
      roles: [
        { title: 'Baker', headcount: 2, monthlySalary: 2800, startMonth: 0 },
        { title: 'Barista', headcount: 1, monthlySalary: 2200, startMonth: 5 },
      ],
      payrollBurdenPct: 12,
    },
    startupItems: {
      items: [
        { name: 'Oven', amount: 15000, kind: 'asset' },
        { name: 'Launch', amount: 2500, kind: 'expense' },
      ],
    },
    workingCapital: { receivableDays: 30, inventoryDays: 20, payableDays: 15 },
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

describe.each(LANGUAGE_LEVELS)('the analyst on a detailed plan at the %s level', (level) => {
  const input = analystInput(detailedBakery(), { level: level });
  const text = analystText(input);
  const { projection } = input;
  const keys = Object.keys(projection.profitLoss.totalRevenue) as YearKey[];

  it('states each stream’s revenue, share and margin as the engine has them, Year 1 and the last year', () => {
    for (const [label, y] of [
      ['In Year 1', 0],
      [`By Year ${keys.length}`, keys.length - 1],
    ] as const) {
      const sentence = new RegExp(`${label}: (.+?)\\.(?:\\s|$)`).exec(text)?.[1];
      expect(sentence, label).toBeDefined();
      const key = keys[y]!;
      for (const stream of projection.revenueStreams) {
        const match = new RegExp(
          `${stream.name} (\\$[\\d,]+) \\(([\\d.]+%) of revenue, ([\\d.-]+%) margin\\)`,
        ).exec(sentence!);
        const revenue = stream.revenue[key]!;
        const cost = stream.cost[key]!;
        if (revenue === 0) {
          expect(sentence).toContain(`${stream.name} (no sales yet)`);
          continue;
        }
        expect(match, `${stream.name} ${label}`).not.toBeNull();
        expect(dollars(match![1]!)).toBe(revenue);
        expect(pct(match![2]!)).toBe(round1((revenue / projection.profitLoss.totalRevenue[key]!) * 100));
        expect(pct(match![3]!)).toBe(round1(((revenue - cost) / revenue) * 100));
      }
    }
  });

  it('states the team’s wages, payroll taxes and share of revenue as the engine has them', () => {
    const pl = projection.profitLoss;
    const match =
      /The team of (\d+) people in (\d+) roles costs (\$[\d,]+) in Year 1 \((\$[\d,]+) in wages and (\$[\d,]+) in payroll taxes and benefits at ([\d.]+%)\), ([\d.]+%) of revenue; in Year (\d) it costs (\$[\d,]+), ([\d.]+%) of revenue\./.exec(
        text,
      );
    expect(match).not.toBeNull();
    const [, people, roles, cost1, wages1, burden1, burdenPct, share1, lastYear, costN, shareN] = match!;
    expect(Number(people)).toBe(3);
    expect(Number(roles)).toBe(2);
    expect(dollars(wages1!)).toBe(pl.staffWages.year1);
    expect(dollars(burden1!)).toBe(pl.payrollTaxesBenefits.year1);
    expect(dollars(cost1!)).toBe(pl.staffWages.year1 + pl.payrollTaxesBenefits.year1);
    expect(pct(burdenPct!)).toBe(12);
    expect(pct(share1!)).toBe(
      round1(((pl.staffWages.year1 + pl.payrollTaxesBenefits.year1) / pl.totalRevenue.year1) * 100),
    );
    const last = keys.at(-1)!;
    expect(Number(lastYear)).toBe(keys.length);
    expect(dollars(costN!)).toBe(pl.staffWages[last]! + pl.payrollTaxesBenefits[last]!);
    expect(pct(shareN!)).toBe(
      round1(((pl.staffWages[last]! + pl.payrollTaxesBenefits[last]!) / pl.totalRevenue[last]!) * 100),
    );
  });

  it('states the cash tied in receivables and stock from the engine’s balance sheet', () => {
    const bs = projection.balanceSheet;
    const match =
      /at the end of Year 1 the balance sheet holds (\$[\d,]+) owed by customers, (\$[\d,]+) in stock and less (\$[\d,]+) owed to suppliers, so (\$[\d,]+) of cash is tied up in trading; by the end of Year (\d), (\$[\d,]+) of cash is tied up in trading\./.exec(
        text,
      );
    expect(match).not.toBeNull();
    const [, receivables, stock, payables, tied, lastYear, tiedN] = match!;
    expect(dollars(receivables!)).toBe(bs.assets.accountsReceivable.year1);
    expect(dollars(stock!)).toBe(bs.assets.inventory.year1);
    expect(dollars(payables!)).toBe(bs.liabilities.accountsPayable.year1);
    const tiedOf = (key: YearKey) =>
      bs.assets.accountsReceivable[key]! + bs.assets.inventory[key]! - bs.liabilities.accountsPayable[key]!;
    expect(dollars(tied!)).toBe(tiedOf('year1'));
    expect(Number(lastYear)).toBe(keys.length);
    expect(dollars(tiedN!)).toBe(tiedOf(keys.at(-1)!));
    expect(text).toContain(
      'Customers take 30 days to pay, stock is held for 20 days and suppliers are paid after 15 days',
    );
    // What the timing does to the funding gap: the same plan paid on the day, projected by the engine.
    const paidOnTheDay = project({ ...input.inputs, receivableDays: 0, inventoryDays: 0, payableDays: 0 });
    const extra = projection.metrics.fundingGap - paidOnTheDay.metrics.fundingGap;
    const added = /(?:adds|Working capital adds) (\$[\d,]+) to (?:the cash|it|the funding gap)/.exec(text);
    if (extra > 0) expect(dollars(added![1]!)).toBe(Math.round(extra));
    else expect(added).toBeNull();
  });

  it('says the yearly expenses hold the team and the start-up expenses', () => {
    expect(text).toMatch(
      new RegExp(
        `Operating expenses besides the team come to \\$[\\d,]+ a month in Year 1 \\(\\$${projection.profitLoss.totalExpenses.year1.toLocaleString('en-US')} for the year with the team and the start-up expenses\\)`,
      ),
    );
  });
});

describe.each(LANGUAGE_LEVELS)(
  'the analyst’s margins, reliance and payment timing at the %s level',
  (level) => {
    it('names the widest and thinnest margin with the engine’s figures', () => {
      const input = analystInput(detailedBakery(), { level: level });
      const text = analystText(input);
      const match =
        /The best margin is on (.+?) \(([\d.]+%) in Year (\d)\), the thinnest on (.+?) \(([\d.]+%)\)/.exec(
          text,
        );
      expect(match).not.toBeNull();
      const [, best, bestPct, year, worst, worstPct] = match!;
      const key = `year${year}` as YearKey;
      const marginOf = (name: string) => {
        const stream = input.projection.revenueStreams.find((s) => s.name === name)!;
        return round1(((stream.revenue[key]! - stream.cost[key]!) / stream.revenue[key]!) * 100);
      };
      const margins = input.projection.revenueStreams.map((s) => marginOf(s.name));
      expect(pct(bestPct!)).toBe(marginOf(best!));
      expect(pct(worstPct!)).toBe(marginOf(worst!));
      expect(marginOf(best!)).toBe(Math.max(...margins));
      expect(marginOf(worst!)).toBe(Math.min(...margins));
    });

    it('says how much of Year 1 revenue one stream brings when the plan leans on it', () => {
      const sections = {
        ...bakerySections(),
        revenueStreams: {
          primaryName: 'Bread',
          streams: [{ name: 'Jam', kind: 'units', price: 6, unitCost: 6, firstMonthVolume: 50 }],
        },
      };
      const input = analystInput(sections, { level: level });
      const text = analystText(input);
      const match = /Bread brings ([\d.]+%) of Year 1 revenue/.exec(text);
      const bread = input.projection.revenueStreams[0]!;
      expect(pct(match![1]!)).toBe(
        round1((bread.revenue.year1 / input.projection.profitLoss.totalRevenue.year1) * 100),
      );
      // Jam sells at its cost: named as losing money on every sale.
      expect(text).toContain('Jam sells at or below its cost: every sale there loses money.');
    });

    it('states what the payment timing adds to the funding gap, from the plan paid on the day', () => {
      const sections = { ...bakerySections(), workingCapital: { receivableDays: 90, inventoryDays: 60 } };
      const input = analystInput(sections, { level: level });
      const paidOnTheDay = project({ ...input.inputs, receivableDays: 0, inventoryDays: 0, payableDays: 0 });
      const extra = input.projection.metrics.fundingGap - paidOnTheDay.metrics.fundingGap;
      expect(extra).toBeGreaterThan(0);
      const match = /adds (\$[\d,]+) to (?:the cash|it|the funding gap)/.exec(analystText(input));
      expect(dollars(match![1]!)).toBe(Math.round(extra));
    });
  },
);

describe('a plan without the detailed answers', () => {
  it('says nothing about streams, a team or payment timing', () => {
    const text = analystText(analystInput(bakerySections(), { level: 'high_school' }));
    expect(text).not.toMatch(
      /product lines|The team of|tied up in trading|owed by customers|besides the team/,
    );
  });
});

describe('the OpenAI prompt', () => {
  it('carries the streams, the team, the working capital and the sources and uses', () => {
    const input = analystInput(detailedBakery(), { level: 'college' });
    const data = JSON.parse(buildUserPrompt(input).split('\n\n').slice(1).join('\n\n')) as {
      businessAsItIs: {
        revenueStreams: {
          name: string;
          revenue: Record<string, number>;
          grossMarginPct: Record<string, number>;
        }[];
        team: { wages: Record<string, number>; payrollTaxesBenefits: Record<string, number> };
        workingCapital: { accountsReceivable: Record<string, number>; cashTiedUp: Record<string, number> };
        sourcesAndUses: unknown;
      };
    };
    const { projection } = input;
    const detail = data.businessAsItIs;
    expect(detail.revenueStreams.map((s) => s.name)).toEqual(['Bread', 'Cakes', 'Coffee club']);
    expect(detail.revenueStreams[2]!.revenue).toEqual(projection.revenueStreams[2]!.revenue);
    expect(detail.team.wages).toEqual(projection.profitLoss.staffWages);
    expect(detail.team.payrollTaxesBenefits).toEqual(projection.profitLoss.payrollTaxesBenefits);
    expect(detail.workingCapital.accountsReceivable).toEqual(
      projection.balanceSheet.assets.accountsReceivable,
    );
    expect(detail.sourcesAndUses).toEqual(projection.sourcesAndUses);
  });

  it('leaves the part out for a plan without the detailed answers', () => {
    const prompt = buildUserPrompt(analystInput(bakerySections(), { level: 'college' }));
    expect(prompt).not.toContain('businessAsItIs');
  });
});
