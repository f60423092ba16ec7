// Questions to explore and recommendations: concrete, with this plan's figures, most important first.
import type { AiSettings } from '../../../infra/ai/types';
import { last, type Facts } from './facts';
import {
  bullets,
  count,
  money,
  month,
  paragraphs,
  percent,
  price,
  roundUpAmount,
} from '../../../lib/prose-format';
import { gapDeadline } from './judge';
import {
  isSeasonalNoBreakEven,
  lenderChecklistParagraph,
  lenderQuestions,
  lenderRecommendations,
  lenderRisks,
} from './lender';
import { DEPTH } from './summary';
import type { Voice } from './voice';

const QUESTION_COUNT = [4, 6, 8] as const;
const RECOMMENDATION_COUNT = [3, 5, 7] as const;

const has = <T>(x: T | false | null | undefined | ''): x is T => Boolean(x);

function expenseQuestion(label: string, monthly: number): string {
  if (label === 'salaries') {
    return `The biggest cost is ${money(monthly)} a month of salaries: is all of it needed from the first month, or could hiring follow sales?`;
  }
  if (label === 'advertising') {
    return `The biggest cost is ${money(monthly)} a month of advertising: how many sales does it bring in, and how will that be measured?`;
  }
  if (label === 'rent') {
    return `The biggest cost is ${money(monthly)} a month of rent: how long is the lease, and is there a cheaper place to start?`;
  }
  return `The biggest cost is ${money(monthly)} a month of ${label}: what is in it, and which parts could wait until sales are proven?`;
}

export function writeQuestions(f: Facts, v: Voice, s: AiSettings): string {
  const top = f.expenses[0];
  const salaries = f.expenses.find((e) => e.label === 'salaries')?.monthly ?? 0;
  const lender = lenderQuestions(f);
  const questions = [
    `What evidence shows ${v.subject} can sell ${count(f.firstMonthUnits)} ${f.unitsNoun} in ${month(f.startMonth)}: pre-orders, a waiting list, sales so far?`,
    f.isLosingOnEverySale
      ? `What would customers pay? At ${price(f.price)} each sale loses ${price(f.cost - f.price)}; would they still buy at ${price(f.breakEvenPriceAtStart ?? f.cost)}, the price at which the opening volume covers all costs?`
      : `Could the price rise from ${price(f.price)} to ${price(f.price * 1.1)}? At the Year 1 volume of ${count(f.unitsYear[0])} ${f.unitsNoun}, that 10% adds about ${money(f.unitsYear[0] * f.price * 0.1)} to Year 1 profit.`,
    f.fundingGap > 0 &&
      `Where will the ${money(f.fundingGap)} funding gap come from, and can it be in place ${gapDeadline(f)}?`,
    ...lender.first,
    f.breakEvenMonth === null &&
      f.breakEvenUnits !== null &&
      `What would it take to reach ${count(f.breakEvenUnits)} sales a month, the volume that breaks even?`,
    `Does the ${price(f.cost)} cost per item include ${f.unitsNoun === 'jobs' ? 'materials, travel, software and payment fees' : 'packaging, delivery, payment fees and waste'}? If it is 10% higher (${price(f.cost * 1.1)}), Year 1 profit falls by ${money(f.cogs[0] * 0.1)}.`,
    f.isLosingOnEverySale
      ? `Which costs per item could fall with volume (bulk buying, a cheaper supplier), and by how much?`
      : f.growthPct > 0
        ? `What will drive growth of ${percent(f.growthPct)} a year? At half that pace, Year ${f.years} net profit would be ${money(f.halfGrowth.finalNetProfit)} instead of ${money(last(f.netProfit))}.`
        : `The plan assumes no growth at all: what would it take to sell more than ${count(f.firstMonthUnits)} a month?`,
    top && top.monthly > 0 && expenseQuestion(top.label, top.monthly),
    salaries === 0 &&
      `The plan pays no salaries: how will the owner cover living costs until the business can pay one?`,
    ...lender.later,
    `Can the current setup deliver ${count(f.unitsLastMonth)} ${f.unitsNoun} a month by ${month(f.monthsProjected - 1)}, or will it need space, staff or equipment that is not in the plan?`,
    !f.lender.seasons &&
      `Which months are slow for this kind of business? The projection grows smoothly, with no seasonal dips.`,
    f.fundingGap === 0 &&
      `How much of the ${money(f.lowestCash, 'below zero')} low point in cash should stay in reserve rather than go into growth?`,
  ].filter(has);
  return bullets(questions.slice(0, QUESTION_COUNT[DEPTH[s.reportLength]]));
}

function fundingAdvice(f: Facts): string {
  const ask = roundUpAmount(f.fundingGap * 1.2);
  const monthsToLow = (f.lowestCashMonth ?? 0) + 1;
  const alternatives = [
    f.startupCost >= f.fundingGap * 0.3 &&
      `trim the ${money(f.startupCost)} of startup purchases (lease or buy used)`,
    monthsToLow > 1 &&
      f.breakEvenMonth !== null &&
      `cut monthly costs by about ${money(f.fundingGap / monthsToLow)} until ${month(f.lowestCashMonth ?? 0)}`,
  ].filter(has);
  return (
    `Close the ${money(f.fundingGap)} funding gap ${gapDeadline(f)}: arrange about ${money(ask)} (the gap plus a 20% cushion) from savings, a bank loan or an investor` +
    (alternatives.length ? `, or ${alternatives.join(', or ')}.` : '.')
  );
}

export function writeRecommendations(f: Facts, v: Voice, s: AiSettings): string {
  const depth = DEPTH[s.reportLength];
  const advertising = f.expenses.find((e) => e.label === 'advertising')?.monthly ?? 0;
  const gm = f.grossMarginPct[0];
  const lender = lenderRecommendations(f);
  // With seasons, a plan whose years are profitable may still have losing quiet months: no break-even
  // month, but the remedy is cash planning (below), not more volume.
  const seasonalOnly = isSeasonalNoBreakEven(f);
  const items = [
    f.isLosingOnEverySale &&
      `Fix the price first. It has to rise above the ${price(f.cost)} cost per item; at ${count(f.firstMonthUnits)} sales a month, about ${price(f.breakEvenPriceAtStart ?? f.cost)} would cover each item and the ${money(f.fixedMonthly)} of monthly fixed costs. If the market will not pay that, find a cheaper way to make or buy each item.`,
    f.fundingGap > 0 && fundingAdvice(f),
    ...lender.first,
    !f.isLosingOnEverySale &&
      f.breakEvenMonth === null &&
      f.breakEvenUnits !== null &&
      !seasonalOnly &&
      `Close the distance between the ${count(f.unitsLastMonth)} ${f.unitsNoun} sold in ${month(f.monthsProjected - 1)} and the ${count(f.breakEvenUnitsFinal ?? f.breakEvenUnits)} a month that would break even by then: raise the price, cut the ${money(f.fixedMonthly)} of monthly fixed costs, or lower the ${price(f.cost)} cost per item.`,
    !f.isLosingOnEverySale &&
      gm !== null &&
      gm < 30 &&
      `Work on the margin: a supplier price 10% lower (${price(f.cost * 0.9)} per item) would add about ${money(f.cogs[0] * 0.1)} to Year 1 profit.`,
    f.growthPct > 30
      ? `Show the bank a cautious case beside this one: at ${percent(f.growthPct / 2)} growth, Year ${f.years} net profit is ${money(f.halfGrowth.finalNetProfit)}${
          f.halfGrowth.fundingGap > 0 ? ` and the funding need is ${money(f.halfGrowth.fundingGap)}` : ''
        }. Lenders trust plans that show both.`
      : `Tie the ${percent(f.growthPct)} growth assumption to named actions (channels, marketing, new products), so a lender can see where the extra sales come from.`,
    ...lender.later,
    f.fundingGap === 0 &&
      `Keep at least three months of fixed costs (${money(f.fixedMonthly * 3)}) as a reserve; the lowest balance in the plan is ${money(f.lowestCash, 'below zero')}${f.lowestCashMonth === null ? ' at opening' : ` in ${month(f.lowestCashMonth)}`}.`,
    `Test demand before the large spending: aim for about ${count(Math.min(f.firstMonthUnits, Math.max(5, f.firstMonthUnits * 0.25)))} pre-orders or sign-ups before committing the ${money(f.startupCost)} of startup purchases.`,
    advertising === 0 && f.growthPct > 0
      ? `Budget for marketing: the plan spends nothing on advertising yet expects ${percent(f.growthPct)} growth a year.`
      : `Track three numbers each month against this plan: units sold (${count(f.firstMonthUnits)} expected in ${month(f.startMonth)}), cost per item (${price(f.cost)}) and the bank balance (lowest expected ${money(f.lowestCash, 'below zero')}).`,
    last(f.netProfit) > 0 &&
      !f.isLosingOnEverySale &&
      `Lead the bank conversation with the Year ${f.years} net profit of ${money(last(f.netProfit))}${f.breakEvenMonth !== null ? ` and the break-even in ${month(f.breakEvenMonth)}` : ''}, backed by the evidence behind the sales numbers.`,
  ].filter(has);

  const risks = s.includeRiskAssessment
    ? `Risks to watch:\n${bullets(
        [
          `Demand: 20% fewer sales from the start would make Year ${f.years} net profit ${money(f.fewerSales.finalNetProfit)}${f.fewerSales.fundingGap > 0 ? ` and the funding gap ${money(f.fewerSales.fundingGap)}` : ''}.`,
          f.growthPct > 0 &&
            `Growth: at half the planned ${percent(f.growthPct)}, Year ${f.years} net profit would be ${money(f.halfGrowth.finalNetProfit)}.`,
          ...lenderRisks(f),
          `Costs: a 10% rise in the cost per item would take ${money(f.cogs[0] * 0.1)} off Year 1 profit.`,
          f.fixedMonthly > 0 &&
            `Fixed commitments: ${money(f.fixedMonthly)} a month has to be paid whatever the sales; avoid long leases until sales are proven.`,
        ].filter(has),
      )}`
    : '';
  const intro = v.pick({
    el: `What to do next, most important first:`,
    hs: `In order of priority:`,
    pr: `Recommended actions, in order of priority:`,
  });
  return paragraphs([
    `${intro}\n${bullets(items.slice(0, RECOMMENDATION_COUNT[depth]))}`,
    lenderChecklistParagraph(f, v),
    risks,
  ]);
}
