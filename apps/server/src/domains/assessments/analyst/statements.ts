// The three statement sections: profit and loss, balance sheet and cash flow, each read for this plan.
import type { AiSettings } from '../../../infra/ai/types';
import { last, type Facts } from './facts';
import {
  bullets,
  capitalize,
  count,
  list,
  money,
  month,
  paragraphs,
  percent,
  price,
} from '../../../lib/prose-format';
import { breakEvenSentence, judgeGrossMargin, marginPhrase } from './judge';
import {
  cashFlowLenderParagraphs,
  drawsEquitySentence,
  fixedAssetsPhrase,
  loanBalanceSentence,
  modelNote,
  openingWithLoans,
  profitLossLenderParagraphs,
} from './lender';
import { streamMixParagraph, teamParagraph, workingCapitalParagraph } from './detail';
import { DEPTH } from './summary';
import type { Voice } from './voice';

const growthText = (pct: number | null) =>
  pct === null ? 'from nothing' : `${pct >= 0 ? 'up' : 'down'} ${percent(Math.abs(pct))}`;

export function writeProfitLossAnalysis(f: Facts, v: Voice, s: AiSettings): string {
  const depth = DEPTH[s.reportLength];
  const revenue = [
    `Revenue is ${list(
      f.revenue.map((r, i) =>
        i === 0
          ? `${money(r)} in Year 1`
          : `${money(r)} in Year ${i + 1} (${growthText(f.revenueGrowthPct[i] ?? null)})`,
      ),
    )}.`,
    f.startMonth > 0
      ? `Year 1 has only ${12 - f.startMonth} selling months because the first sale comes in ${month(f.startMonth)}, which is part of why Year 2 jumps.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const gm = f.grossMarginPct[0];
  const margin = f.isLosingOnEverySale
    ? `Each item sells for ${price(f.price)} but costs ${price(f.cost)} to make or buy, so ${v.subject} ${v.verb('lose')} ${price(f.cost - f.price)} on every sale before paying a single bill. The cost of goods (${money(f.cogs[0])} in Year 1) is ${f.revenue[0] > 0 ? `${percent((f.cogs[0] / f.revenue[0]) * 100)} of revenue` : 'larger than revenue'}: this is losing money on every sale, and no sales volume fixes it.`
    : `${v.pick({
        el: `Each item sells for ${price(f.price)} and costs ${price(f.cost)}, so ${price(f.unitMargin)} is left from every sale to pay the bills.`,
        hs: `Each item sells for ${price(f.price)} and costs ${price(f.cost)}, leaving ${price(f.unitMargin)} per sale to cover the monthly bills: a gross margin of ${marginPhrase(gm)}.`,
        pr: `Unit economics: ${price(f.price)} price less ${price(f.cost)} unit cost gives a ${price(f.unitMargin)} contribution per unit, a ${marginPhrase(gm)} gross margin.`,
      })} ${gm !== null ? judgeGrossMargin(gm, v) : ''}`.trim();

  const top = f.expenses[0];
  // The year's total expenses hold the team and the start-up expenses too (the detailed model).
  const withDetail = [
    f.detail.team && 'the team',
    f.detail.startupExpenses > 0 && 'the start-up expenses',
  ].filter((x): x is string => Boolean(x));
  const totalFixed = f.fixedMonthly;
  const expenses =
    totalFixed > 0 && top
      ? `Operating expenses${f.detail.team ? ' besides the team' : ''} come to ${money(totalFixed)} a month in Year 1 (${money(f.totalExpenses[0])} for the year${withDetail.length ? ` with ${list(withDetail)}` : ''}). The largest is ${top.label} at ${money(top.monthly)} a month, ${percent((top.monthly / totalFixed) * 100)} of the total${
          f.revenue[0] > 0
            ? `; together the expenses take ${percent((f.totalExpenses[0] / f.revenue[0]) * 100)} of Year 1 revenue`
            : ''
        }. Salaries rise 3% and the other expenses 5% a year in the projection, so by Year ${f.years} they are ${money(f.fixedMonthlyFinal)} a month.`
      : `No monthly operating expenses are entered, which is rare: most businesses pay at least for a phone, insurance, software or their own time. The profit figures are flattered until those are added.`;

  const breakdown =
    depth >= 2 && totalFixed > 0
      ? `Year 1 expenses by line:\n${bullets(
          f.expenses
            .filter((e) => e.monthly > 0)
            .map((e) => `${capitalize(e.label)}: ${money(e.monthly)} a month, ${money(e.year1)} in Year 1`),
        )}`
      : '';

  const profit = [
    `Net profit${f.lender.tax ? ' after tax' : ''} is ${list(f.netProfit.map((p, i) => `${money(p)} in Year ${i + 1}`))}.`,
    breakEvenSentence(f, v),
    f.breakEvenMonth === null && f.breakEvenUnits !== null
      ? `To break even, monthly sales would have to reach about ${count(f.breakEvenUnits)} ${f.unitsNoun} (${f.breakEvenCostsLabel} of ${money(f.breakEvenCosts)} ÷ ${price(f.unitMargin)} per item); the plan sells ${count(f.unitsFirstSellingMonth)} in the first month and ${count(f.unitsLastMonth)} in ${month(f.monthsProjected - 1)}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const metrics = s.emphasizeFinancialMetrics
    ? [
        `Net margin: ${f.netMarginPct.map((m, i) => `${m === null ? 'n/a' : percent(m)} in Year ${i + 1}`).join(', ')}.`,
        f.breakEvenUnits !== null && f.breakEvenMonth !== null
          ? `The break-even volume is ${count(f.breakEvenUnits)} ${f.unitsNoun} a month in Year 1 (${count(f.breakEvenUnitsFinal ?? f.breakEvenUnits)} by Year ${f.years}, as costs rise); every item sold above that adds ${price(f.unitMargin)} to profit.`
          : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  return paragraphs([
    revenue,
    margin,
    streamMixParagraph(f.detail, v, f.years),
    expenses,
    teamParagraph(f.detail, v, f.years),
    breakdown,
    ...profitLossLenderParagraphs(f, v),
    profit,
    metrics,
  ]);
}

export function writeBalanceSheetAnalysis(f: Facts, v: Voice, s: AiSettings): string {
  const depth = DEPTH[s.reportLength];
  const assets = [
    `At the end of Year 1 the balance sheet shows ${f.cashEnd[0] >= 0 ? `${money(f.cashEnd[0])} of cash` : `no cash (the account is overdrawn by ${money(-f.cashEnd[0])})`} and ${fixedAssetsPhrase(f)}, total assets of ${money(f.totalAssets[0])}.`,
    `By the end of Year ${f.years} ${last(f.cashEnd) >= 0 ? `cash is ${money(last(f.cashEnd))}` : `the overdraft is ${money(-last(f.cashEnd))}`} and total assets ${money(last(f.totalAssets))}.`,
  ].join(' ');

  const re1 = f.retainedEarnings[0];
  const re3 = last(f.retainedEarnings);
  const final = `Year ${f.years}`;
  const equity = v.pick({
    el: `The owner put in ${money(f.initialCash)}. ${re3 >= 0 ? `Profits add ${money(re3, 'deficit')} to that by the end of ${final}.` : `Losses take ${money(-re3)} away from it by the end of ${final}.`}`,
    hs: `Owner's equity starts with the ${money(f.initialCash)} put in. Retained earnings (profits kept in the business) are ${money(re1, 'deficit')} after Year 1 and ${money(re3, 'deficit')} after ${final}, so total equity ${last(f.totalEquity) >= f.initialCash ? 'grows' : 'shrinks'} to ${money(last(f.totalEquity), 'deficit')}.`,
    pr: `Paid-in capital is ${money(f.initialCash)}; retained earnings at ${money(re1, 'deficit')} (Year 1) and ${money(re3, 'deficit')} (${final}) take total equity to ${money(last(f.totalEquity), 'deficit')}.`,
  });
  const equityWithDraws = [equity, drawsEquitySentence(f)].filter(Boolean).join(' ');

  const overdraftYears = f.overdraft.map((o, i) => ({ o, year: i + 1 })).filter((x) => x.o > 0);
  const overdraft = overdraftYears.length
    ? `The balance sheet carries an overdraft of ${list(overdraftYears.map((x) => `${money(x.o)} at the end of Year ${x.year}`))}: cash below zero that would in reality be a loan or unpaid bills. ${v.Subject} ${v.verb('need')} financing arranged for it.`
    : `There is no overdraft in any year: the bank balance at each year end is positive.`;
  const debt = [overdraft, loanBalanceSentence(f, v)].filter(Boolean).join(' ');

  const note =
    depth >= 1
      ? f.lender.any
        ? modelNote(f)
        : `The projection leaves out loans, depreciation and taxes, so the startup purchases stay at their cost of ${money(f.fixedAssets)} and all profit stays in the business. A lender will add a loan and its repayments to this picture.`
      : '';
  return paragraphs([assets, equityWithDraws, debt, note]);
}

export function writeCashFlowAnalysis(f: Facts, v: Voice, s: AiSettings): string {
  const depth = DEPTH[s.reportLength];
  const opening =
    openingWithLoans(f, v) ||
    `${v.Subject} ${v.verb('start')} with ${money(f.initialCash)}, ${v.verb('spend')} ${money(f.startupCost)} on startup purchases and ${f.openingCash >= 0 ? `${v.verb('open')} with ${money(f.openingCash)} in the bank` : `${v.verb('be')} already ${money(-f.openingCash)} short on opening day`}.`;
  const early = [
    f.monthsBeforeFirstSale > 0
      ? `The ${f.monthsBeforeFirstSale} month${f.monthsBeforeFirstSale === 1 ? '' : 's'} before the first sale cost about ${money(f.fixedMonthly * f.monthsBeforeFirstSale)} with no income.`
      : '',
    f.firstSellingMonthProfit < 0
      ? `The first selling month loses ${money(-f.firstSellingMonthProfit)}, and cash keeps falling until sales cover the costs.`
      : `The first selling month already brings in ${money(f.firstSellingMonthProfit)} more than it costs.`,
  ]
    .filter(Boolean)
    .join(' ');

  const lowWhen = f.lowestCashMonth === null ? 'at opening' : `in ${month(f.lowestCashMonth)}`;
  const low =
    f.fundingGap > 0
      ? `Cash ${f.openingCash < 0 ? 'is below zero from the start and ' : f.firstNegativeCashMonth !== null ? `goes below zero in ${month(f.firstNegativeCashMonth)} and ` : ''}bottoms out at ${money(f.lowestCash, 'below zero')} ${lowWhen}. That is the funding gap: ${money(f.fundingGap)} that has to come from somewhere (savings, a loan, an investor, or lower costs) ${f.openingCash < 0 ? 'before opening' : 'before then'}.`
      : `The lowest balance is ${money(f.lowestCash, 'below zero')} ${lowWhen}${
          f.fixedMonthly > 0
            ? `, about ${(f.lowestCash / f.fixedMonthly).toFixed(1)} months of fixed costs as a cushion`
            : ''
        }. The plan never runs out of cash.`;

  const yearEnds = `Cash at the end of each year: ${list(f.cashEnd.map((c, i) => `${money(c, 'below zero')} (Year ${i + 1})`))}.`;

  const stress =
    depth >= 1 || s.includeRiskAssessment
      ? f.fewerSales.fundingGap > 0
        ? f.fundingGap > 0
          ? `If sales start 20% lower than planned, the funding gap would be ${money(f.fewerSales.fundingGap)}${
              f.fewerSales.fundingGap > f.fundingGap
                ? `, ${money(f.fewerSales.fundingGap - f.fundingGap)} more than planned`
                : ''
            }.`
          : `If sales start 20% lower than planned, a funding gap of ${money(f.fewerSales.fundingGap)} would open where the plan has none.`
        : `Even if sales start 20% lower than planned, the cash never runs out.`
      : '';
  return paragraphs([
    opening,
    early,
    low,
    workingCapitalParagraph(f.detail, v, f.years, f.fundingGap),
    ...cashFlowLenderParagraphs(f, v),
    yearEnds,
    stress,
  ]);
}
