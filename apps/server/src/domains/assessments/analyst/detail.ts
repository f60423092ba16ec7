// The business as it is (issue #25): what the analyst says about the stream mix and its margins, the
// team's cost against revenue and the cash tied in receivables and stock, each only when the plan has it.
// Every figure is the engine's (its yearly leaves and year-end balances); the prompt reads the same facts.
import { project, type Projection, type ProjectionInputs } from '@trajectory/engine';
import { valuesByYear } from '../../../infra/ai/years';
import { capitalize, list, money, paragraphs, percent } from '../../../lib/prose-format';
import type { Voice } from './voice';

/** One figure per year, Year 1 first. */
type ByYear<T = number> = T[];

export type StreamFact = {
  name: string;
  kind: 'units' | 'subscription';
  revenue: ByYear;
  cost: ByYear;
  /** (revenue − cost) / revenue × 100; null in a year the stream sells nothing. */
  marginPct: ByYear<number | null>;
  /** The stream's part of the year's revenue, percent; null in a year without revenue. */
  sharePct: ByYear<number | null>;
};

export type TeamFact = {
  roles: number;
  /** People on the team besides the owner (every role's headcount). */
  headcount: number;
  burdenPct: number;
  wages: ByYear;
  burden: ByYear;
  /** wages + burden. */
  cost: ByYear;
  /** cost / the year's revenue × 100; null in a year without revenue. */
  pctOfRevenue: ByYear<number | null>;
};

export type WorkingCapitalFact = {
  receivableDays: number;
  inventoryDays: number;
  payableDays: number;
  /** Year-end balances from the balance sheet. */
  receivables: ByYear;
  inventory: ByYear;
  payables: ByYear;
  /** receivables + inventory − payables: the cash trading holds at each year end. */
  tied: ByYear;
  /** The same plan paid on the day, stock-free and paying on the day. */
  withoutWorkingCapital: { fundingGap: number; lowestCash: number };
};

export type DetailFacts = {
  /** Null when the plan sells one thing. */
  streams: StreamFact[] | null;
  /** Null without a team (no staff wages in any year). */
  team: TeamFact | null;
  /** Null when nothing is ever owed, held or unpaid at a year end. */
  workingCapital: WorkingCapitalFact | null;
  /** Year 1's start-up expenses (items spent before opening); 0 without them. */
  startupExpenses: number;
};

const pctOf = (part: number, whole: number): number | null => (whole !== 0 ? (part / whole) * 100 : null);

export function deriveDetailFacts(inputs: ProjectionInputs, projection: Projection): DetailFacts {
  const byYear = (values: Parameters<typeof valuesByYear>[0]) => valuesByYear(values, projection) as number[];
  const { profitLoss: pl, balanceSheet: bs } = projection;
  const revenue = byYear(pl.totalRevenue);

  const streams =
    projection.revenueStreams.length > 1
      ? projection.revenueStreams.map((stream): StreamFact => {
          const r = byYear(stream.revenue);
          const c = byYear(stream.cost);
          return {
            name: stream.name,
            kind: stream.kind,
            revenue: r,
            cost: c,
            marginPct: r.map((value, i) => pctOf(value - (c[i] ?? 0), value)),
            sharePct: r.map((value, i) => pctOf(value, revenue[i] ?? 0)),
          };
        })
      : null;

  const wages = byYear(pl.staffWages);
  const burden = byYear(pl.payrollTaxesBenefits);
  const roles = inputs.staffRoles ?? [];
  const team: TeamFact | null = wages.some((w) => w !== 0)
    ? {
        roles: roles.length,
        headcount: roles.reduce((sum, role) => sum + role.headcount, 0),
        burdenPct: inputs.payrollBurdenPct ?? 0,
        wages,
        burden,
        cost: wages.map((w, i) => w + (burden[i] ?? 0)),
        pctOfRevenue: wages.map((w, i) => pctOf(w + (burden[i] ?? 0), revenue[i] ?? 0)),
      }
    : null;

  const receivables = byYear(bs.assets.accountsReceivable);
  const inventory = byYear(bs.assets.inventory);
  const payables = byYear(bs.liabilities.accountsPayable);
  const hasWorkingCapital = [...receivables, ...inventory, ...payables].some((x) => x !== 0);
  let workingCapital: WorkingCapitalFact | null = null;
  if (hasWorkingCapital) {
    const paidOnTheDay = project({ ...inputs, receivableDays: 0, inventoryDays: 0, payableDays: 0 });
    workingCapital = {
      receivableDays: inputs.receivableDays ?? 0,
      inventoryDays: inputs.inventoryDays ?? 0,
      payableDays: inputs.payableDays ?? 0,
      receivables,
      inventory,
      payables,
      tied: receivables.map((r, i) => r + (inventory[i] ?? 0) - (payables[i] ?? 0)),
      withoutWorkingCapital: {
        fundingGap: paidOnTheDay.metrics.fundingGap,
        lowestCash: paidOnTheDay.metrics.lowestCash,
      },
    };
  }
  return { streams, team, workingCapital, startupExpenses: pl.startupExpenses.year1 };
}

const lastOf = <T>(values: readonly T[]): T => values[values.length - 1] as T;

/** "Bread $79,218 (40.6% of revenue, 66.7% margin)"; a stream not yet selling says so. */
function streamPhrase(stream: StreamFact, y: number): string {
  const share = stream.sharePct[y] ?? null;
  const margin = stream.marginPct[y] ?? null;
  if (share === null || margin === null) return `${stream.name} (no sales yet)`;
  return `${stream.name} ${money(stream.revenue[y] ?? 0)} (${percent(share)} of revenue, ${percent(margin)} margin)`;
}

/** The stream mix and its margins, Year 1 and the last year; null-safe for a plan without streams. */
export function streamMixParagraph(d: DetailFacts, v: Voice, years: number): string {
  const streams = d.streams;
  if (!streams) return '';
  const intro = v.pick({
    el: `${v.Subject} ${v.verb('sell')} ${streams.length} things.`,
    hs: `Revenue comes from ${streams.length} product lines.`,
    pr: `Revenue mix across ${streams.length} streams.`,
  });
  const year1 = `In Year 1: ${list(streams.map((stream) => streamPhrase(stream, 0)))}.`;
  const final = `By Year ${years}: ${list(streams.map((stream) => streamPhrase(stream, years - 1)))}.`;
  const selling = streams.filter((stream) => lastOf(stream.marginPct) !== null);
  const sorted = [...selling].sort((a, b) => (lastOf(b.marginPct) ?? 0) - (lastOf(a.marginPct) ?? 0));
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  const losing = selling.filter((stream) => (lastOf(stream.marginPct) ?? 0) <= 0);
  const margins =
    best && worst && best !== worst
      ? `The best margin is on ${best.name} (${percent(lastOf(best.marginPct) ?? 0)} in Year ${years}), the thinnest on ${worst.name} (${percent(lastOf(worst.marginPct) ?? 0)}): ${v.pick(
          {
            el: 'selling more of the first adds more profit than selling more of the second.',
            hs: 'each extra dollar of sales is worth more profit on the first than on the second, so growth there pays most.',
            pr: 'mix shifts toward the former lift gross margin.',
          },
        )}`
      : '';
  const losses = losing.length
    ? `${list(losing.map((stream) => stream.name))} ${losing.length === 1 ? 'sells' : 'sell'} at or below ${losing.length === 1 ? 'its' : 'their'} cost: every sale there loses money.`
    : '';
  const leader = [...streams].sort((a, b) => (b.sharePct[0] ?? 0) - (a.sharePct[0] ?? 0))[0];
  const concentration =
    leader && (leader.sharePct[0] ?? 0) >= 70
      ? `${leader.name} brings ${percent(leader.sharePct[0] ?? 0)} of Year 1 revenue, so the plan still leans on it: a bad season there is felt everywhere.`
      : '';
  return [intro, year1, final, margins, losses, concentration].filter(Boolean).join(' ');
}

/** The team's cost (wages and payroll taxes) against revenue, Year 1 and the last year. */
export function teamParagraph(d: DetailFacts, v: Voice, years: number): string {
  const team = d.team;
  if (!team) return '';
  const people = `${team.headcount} ${team.headcount === 1 ? 'person' : 'people'} in ${team.roles} ${team.roles === 1 ? 'role' : 'roles'}`;
  const share = (y: number) => {
    const pct = team.pctOfRevenue[y] ?? null;
    return pct === null ? 'with no revenue yet' : `${percent(pct)} of revenue`;
  };
  const cost = `The team of ${people} costs ${money(team.cost[0] ?? 0)} in Year 1 (${money(team.wages[0] ?? 0)} in wages and ${money(team.burden[0] ?? 0)} in payroll taxes and benefits at ${percent(team.burdenPct)}), ${share(0)}; in Year ${years} it costs ${money(lastOf(team.cost))}, ${share(years - 1)}.`;
  const pct = team.pctOfRevenue[0] ?? null;
  const judgement =
    pct === null
      ? ''
      : pct > 50
        ? v.pick({
            el: 'That is more than half of what comes in: the team has to help sell more, or start later.',
            hs: 'Payroll above half of revenue is heavy for a small business: hire as sales arrive, or later in the plan.',
            pr: 'Payroll above 50% of revenue is heavy; phase hiring to revenue milestones.',
          })
        : pct > 30
          ? v.pick({
              el: 'That is a big part of what comes in; keep an eye on it.',
              hs: 'That is a large but common share for a business that sells its people’s time; watch it as the team grows.',
              pr: 'Within range for labour-intensive businesses; monitor as headcount grows.',
            })
          : '';
  return [cost, judgement].filter(Boolean).join(' ');
}

/** The cash held in receivables and stock, less what suppliers are owed, and what it does to the low point. */
export function workingCapitalParagraph(d: DetailFacts, v: Voice, years: number, fundingGap: number): string {
  const wc = d.workingCapital;
  if (!wc) return '';
  const terms = [
    wc.receivableDays > 0 && `customers take ${wc.receivableDays} days to pay`,
    wc.inventoryDays > 0 && `stock is held for ${wc.inventoryDays} days`,
    wc.payableDays > 0 && `suppliers are paid after ${wc.payableDays} days`,
  ].filter((x): x is string => Boolean(x));
  const parts = (y: number) =>
    [
      (wc.receivables[y] ?? 0) !== 0 && `${money(wc.receivables[y] ?? 0)} owed by customers`,
      (wc.inventory[y] ?? 0) !== 0 && `${money(wc.inventory[y] ?? 0)} in stock`,
      (wc.payables[y] ?? 0) !== 0 && `less ${money(wc.payables[y] ?? 0)} owed to suppliers`,
    ].filter((x): x is string => Boolean(x));
  const tied = (y: number) => wc.tied[y] ?? 0;
  const held = (y: number) =>
    tied(y) >= 0
      ? `${money(tied(y))} of cash is tied up in trading`
      : `suppliers fund ${money(-tied(y))} of trading`;
  const opening = `${terms.length ? `${capitalize(list(terms))}: ` : ''}at the end of Year 1 the balance sheet holds ${list(parts(0))}, so ${held(0)}; by the end of Year ${years}, ${held(years - 1)}.`;
  const extraGap = fundingGap - wc.withoutWorkingCapital.fundingGap;
  const effect =
    extraGap > 0
      ? v.pick({
          el: `Waiting for this money adds ${money(extraGap)} to the cash ${v.subject} ${v.verb('need')}.`,
          hs: `Paid on the day, the funding gap would be ${money(wc.withoutWorkingCapital.fundingGap)}; the payment timing adds ${money(extraGap)} to it.`,
          pr: `Working capital adds ${money(extraGap)} to the funding gap (${money(wc.withoutWorkingCapital.fundingGap)} with settlement on the day).`,
        })
      : v.pick({
          el: 'The profit counts these sales already; the bank account sees the money later.',
          hs: 'Profit counts these sales already; the cash arrives later, which is why the bank balance grows more slowly than profit.',
          pr: 'Profit recognises the sales ahead of cash; operating cash flow lags net profit by the change in working capital.',
        });
  return paragraphs([`${opening} ${effect}`]);
}
