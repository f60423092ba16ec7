// The analyst on what a lender asks next: the loan and whether trading can carry it, income tax and
// carried losses, depreciation, the owner's draws and the seasons. Every writer returns '' (or nothing)
// for a plan that does not use the part it speaks of, so such a plan reads exactly as before.
import { DSCR_MINIMUM, lenderCheckLine } from '@trajectory/engine';
import type { Facts } from './facts';
import { last } from './facts';
import type { CoverageYear, DebtFacts, LoanFact, SeasonMonth } from './lender-facts';
import { capitalize, list, money, month, percent, ratio, yearList } from '../../../lib/prose-format';
import type { Voice } from './voice';
import { yearsInWords } from '../../../infra/ai/years';

const has = <T>(x: T | false | null | undefined | ''): x is T => Boolean(x);

const MINIMUM = ratio(DSCR_MINIMUM);

/** "$60,000 at 8% over 60 months" (", arriving in Month 7" when it is not there at opening). */
export function loanTerms(loan: LoanFact): string {
  return `${money(loan.amount)} at ${percent(loan.annualRatePct)} over ${loan.termMonths} month${loan.termMonths === 1 ? '' : 's'}${
    loan.startMonth > 0 ? `, arriving in ${month(loan.startMonth)}` : ''
  }`;
}

/** What is borrowed: "$60,000 at 8% over 60 months", or "$80,000 in two loans ($60,000 at …)". */
export function loansPhrase(debt: DebtFacts): string {
  const [only] = debt.loans;
  if (debt.loans.length === 1 && only) return loanTerms(only);
  const terms = debt.loans.map(loanTerms);
  // A loan arriving later has a comma in its terms, so the loans are then separated by semicolons.
  const joined = terms.some((t) => t.includes(','))
    ? `${terms.slice(0, -1).join('; ')}; and ${terms[terms.length - 1]}`
    : list(terms);
  return `${money(debt.total)} in ${debt.loans.length === 2 ? 'two' : 'three'} loans (${joined})`;
}

/** "the loan" or "the loans". */
const theLoans = (debt: DebtFacts) => (debt.loans.length === 1 ? 'the loan' : 'the loans');

/** Years (1-based) with debt service, with their figures: "$13,383 in Year 1, … and $14,599 in Year 3". */
function byServiceYear(debt: DebtFacts, values: readonly number[], format: (x: number) => string): string {
  const years = debt.coverage.flatMap((c, i) => (c === null ? [] : [i]));
  return list(years.map((i) => `${format(values[i] ?? 0)} in Year ${i + 1}`));
}

/** "0.46 in Year 1 and 1.01 in Year 2"; negative years together: "below zero in Years 1, 2 and 3". */
export function coverageText(items: readonly CoverageYear[]): string {
  const negative = items.filter((c) => c.coverage < 0).map((c) => c.year);
  const parts: string[] = [];
  for (const c of items) {
    if (c.coverage >= 0) parts.push(`${ratio(c.coverage)} in Year ${c.year}`);
    else if (c.year === negative[0]) parts.push(`below zero in ${yearList(negative)}`);
  }
  return list(parts);
}

const coverageList = (debt: DebtFacts) =>
  coverageText(debt.coverage.flatMap((c, i) => (c === null ? [] : [{ year: i + 1, coverage: c }])));

const lowList = (debt: DebtFacts) => coverageText(debt.low);

/** "about $1,217 a month", or each loan's: "monthly payments of $1,389 and $1,412" (they need not overlap). */
function payments(debt: DebtFacts): string {
  const [only] = debt.loans;
  if (debt.loans.length === 1 && only) return `about ${money(only.payment)} a month`;
  return `monthly payments of ${list(debt.loans.map((loan) => money(loan.payment)))}`;
}

/** "of 0.50 in Year 1" but "below zero in Year 1": how a sentence names coverage after "coverage". */
const ofCoverage = (text: string) => (text.startsWith('below zero') ? text : `of ${text}`);

// ---------------------------------------------------------------------------------------------------------
// Executive summary

/** The loan and its affordability in a few sentences, or ''. */
export function summaryOfDebt(f: Facts, v: Voice): string {
  const debt = f.lender.debt;
  if (!debt) return '';
  const borrows = `${v.Subject} ${v.verb('borrow')} ${loansPhrase(debt)}, ${payments(debt)} in repayments and interest.`;
  if (debt.low.length > 0) {
    return `${borrows} ${v.pick({
      el: `In ${yearList(debt.low.map((l) => l.year))} the business does not earn enough to pay that easily: what it earns after tax and the owner's draws, divided by what the loan costs, is ${lowList(debt)}, and banks want at least ${MINIMUM}.`,
      hs: `Whether the business can afford it is the question a lender will ask first: debt-service coverage (the cash trading leaves after income tax and the owner's draws, divided by the year's interest and repayments) is ${lowList(debt)}, below the ${MINIMUM} lenders look for.`,
      pr: `Debt-service coverage is ${lowList(debt)}, below the ${MINIMUM} lenders require; as it stands the loan is not serviceable from operating cash flow in ${debt.low.length === 1 ? 'that year' : 'those years'}.`,
    })}`;
  }
  if (!debt.weakest) return borrows;
  return `${borrows} ${v.pick({
    el: `The business earns enough to pay it: at least ${ratio(debt.weakest.coverage)} times what the loan costs in every year, and banks want ${MINIMUM}.`,
    hs: `Trading pays for it: debt-service coverage is at least ${ratio(debt.weakest.coverage)} (Year ${debt.weakest.year}) in every year with repayments, above the ${MINIMUM} lenders look for.`,
    pr: `Debt-service coverage bottoms at ${ratio(debt.weakest.coverage)} in Year ${debt.weakest.year}, above the ${MINIMUM} lenders require.`,
  })}`;
}

/** The owner's draws when profit does not pay for them, or ''. */
export function summaryOfDraws(f: Facts): string {
  const draws = f.lender.draws;
  if (!draws || draws.uncovered.length === 0) return '';
  const years = draws.uncovered.map((u) => u.year);
  return `The owner's draw of ${money(draws.monthly)} a month is more than the business earns in ${yearList(years)}, so in ${years.length === 1 ? 'that year' : 'those years'} it comes out of the money in the bank rather than out of profit.`;
}

// ---------------------------------------------------------------------------------------------------------
// Profit and loss

function depreciationParagraph(f: Facts, v: Voice): string {
  const dep = f.lender.depreciation;
  if (!dep) return '';
  const first = dep.yearly[0] ?? 0;
  const even = dep.yearly.every(
    (d, i) => d === first || (dep.writtenOffYear !== null && i >= dep.writtenOffYear),
  );
  const charge = even
    ? `${money(first)} a year`
    : list(dep.yearly.map((d, i) => `${money(d)} in Year ${i + 1}`));
  const end =
    dep.writtenOffYear !== null
      ? `They are fully written off by the end of Year ${dep.writtenOffYear}${dep.writtenOffYear < f.years ? '; from then on profit no longer carries the charge' : ''}.`
      : dep.writtenOffYear === null
        ? `At the end of Year ${f.years} they are still on the books at ${money(last(dep.netFixedAssets))}.`
        : '';
  return [
    `Depreciation spreads the ${money(dep.cost)} of startup purchases over their ${dep.lifeYears}-year useful life: ${charge}.`,
    v.pick({
      el: 'It lowers profit on paper, but no money leaves the bank for it: the purchases were paid for at the start.',
      hs: 'It lowers profit but not cash, because the money was spent at opening; the cash flow adds it back.',
      pr: 'It is a non-cash charge (the outlay was at opening), added back in the cash flow.',
    }),
    end,
  ]
    .filter(Boolean)
    .join(' ');
}

function interestParagraph(f: Facts): string {
  const debt = f.lender.debt;
  if (!debt) return '';
  const withInterest = debt.interest.flatMap((x, i) => (x > 0 ? [i] : []));
  if (withInterest.length === 0) {
    return `${capitalize(theLoans(debt))} ${debt.loans.length === 1 ? 'carries' : 'carry'} no interest, so only the repayments weigh, on the cash rather than on profit.`;
  }
  const firstYear = withInterest[0] as number;
  const lastYear = withInterest[withInterest.length - 1] as number;
  const pbt = f.profitBeforeTax;
  const trend =
    firstYear === lastYear
      ? `is ${money(debt.interest[firstYear] ?? 0)} in Year ${firstYear + 1}`
      : `is ${money(debt.interest[firstYear] ?? 0)} in Year ${firstYear + 1} and ${
          (debt.interest[lastYear] ?? 0) < (debt.interest[firstYear] ?? 0) ? 'falls' : 'moves'
        } to ${money(debt.interest[lastYear] ?? 0)} in Year ${lastYear + 1} as the balance is repaid`;
  return `Interest on ${theLoans(debt)} ${trend}. After interest, profit before tax is ${list(
    pbt.map((x, i) => `${money(x)} in Year ${i + 1}`),
  )}.`;
}

function taxParagraph(f: Facts, v: Voice): string {
  const tax = f.lender.tax;
  if (!tax) return '';
  const rate = percent(tax.ratePct);
  if (tax.tax.every((t) => t === 0)) {
    if (tax.profitBeforeTax.every((p) => p <= 0)) {
      return `Income tax is set at ${rate} of taxable profit, but there is none to tax: profit before tax never turns positive, and the losses carry forward to set against future profit.`;
    }
    return `Income tax is set at ${rate} of taxable profit, yet none falls due in the ${yearsInWords(f.years)} years: the losses of ${yearList(tax.lossYears)} are carried forward and absorb the later profit.`;
  }
  const paid = `Income tax at ${rate} of taxable profit comes to ${list(
    tax.tax.map((t, i) => `${money(t)} in Year ${i + 1}`),
  )}, each year's bill falling in its last month.`;
  const sheltered = tax.sheltered.map(
    (s) =>
      `Year ${s.year} pays ${money(tax.tax[s.year - 1] ?? 0)} instead of ${money((tax.tax[s.year - 1] ?? 0) + s.saved)}`,
  );
  const losses = tax.lossYears.map((y) => money(-(tax.profitBeforeTax[y - 1] ?? 0)));
  const carried =
    tax.sheltered.length > 0 && tax.lossYears.length > 0
      ? v.pick({
          el: `The loss of ${yearList(tax.lossYears)} (${list(losses)}) is taken off later profit before tax is worked out, so ${list(sheltered)}.`,
          hs: `The loss before tax in ${yearList(tax.lossYears)} (${list(losses)}) is carried forward and shelters later profit: ${list(sheltered)}.`,
          pr: `Losses carried forward from ${yearList(tax.lossYears)} (${list(losses)}) shelter later taxable profit: ${list(sheltered)}.`,
        })
      : '';
  const limit =
    carried !== ''
      ? "A carried loss offsets at most 80% of a year's profit (the US rule since 2018), so a profitable year always pays some tax."
      : '';
  return [paid, carried, limit].filter(Boolean).join(' ');
}

/** Depreciation, interest and tax paragraphs for the profit-and-loss section (empty ones dropped). */
export function profitLossLenderParagraphs(f: Facts, v: Voice): string[] {
  return [depreciationParagraph(f, v), interestParagraph(f), taxParagraph(f, v)].filter(Boolean);
}

/** The first year from which every year is profitable before tax, 1-based; null if none. */
function profitableFromYear(f: Facts): number | null {
  const i = f.profitBeforeTax.findIndex((p, y) => p > 0 && f.profitBeforeTax.slice(y).every((q) => q > 0));
  return i < 0 ? null : i + 1;
}

/** True when the seasons, not the year's trading, keep monthly profit from staying positive. */
export function isSeasonalNoBreakEven(f: Facts): boolean {
  return f.lender.seasons !== null && f.breakEvenMonth === null && profitableFromYear(f) !== null;
}

/**
 * With seasons, the quiet months can keep monthly profit from staying positive although whole years are
 * profitable; one sentence says so, or ''.
 */
export function seasonalBreakEvenNote(f: Facts, v: Voice): string {
  const seasons = f.lender.seasons;
  const from = profitableFromYear(f);
  if (!seasons || !isSeasonalNoBreakEven(f) || from === null) return '';
  const quiet = list(seasons.quietest.map((q) => q.name));
  return v.pick({
    el: `In the quiet months (${quiet}) the bills are bigger than the sales, even though each year from Year ${from} makes a profit.`,
    hs: `That is the seasons at work: the quiet months (${quiet}) still run at a loss, although every year from Year ${from} is profitable before tax.`,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Balance sheet

/** "$15,000 of startup purchases (…)" or, with depreciation, their cost and their value after it. */
export function fixedAssetsPhrase(f: Facts): string {
  const dep = f.lender.depreciation;
  if (!dep) return `${money(f.fixedAssets)} of startup purchases (equipment and other one-time buys)`;
  return `startup purchases that cost ${money(dep.cost)}, worth ${money(dep.netFixedAssets[0] ?? 0)} after a year's depreciation`;
}

export function loanBalanceSentence(f: Facts, v: Voice): string {
  const debt = f.lender.debt;
  if (!debt) return '';
  const owed = debt.balance.map((b, i) => ({ b, year: i + 1 })).filter((x) => x.b > 0);
  const first = owed[0];
  if (!first)
    return `${capitalize(theLoans(debt))} ${debt.loans.length === 1 ? 'is' : 'are'} repaid within the first year.`;
  const one = debt.loans.length === 1;
  const start = `${capitalize(theLoans(debt))} ${v.pick({
    el: one ? 'shows as money owed' : 'show as money owed',
    hs: one ? 'sits under liabilities' : 'sit under liabilities',
    pr: one ? 'is carried under liabilities' : 'are carried under liabilities',
  })} at ${money(first.b)} at the end of Year ${first.year}`;
  if (debt.repaidByYear !== null)
    return `${start} and ${debt.loans.length === 1 ? 'is' : 'are'} repaid in full by the end of Year ${debt.repaidByYear}.`;
  if (first.year === f.years) return `${start}.`;
  return `${start}, with ${money(last(debt.balance))} still owed at the end of Year ${f.years}.`;
}

export function drawsEquitySentence(f: Facts): string {
  const draws = f.lender.draws;
  if (!draws) return '';
  return `The owner's draws, ${money(draws.total)} over the ${yearsInWords(f.years)} years, come out of equity rather than out of profit.`;
}

/** What the projection includes and leaves out, when it includes any of the lender's lines. */
export function modelNote(f: Facts): string {
  const l = f.lender;
  const included = [
    l.debt && `${theLoans(l.debt)} and ${l.debt.loans.length === 1 ? 'its' : 'their'} repayments`,
    l.depreciation && 'depreciation',
    l.tax && `income tax at ${percent(l.tax.ratePct)}`,
    l.draws && "the owner's draws",
    l.seasons && 'seasonal sales',
  ].filter(has);
  const left = [!l.debt && 'loans', !l.depreciation && 'depreciation', !l.tax && 'taxes'].filter(has);
  return `The projection includes ${list(included)}${left.length ? `; it leaves out ${list(left)}` : ''}.${
    l.debt ? '' : ' A lender will add a loan and its repayments to this picture.'
  }`;
}

// ---------------------------------------------------------------------------------------------------------
// Cash flow

/** The opening sentence with loans: what is borrowed at opening and what arrives later. */
export function openingWithLoans(f: Facts, v: Voice): string {
  const debt = f.lender.debt;
  if (!debt) return '';
  const atOpening = debt.loans.filter((l) => l.startMonth === 0).reduce((s, l) => s + l.amount, 0);
  const later = debt.loans.filter((l) => l.startMonth > 0);
  const start = `${v.Subject} ${v.verb('start')} with ${money(f.initialCash)}${atOpening > 0 ? ` and ${money(atOpening)} borrowed` : ''}, ${v.verb('spend')} ${money(f.startupCost)} on startup purchases and ${
    f.openingCash >= 0
      ? `${v.verb('open')} with ${money(f.openingCash)} in the bank`
      : `${v.verb('be')} already ${money(-f.openingCash)} short on opening day`
  }.`;
  const arrivals = later.length
    ? ` ${list(later.map((l) => `${money(l.amount)} more is borrowed in ${month(l.startMonth)}`))}.`
    : '';
  return start + arrivals;
}

function debtServiceParagraph(f: Facts, v: Voice): string {
  const debt = f.lender.debt;
  if (!debt || !debt.weakest) return '';
  const service = `Debt service, the interest and repayments on ${theLoans(debt)}, takes ${byServiceYear(debt, debt.service, money)} (${payments(debt)}).`;
  const earned = `The cash available to pay it, what trading earns before depreciation and interest less income tax and the owner's draws, is ${byServiceYear(debt, debt.cashProfit, money)}, so debt-service coverage is ${coverageList(debt)}.`;
  // Below 1 trading does not pay the debt at all; from 1 to the minimum it pays it with too little to spare.
  const unpaid = debt.low.filter((l) => l.coverage < 1).map((l) => l.year);
  const thin = debt.low.filter((l) => l.coverage >= 1).map((l) => l.year);
  const shortfalls = [
    unpaid.length > 0 &&
      v.pick({
        el: `in ${yearList(unpaid)} the payments come from money already in the bank, not from what the business earns`,
        hs: `in ${yearList(unpaid)} the business does not earn its repayments, so they are paid from the cash already in the bank`,
        pr: `${yearList(unpaid)} ${unpaid.length === 1 ? 'is' : 'are'} serviced from the cash balance rather than from operating cash flow`,
      }),
    thin.length > 0 &&
      v.pick({
        el: `in ${yearList(thin)} the business just pays them, with almost nothing to spare`,
        hs: `in ${yearList(thin)} it covers them, but with less to spare than a lender wants`,
        pr: `${yearList(thin)} ${thin.length === 1 ? 'covers' : 'cover'} debt service without the margin a lender requires`,
      }),
  ].filter(has);
  const verdict =
    debt.low.length > 0
      ? `${v.pick({ el: `Banks want at least ${MINIMUM}:`, hs: `Lenders look for at least ${MINIMUM}:`, pr: `Against a ${MINIMUM} minimum,` })} ${shortfalls.join(', and ')}.`
      : `That is above the ${MINIMUM} lenders look for in every year, with room to spare in Year ${debt.weakest.year} of ${money(debt.weakest.cashProfit - DSCR_MINIMUM * debt.weakest.service)}.`;
  return [service, earned, verdict].join(' ');
}

function drawsParagraph(f: Facts, v: Voice): string {
  const draws = f.lender.draws;
  if (!draws) return '';
  const drawn = draws.yearly.map((d, i) => ({ d, year: i + 1 })).filter((x) => x.d > 0);
  const perYear = drawn.every((x) => x.d === draws.monthly * 12)
    ? `${money(draws.monthly * 12)} a year`
    : list(drawn.map((x) => `${money(x.d)} in Year ${x.year}`));
  const takes = `The owner draws ${money(draws.monthly)} a month from ${month(draws.startMonth)} (${perYear}, ${money(draws.total)} over the ${yearsInWords(f.years)} years).`;
  const nature = v.pick({
    el: 'That is not a cost of the business, so profit stays the same, but the money still leaves the bank.',
    hs: 'A draw is not an expense, so it does not lower profit, but it leaves the bank account just the same.',
    pr: 'Draws are distributions, not expenses: they leave profit unchanged but reduce cash and equity.',
  });
  const uncovered = draws.uncovered;
  const covered =
    uncovered.length === 0
      ? 'Net profit covers the draws in every year, so they do not eat into the starting cash.'
      : uncovered.length === draws.yearly.filter((d) => d > 0).length
        ? `Net profit does not cover the draws in any year (${list(uncovered.map((u) => `${money(u.netProfit)} against ${money(u.draws)} in Year ${u.year}`))}), so they are paid from the starting cash${f.lender.debt ? ' and the loan' : ''}.`
        : `In ${yearList(uncovered.map((u) => u.year))} net profit (${
            uncovered.length === 1 && uncovered[0]
              ? `${money(uncovered[0].netProfit)}, against ${money(uncovered[0].draws)} drawn`
              : list(uncovered.map((u) => `${money(u.netProfit)} in Year ${u.year}`))
          }) does not cover the draws, so they come out of the starting cash${f.lender.debt ? ' and the loan' : ''}; in the other years profit pays for them.`;
  return [takes, nature, covered].join(' ');
}

function seasonalCashSentence(f: Facts): string {
  const seasons = f.lender.seasons;
  if (!seasons || f.lowestCashMonth === null) return '';
  const flat = seasons.flat;
  const diff = Math.round(f.lowestCash - flat.lowestCash);
  const when = `in ${month(f.lowestCashMonth)} (${seasons.lowestCashMonthName})`;
  const evenly = `${money(flat.lowestCash, 'below zero')} ${flat.lowestCashMonth === null ? 'at opening' : `in ${month(flat.lowestCashMonth)}`}`;
  if (diff === 0) {
    return `The seasons do not move the low point: the lowest balance, ${when}, is the same as with sales spread evenly over the year.`;
  }
  return `The seasons shape the cash: the lowest balance, ${when}, is ${money(Math.abs(diff))} ${diff < 0 ? 'lower' : 'higher'} than it would be with sales spread evenly over the year (${evenly}).`;
}

/** Debt service, draws and the seasons' effect on cash, for the cash-flow section. */
export function cashFlowLenderParagraphs(f: Facts, v: Voice): string[] {
  return [seasonalCashSentence(f), debtServiceParagraph(f, v), drawsParagraph(f, v)].filter(Boolean);
}

// ---------------------------------------------------------------------------------------------------------
// Market

const monthNames = (months: readonly SeasonMonth[]) => list(months.map((m) => m.name));

export function seasonsParagraph(f: Facts, v: Voice): string {
  const seasons = f.lender.seasons;
  if (!seasons) return '';
  const [busy] = seasons.busiest;
  const [quiet] = seasons.quietest;
  if (!busy || !quiet) return '';
  const each = (months: readonly SeasonMonth[]) => (months.length > 1 ? ' each' : '');
  return `${v.pick({
    el: `Sales go up and down with the seasons.`,
    hs: `Sales follow the seasons.`,
    pr: `Demand is seasonal.`,
  })} Opening in ${seasons.openingMonthName}, ${v.poss} busiest ${seasons.busiest.length > 1 ? 'months are' : 'month is'} ${monthNames(seasons.busiest)}, with ${percent(busy.sharePct)} of a year's sales${each(seasons.busiest)} (${money(busy.revenue)} in Year 2), and the quietest ${seasons.quietest.length > 1 ? 'are' : 'is'} ${monthNames(seasons.quietest)}, with ${percent(quiet.sharePct)}${each(seasons.quietest)} (${money(quiet.revenue)} in Year 2). The fixed costs do not follow the seasons, so the quiet months are where cash is tested.`;
}

// ---------------------------------------------------------------------------------------------------------
// Questions and recommendations

export function lenderQuestions(f: Facts): { first: string[]; later: string[] } {
  const { debt, tax, draws, seasons } = f.lender;
  const first = [
    debt &&
      debt.low.length > 0 &&
      `Will a lender accept debt-service coverage ${ofCoverage(lowList(debt))}, or will it ask for a longer term, a smaller loan or more of the owner's own money?`,
    debt &&
      debt.low.length === 0 &&
      debt.withoutLoans.fundingGap === 0 &&
      `Is the ${money(debt.total)} of borrowing needed? Without it the bank balance still stays above zero (lowest ${money(debt.withoutLoans.lowestCash, 'below zero')}), and it costs ${money(debt.interest.reduce((a, b) => a + b, 0))} of interest over the ${yearsInWords(f.years)} years.`,
  ].filter(has);
  const later = [
    draws &&
      `Can the owner live on ${money(draws.monthly)} a month${draws.uncovered.length ? `, and if the early years run short, could the draw start later than ${month(draws.startMonth)}` : ''}?`,
    tax &&
      `Is ${percent(tax.ratePct)} the right tax rate for the business's legal form and location${tax.lossYears.length ? `, and will the early losses be allowed against later profit there` : ''}?`,
    seasons &&
      `What keeps sales going in ${monthNames(seasons.quietest)}, the quietest ${seasons.quietest.length > 1 ? 'months' : 'month'}, and which costs can be cut back then?`,
  ].filter(has);
  return { first, later };
}

function coverageFix(f: Facts, debt: DebtFacts): string {
  const weakest = debt.weakest;
  if (!weakest) return '';
  const state = `Fix the loan's affordability before taking the plan to a bank: debt-service coverage is ${lowList(debt)}, below the ${MINIMUM} lenders look for.`;
  if (weakest.cashProfit <= 0) {
    return `${state} Year ${weakest.year} leaves nothing for the bank after income tax and the owner's draws (${money(weakest.cashProfit)}), so no loan terms make it affordable; the repayments then have to come from the owner's money while sales build, smaller draws, or a loan that arrives once trading covers it.`;
  }
  const need = `Year ${weakest.year} leaves ${money(weakest.cashProfit)} after income tax and the owner's draws against ${money(weakest.service)} of interest and repayments; it needs about ${money(weakest.shortfall)} more that year (${money(weakest.shortfall / 12)} a month, from profit or smaller draws) to reach ${MINIMUM}.`;
  const options = [
    debt.longerTerm &&
      `stretching the term to ${debt.longerTerm.termMonths} months would lift the weakest year to ${ratio(debt.longerTerm.weakest.coverage)}`,
    debt.smallerLoan &&
      debt.smallerLoan.amount < debt.total &&
      `borrowing about ${money(debt.smallerLoan.amount)} instead of ${money(debt.total)} would meet ${MINIMUM} in every year${
        debt.smallerLoan.fundingGap > 0
          ? `, though the plan would then be ${money(debt.smallerLoan.fundingGap)} short of cash at its low point, to be closed with the owner's money`
          : ' and still keep the bank balance above zero'
      }`,
  ].filter(has);
  const longest = debt.longestTermTried;
  const alternatives = options.length
    ? ` Alternatively, ${options.join('; or ')}.`
    : longest
      ? ` A longer term alone does not get there: even over ${longest.termMonths} months the weakest year reaches only ${ratio(longest.weakest.coverage)}.`
      : '';
  return `${state} ${need}${alternatives}`;
}

export function lenderRecommendations(f: Facts): { first: string[]; later: string[] } {
  const { debt, tax, draws, seasons } = f.lender;
  const first = [debt && debt.low.length > 0 && coverageFix(f, debt)].filter(has);
  const biggestTax = tax ? Math.max(...tax.tax) : 0;
  const biggestTaxYear = tax ? tax.tax.indexOf(biggestTax) + 1 : 0;
  const later = [
    draws &&
      draws.uncovered.length > 0 &&
      `Match the owner's draw to what the business earns: in ${list(draws.uncovered.map((u) => `Year ${u.year} net profit is ${money(u.netProfit)} against ${money(u.draws)} drawn`))}. A smaller draw${draws.startMonth === 0 ? ', or one that starts once sales are steady,' : ''} keeps that money in the business.`,
    tax &&
      biggestTax > 0 &&
      `Set money aside for income tax as the profit comes in: the largest bill is ${money(biggestTax)} in Year ${biggestTaxYear}, due in one sum at the year end.`,
    seasons &&
      f.lowestCashMonth !== null &&
      `Plan the cash around the seasons: keep part of the takings of ${monthNames(seasons.busiest)} for ${monthNames(seasons.quietest)}, and time large payments away from ${month(f.lowestCashMonth)} (${seasons.lowestCashMonthName}), the lowest point at ${money(f.lowestCash, 'below zero')}.`,
  ].filter(has);
  return { first, later };
}

/** The loan's risk, for the risk list. */
export function lenderRisks(f: Facts): string[] {
  const debt = f.lender.debt;
  if (!debt || !debt.weakest) return [];
  const stressed = f.fewerSales.weakestCoverage;
  return [
    `Debt: up to ${money(Math.max(...debt.service))} a year of interest and repayments is due whatever the sales${
      stressed
        ? `; with 20% fewer sales, coverage would fall ${stressed.coverage < 0 ? 'below zero' : `to ${ratio(stressed.coverage)}`} in Year ${stressed.year}`
        : ''
    }.`,
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The lender checklist (issue #25)

/**
 * For a plan that borrows, every failed lender check with its fix, in the engine's words (the page and the
 * PDF print the same lines); '' when it does not borrow or passes every check that applies.
 */
export function lenderChecklistParagraph(f: Facts, v: Voice): string {
  if (!f.lender.debt) return '';
  const failed = f.lenderChecks.filter((check) => check.passed === false);
  if (failed.length === 0) return '';
  const intro = v.pick({
    el: `A bank checks a few things before it lends. ${failed.length === 1 ? 'This one fails' : 'These fail'}, and what would fix ${failed.length === 1 ? 'it' : 'each'}:`,
    hs: `The lender's checklist: ${failed.length === 1 ? 'one check fails' : `${failed.length} checks fail`}, each with what would fix it:`,
    pr: `Lender checklist, failed items and remedies:`,
  });
  return `${intro}\n${failed.map((check) => `- ${lenderCheckLine(check)}`).join('\n')}`;
}
