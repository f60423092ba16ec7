// Executive summary and market opportunity: the plan in a few paragraphs, and the demand it assumes.
import { DSCR_MINIMUM } from '@trajectory/engine';
import type { AiSettings, IndustryFocus } from '../../../infra/ai/types';
import { yearsInWords } from '../../../infra/ai/years';
import { last, type Facts } from './facts';
import {
  count,
  list,
  money,
  month,
  paragraphs,
  percent,
  price,
  ratio,
  withArticle,
} from '../../../lib/prose-format';
import { breakEvenSentence, gapDeadline, judgeGrossMargin, judgeGrowth } from './judge';
import { isSeasonalNoBreakEven, seasonsParagraph, summaryOfDebt, summaryOfDraws } from './lender';
import type { Voice } from './voice';

export const DEPTH = { concise: 0, standard: 1, detailed: 2 } as const;

function strengthsAndConcerns(f: Facts): { strengths: string[]; concerns: string[] } {
  const strengths: string[] = [];
  const concerns: string[] = [];
  const gm = f.grossMarginPct[0];
  if (f.isLosingOnEverySale)
    concerns.push(`a price of ${price(f.price)} that does not cover the ${price(f.cost)} cost per item`);
  else if (gm !== null && gm >= 40) strengths.push(`${withArticle(percent(gm))} gross margin`);
  else if (gm !== null && gm < 20) concerns.push(`a thin ${percent(gm)} gross margin`);
  if (f.breakEvenMonth !== null && f.breakEvenMonth <= 11)
    strengths.push(`break-even in ${month(f.breakEvenMonth)}`);
  if (f.breakEvenMonth === null)
    concerns.push(
      isSeasonalNoBreakEven(f)
        ? 'quiet months that still run at a loss'
        : `no break-even within ${yearsInWords(f.years)} years`,
    );
  const debt = f.lender.debt;
  if (debt && debt.low.length > 0) {
    const [worst] = [...debt.low].sort((a, b) => a.coverage - b.coverage);
    if (worst)
      concerns.push(
        worst.coverage < 0
          ? `debt-service coverage below zero in Year ${worst.year}`
          : `debt-service coverage of ${ratio(worst.coverage)} in Year ${worst.year}`,
      );
  }
  if (f.fundingGap > 0) concerns.push(`a funding gap of ${money(f.fundingGap)}`);
  else
    strengths.push(
      debt
        ? `starting cash and borrowing that cover the lean months`
        : `starting cash of ${money(f.initialCash)} that covers the lean months`,
    );
  if (debt && debt.low.length === 0 && debt.weakest)
    strengths.push(`debt-service coverage of at least ${ratio(debt.weakest.coverage)}`);
  if (last(f.netProfit) > 0) strengths.push(`Year ${f.years} net profit of ${money(last(f.netProfit))}`);
  if (f.growthPct > 30)
    concerns.push(`${withArticle(percent(f.growthPct))} yearly growth assumption that needs evidence`);
  return { strengths, concerns };
}

/** The single risk that would hurt most, named with its figure. */
export function biggestRisk(f: Facts, v: Voice): string {
  if (f.isLosingOnEverySale)
    return `that every sale loses ${price(f.cost - f.price)}, so growth deepens the losses`;
  if (f.fundingGap > 0) {
    return `running out of cash ${f.openingCash < 0 ? 'from the start' : `in ${month(f.firstNegativeCashMonth ?? f.lowestCashMonth ?? 0)}`} unless the ${money(f.fundingGap)} funding gap is closed`;
  }
  const debt = f.lender.debt;
  if (debt && debt.low.length > 0 && debt.weakest) {
    return `a loan that trading cannot yet carry: debt-service coverage is ${debt.weakest.coverage < 0 ? 'below zero' : ratio(debt.weakest.coverage)} in Year ${debt.weakest.year}, against the ${ratio(DSCR_MINIMUM)} lenders look for`;
  }
  if (f.breakEvenMonth === null)
    return `fixed costs of ${money(f.fixedMonthly)} a month that sales never catch up with`;
  if (f.fewerSales.fundingGap > 0) {
    return `sales 20% below plan, which would open a funding gap of ${money(f.fewerSales.fundingGap)}`;
  }
  if (f.growthPct > 30)
    return `growth slower than ${percent(f.growthPct)} a year; at half that pace Year ${f.years} net profit is ${money(f.halfGrowth.finalNetProfit)}`;
  return `${v.poss} dependence on one product at one price: a 20% sales shortfall would move Year ${f.years} net profit to ${money(f.fewerSales.finalNetProfit)}`;
}

export function writeExecutiveSummary(f: Facts, v: Voice, s: AiSettings): string {
  const depth = DEPTH[s.reportLength];
  const intro = paragraphs([
    [
      f.description ? `This assessment covers ${f.businessName}: ${f.description.replace(/\.$/, '')}.` : '',
      v.pick({
        el: `${v.Subject} ${v.verb('sell')} each item for ${price(f.price)}. The first sales come in ${month(f.startMonth)}: ${count(f.firstMonthUnits)} of them. Sales then grow ${percent(f.growthPct)} a year.`,
        hs: `${v.Subject} ${v.verb('plan')} to sell at ${price(f.price)} per item, starting with ${count(f.firstMonthUnits)} sales in ${month(f.startMonth)} and growing ${percent(f.growthPct)} a year.`,
        co: `${v.Subject} ${v.verb('plan')} to sell at ${price(f.price)} per unit, opening with ${count(f.firstMonthUnits)} units in ${month(f.startMonth)} and growing volume ${percent(f.growthPct)} a year.`,
        pr: `The plan prices each unit at ${price(f.price)}, opens with ${count(f.firstMonthUnits)} units in ${month(f.startMonth)} and compounds volume at ${percent(f.growthPct)} a year.`,
      }),
      v.pick({
        el: `Sales bring in ${money(f.revenue[0])} in Year 1 and ${money(last(f.revenue))} in Year ${f.years}. Profit after all bills goes from ${money(f.netProfit[0])} to ${money(last(f.netProfit))}.`,
        hs: `On these numbers revenue grows from ${money(f.revenue[0])} in Year 1 to ${money(last(f.revenue))} in Year ${f.years}, and net profit moves from ${money(f.netProfit[0])} to ${money(last(f.netProfit))}.`,
        pr: `Revenue grows from ${money(f.revenue[0])} (Year 1) to ${money(last(f.revenue))} (Year ${f.years}); net income moves from ${money(f.netProfit[0])} to ${money(last(f.netProfit))}.`,
      }),
    ]
      .filter(Boolean)
      .join(' '),
  ]);

  const gm = f.grossMarginPct[0];
  const verdict = f.isLosingOnEverySale
    ? `The central problem is the price. At ${price(f.price)} against a cost of ${price(f.cost)} per item, ${v.subject} ${v.verb('lose')} money on every sale (${price(f.cost - f.price)} each), so selling more makes the losses bigger, not smaller. ${breakEvenSentence(f, v)}`
    : [
        breakEvenSentence(f, v),
        f.breakEvenMonth === null && f.breakEvenUnits !== null
          ? `Covering the ${money(f.breakEvenCosts)} of monthly ${f.breakEvenCostsLabel} takes about ${count(f.breakEvenUnits)} sales a month (${money(f.breakEvenCosts)} ÷ ${price(f.unitMargin)} earned per item); the plan reaches ${count(f.unitsLastMonth)} a month by ${month(f.monthsProjected - 1)}.`
          : '',
        gm !== null ? `Gross margin is ${percent(gm)} in Year 1. ${judgeGrossMargin(gm, v)}` : '',
      ]
        .filter(Boolean)
        .join(' ');

  const debt = f.lender.debt;
  // With borrowing, the money the plan starts with is the owner's cash and the loans together.
  const funds = debt
    ? {
        el: `${money(f.initialCash)} of starting money and the ${money(debt.total)} borrowed`,
        hs: `${money(f.initialCash)} of starting cash and the ${money(debt.total)} borrowed`,
        pr: `${money(f.initialCash)} of starting capital and ${money(debt.total)} of debt`,
        are: 'are',
      }
    : {
        el: `${money(f.initialCash)} of starting money`,
        hs: `${money(f.initialCash)} of starting cash`,
        pr: `${money(f.initialCash)} of starting capital`,
        are: 'is',
      };
  const cash =
    f.fundingGap > 0
      ? v.pick({
          el: `Money runs out. The bank balance drops to ${money(f.lowestCash, 'below zero')} in ${month(f.lowestCashMonth ?? 0)}. ${v.Subject} ${v.verb('need')} ${money(f.fundingGap)} more than the ${debt ? `${money(f.initialCash)} and the ${money(debt.total)} loan` : money(f.initialCash)} planned, ${gapDeadline(f)}. This is called a funding gap.`,
          hs: `Cash is the pressing issue: the bank balance falls to ${money(f.lowestCash, 'below zero')} in ${f.lowestCashMonth === null ? 'the opening month' : month(f.lowestCashMonth)}, so the plan has a funding gap of ${money(f.fundingGap)} on top of the ${funds.hs}. How it will be closed ${gapDeadline(f)} is the first thing a lender will ask about.`,
          pr: `Liquidity is the binding constraint: cash troughs at ${money(f.lowestCash, 'below zero')} in ${f.lowestCashMonth === null ? 'the opening month' : month(f.lowestCashMonth)}, a funding gap of ${money(f.fundingGap)} beyond the ${funds.pr}, which must be closed ${gapDeadline(f)}.`,
        })
      : v.pick({
          el: `The ${funds.el} ${funds.are} enough. The lowest the bank balance gets is ${money(f.lowestCash, 'below zero')}, in ${f.lowestCashMonth === null ? 'the opening month' : month(f.lowestCashMonth)}.`,
          hs: `The ${funds.hs} ${funds.are} enough: the balance is lowest at ${money(f.lowestCash, 'below zero')} in ${f.lowestCashMonth === null ? 'the opening month' : month(f.lowestCashMonth)}, so no extra funding is needed on these assumptions.`,
          pr: debt
            ? `Starting capital of ${money(f.initialCash)} and ${money(debt.total)} of debt are sufficient: the cash trough is ${money(f.lowestCash, 'below zero')} in ${f.lowestCashMonth === null ? 'the opening month' : month(f.lowestCashMonth)}, with no further funding requirement on these assumptions.`
            : `Starting capital of ${money(f.initialCash)} is sufficient: the cash trough is ${money(f.lowestCash, 'below zero')} in ${f.lowestCashMonth === null ? 'the opening month' : month(f.lowestCashMonth)}, with no external funding requirement on these assumptions.`,
        });

  const { strengths, concerns } = strengthsAndConcerns(f);
  const lender =
    depth >= 1 && (strengths.length || concerns.length)
      ? [
          strengths.length ? `A lender will like ${list(strengths.slice(0, 3))}.` : '',
          concerns.length
            ? `${strengths.length ? 'They' : 'A lender'} will question ${list(concerns.slice(0, 3))}.`
            : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '';
  const risk = s.includeRiskAssessment ? `The biggest risk in this plan is ${biggestRisk(f, v)}.` : '';
  const borrowing = [summaryOfDebt(f, v), summaryOfDraws(f)].filter(Boolean).join(' ');
  return paragraphs([intro, verdict, cash, borrowing, lender, risk]);
}

function effectiveIndustry(f: Facts, s: AiSettings): IndustryFocus {
  if (s.industryFocus !== 'general') return s.industryFocus;
  const type = f.productType.toLowerCase();
  if (type.includes('technology') || type.includes('digital')) return 'technology';
  if (type.includes('service')) return 'services';
  if (type.includes('physical')) return 'retail';
  return 'general';
}

function industryLens(f: Facts, v: Voice, s: AiSettings): string {
  const advertising = f.expenses.find((e) => e.label === 'advertising')?.monthly ?? 0;
  switch (effectiveIndustry(f, s)) {
    case 'technology':
      return (
        `For a technology business the numbers that matter most are what it costs to win a customer and how long customers stay. ` +
        (advertising > 0 && f.firstMonthUnits > 0
          ? `With ${money(advertising)} a month of advertising and ${count(f.firstMonthUnits)} sales in the first month, each sale costs about ${price(advertising / f.firstMonthUnits)} to win, against ${price(f.unitMargin)} earned on it.`
          : `The plan has no advertising budget, so every customer has to come from word of mouth, partners or the founder's own selling.`)
      );
    case 'retail':
      return (
        `For a retail business, location, foot traffic and stock decide the outcome. ` +
        `${count(f.firstMonthUnits)} sales in the first month is about ${count(f.firstMonthUnits / 30)} a day; ` +
        `by ${month(f.monthsProjected - 1)} the plan needs about ${count(f.unitsLastMonth / 30)} a day, so shelf space, opening hours and stock on hand must keep up.`
      );
    case 'services':
      return (
        `For a service business, capacity is the limit: time cannot be stocked. ` +
        `${count(f.unitsLastMonth)} jobs a month by ${month(f.monthsProjected - 1)} is about ${count(f.unitsLastMonth / 22)} every working day; ` +
        `check that the hours (and the people paid from the ${money(f.expenses.find((e) => e.label === 'salaries')?.monthly ?? 0)} monthly salaries) can deliver that.`
      );
    case 'manufacturing':
      return (
        `For a manufacturer, production capacity and material prices drive the plan. ` +
        `At ${price(f.cost)} per item, a 10% rise in material costs would take about ${money(f.cogs[0] * 0.1)} off Year 1 gross profit; ` +
        `output has to grow from ${count(f.firstMonthUnits)} to ${count(f.unitsLastMonth)} ${f.unitsNoun} a month over the ${yearsInWords(f.years)} years.`
      );
    default:
      return (
        `Customers will choose between ${v.object} and the alternatives on price, convenience and trust. ` +
        `At ${price(f.price)} per item, the offer has to feel worth it to about ${count(f.unitsYear[0])} buyers (or repeat purchases) in Year 1.`
      );
  }
}

export function writeMarketOpportunity(f: Facts, v: Voice, s: AiSettings): string {
  const depth = DEPTH[s.reportLength];
  const sellingMonthsYear1 = Math.max(1, 12 - f.startMonth);
  const volume = [
    v.pick({
      el: `To make ${money(f.revenue[0])} in Year 1, ${v.subject} ${v.verb('need')} to sell about ${count(f.unitsYear[0])} ${f.unitsNoun}. That is about ${count(f.unitsYear[0] / sellingMonthsYear1)} a month.`,
      hs: `Year 1 revenue of ${money(f.revenue[0])} means selling about ${count(f.unitsYear[0])} ${f.unitsNoun}, an average of ${count(f.unitsYear[0] / sellingMonthsYear1)} in each selling month, starting from ${count(f.firstMonthUnits)} in ${month(f.startMonth)}.`,
      pr: `Year 1 revenue of ${money(f.revenue[0])} implies about ${count(f.unitsYear[0])} units, averaging ${count(f.unitsYear[0] / sellingMonthsYear1)} per selling month from an opening run-rate of ${count(f.firstMonthUnits)} in ${month(f.startMonth)}.`,
    }),
    `By ${month(f.monthsProjected - 1)} the plan sells ${count(f.unitsLastMonth)} a month, growing ${percent(f.growthPct)} a year. ${judgeGrowth(f.growthPct, v, f.years)}`,
  ].join(' ');

  const demand =
    s.emphasizeMarketAnalysis || depth >= 2
      ? [
          f.breakEvenUnits !== null
            ? `Covering the ${f.breakEvenCostsLabel} takes ${count(f.breakEvenUnits)} sales a month at ${price(f.unitMargin)} earned per item, ${
                f.firstMonthUnits >= f.breakEvenUnits
                  ? `which the opening volume of ${count(f.firstMonthUnits)} already clears`
                  : `${(f.breakEvenUnits / Math.max(1, f.firstMonthUnits)).toFixed(1)} times the opening volume of ${count(f.firstMonthUnits)}`
              }.`
            : `Because each item sells below its cost, more demand does not help until the price changes.`,
          v.pick({
            el: `Before spending money, check that people really want to buy: ask for pre-orders or sell a first batch.`,
            hs: `Demand is the assumption everything else rests on, so evidence matters: pre-orders, a waiting list, sales at a market stall or a pilot with a few customers.`,
            co: `Demand is the assumption the rest of the model rests on; pre-orders, a waiting list or a pilot would turn it from an estimate into evidence.`,
            pr: `Demand is the load-bearing assumption; pre-sales, letters of intent or pilot conversion data would de-risk it for a lender.`,
          }),
        ].join(' ')
      : '';

  const competition = s.includeCompetitiveAnalysis
    ? `Against competitors, ${v.poss} price of ${price(f.price)} should be compared with three to five alternatives a customer would consider. ` +
      (f.unitMarginPct !== null && f.unitMarginPct > 0
        ? f.price * 0.9 - f.cost > 0
          ? `With ${percent(f.unitMarginPct)} of each sale left after the item's cost, ${v.subject} could match a rival's 10% discount and still earn ${price(f.price * 0.9 - f.cost)} per item.`
          : `With only ${percent(f.unitMarginPct)} of each sale left after the item's cost, a 10% price cut to match a rival would mean losing ${price(f.cost - f.price * 0.9)} per item, so ${v.subject} should compete on quality and service rather than price.`
        : `With no margin per item, ${v.subject} cannot compete on price; the offer has to win on quality, service or convenience while the price goes up.`)
    : '';

  return paragraphs([
    volume,
    seasonsParagraph(f, v),
    depth >= 1 ? industryLens(f, v, s) : '',
    demand,
    competition,
  ]);
}
