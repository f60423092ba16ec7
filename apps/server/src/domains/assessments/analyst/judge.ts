// The analyst's judgements: what a margin, a break-even month or a growth rate means for this plan.
import { breakEvenSentence as breakEvenAt } from '@trajectory/engine';
import type { Facts } from './facts';
import { yearsInWords } from '../../../infra/ai/years';
import { month, percent } from '../../../lib/prose-format';
import { isSeasonalNoBreakEven, seasonalBreakEvenNote } from './lender';
import type { Voice } from './voice';

export function judgeGrossMargin(pct: number, v: Voice): string {
  if (pct >= 60) {
    return v.pick({
      el: 'That is a big part of each sale to keep, which is good.',
      hs: 'That is a strong margin: most of each sale is left over to pay the monthly bills.',
      co: 'That is a strong gross margin, with room for marketing costs and some price pressure.',
      pr: 'A gross margin above 60% is strong and leaves room to absorb price pressure or higher acquisition costs.',
    });
  }
  if (pct >= 40) {
    return v.pick({
      el: 'That is a fair part of each sale to keep.',
      hs: 'That is a healthy margin for a small business, as long as the cost per item holds.',
      co: 'That is a healthy gross margin, typical of businesses that can cover their overheads as volume grows.',
      pr: 'A 40-60% gross margin is healthy for a small business; the risk lies in input-cost creep rather than in the structure.',
    });
  }
  if (pct >= 20) {
    return v.pick({
      el: 'That is not much to keep from each sale, so small cost rises hurt.',
      hs: 'That margin is thin: a small rise in the cost per item would take a big bite out of profit.',
      co: 'That gross margin is thin, so profit is very sensitive to the cost per item and to discounts.',
      pr: 'A sub-40% gross margin is thin: operating leverage is limited and profit is highly sensitive to unit-cost changes.',
    });
  }
  return v.pick({
    el: 'That is very little to keep from each sale.',
    hs: 'That margin is very thin: almost all of each sale goes to pay for the item itself.',
    co: 'That gross margin is very thin; volume has to be very high before the fixed costs are covered.',
    pr: 'A gross margin under 20% leaves almost no contribution per unit; the model depends on very high volume.',
  });
}

export function judgeBreakEven(m: number, v: Voice): string {
  if (m <= 5) {
    return v.pick({
      el: 'That is fast.',
      hs: 'That is quick for a new business.',
      co: 'That is a quick break-even for a new business, which limits how much early cash it needs.',
      pr: 'That is an early break-even, which caps the working capital needed in the start-up phase.',
    });
  }
  if (m <= 11) {
    return v.pick({
      el: 'That is within the first year, which is good.',
      hs: 'That is within the first year, a good sign for a lender.',
      co: 'Breaking even within the first year is a good sign for a lender.',
      pr: 'A first-year break-even is a solid signal for a lender, provided the early losses are funded.',
    });
  }
  if (m <= 23) {
    return v.pick({
      el: 'That is in the second year, so the first year loses money.',
      hs: 'That is in the second year: common for a new business, but the first-year losses have to be paid for.',
      co: 'A second-year break-even is common for a new business, but the losses before it have to be funded.',
      pr: 'A second-year break-even is common, but it means the first-year operating losses must be financed.',
    });
  }
  if (m <= 35) {
    return v.pick({
      el: 'That is late, in the third year.',
      hs: 'That is late, in the third year: most of the plan is spent making up for early losses.',
      co: 'That is a late break-even, in the third year, so most of the projection is spent recovering early losses.',
      pr: 'A third-year break-even is late: most of the horizon is spent recovering cumulative losses.',
    });
  }
  const ordinal = m <= 47 ? 'fourth' : 'fifth';
  return v.pick({
    el: `That is very late, in the ${ordinal} year.`,
    hs: `That is very late, in the ${ordinal} year: a lender will want to know how the losses before it are paid for.`,
    co: `That is a very late break-even, in the ${ordinal} year; the losses before it have to be funded for years.`,
    pr: `A ${ordinal}-year break-even is very late: cumulative losses must be financed for most of the horizon.`,
  });
}

export function judgeGrowth(pct: number, v: Voice, years = 3): string {
  const span = yearsInWords(years);
  if (pct <= 0) {
    return v.pick({
      el: 'No growth is planned, which is careful.',
      hs: 'No growth is assumed, which makes this a careful, conservative plan.',
      co: 'No growth is assumed, a conservative base case.',
      pr: 'A zero-growth assumption makes this a conservative base case.',
    });
  }
  if (pct <= 10) {
    return v.pick({
      el: 'That is slow, careful growth.',
      hs: 'That is modest and believable growth.',
      co: 'That is modest growth, easy to defend.',
      pr: 'That is a modest growth assumption and easy to defend.',
    });
  }
  if (pct <= 30) {
    return v.pick({
      el: 'That is good growth, but it takes steady work to get.',
      hs: 'That is ambitious but achievable for a new business that keeps marketing steadily.',
      co: 'That is ambitious but achievable for a young business with steady marketing.',
      pr: 'That is ambitious but within the range young businesses achieve with sustained marketing spend.',
    });
  }
  if (pct <= 100) {
    return v.pick({
      el: 'That is very fast growth, and it needs a good reason.',
      hs: 'That is aggressive: it needs a clear reason, such as a new location or a big customer.',
      co: 'That is aggressive growth and needs a concrete driver, such as new channels or capacity.',
      pr: 'That is an aggressive assumption that needs a concrete driver (new channels, capacity or contracts).',
    });
  }
  return v.pick({
    el: 'That is extremely fast growth. Few businesses grow that fast.',
    hs: `That is very aggressive: few businesses keep up growth like that for ${span} years.`,
    co: `That is very aggressive growth that few businesses sustain for ${span} years.`,
    pr: `That growth rate is very aggressive; few businesses sustain it over a ${span}-year horizon.`,
  });
}

/** One sentence on when monthly profit turns positive, or plainly that it never does. */
export function breakEvenSentence(f: Facts, v: Voice): string {
  if (f.isLosingOnEverySale) {
    return `${v.Subject} never ${v.verb('break')} even on these numbers: every sale loses money, so no volume covers the fixed costs.`;
  }
  if (f.breakEvenMonth === null) {
    const months = f.monthsProjected;
    return [
      v.pick({
        el: isSeasonalNoBreakEven(f)
          ? `${v.Subject} ${v.verb('do')} not make money in every month of the ${yearsInWords(f.years)} years.`
          : `${v.Subject} ${v.verb('do')} not break even in the ${yearsInWords(f.years)} years: the money coming in never covers all the bills.`,
        hs: `${v.Subject} ${v.verb('do')} not break even within the ${months} months projected: monthly profit never stays above zero.`,
        co: `${v.Subject} ${v.verb('do')} not break even within the ${months}-month projection.`,
        pr: `There is no break-even within the ${months}-month horizon.`,
      }),
      seasonalBreakEvenNote(f, v),
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (f.seasonalLossMonths.length > 0) {
    // A seasonal plan breaks even at its average season; its quiet months still dip after it (issue #24).
    return `${breakEvenAt(f.breakEvenMonth, f.seasonalLossMonths)}. ${judgeBreakEven(f.breakEvenMonth, v)}${seasonalLossSentence(f)}`;
  }
  return `${v.pick({
    el: `${v.Subject} ${v.verb('start')} making money every month from ${month(f.breakEvenMonth)}.`,
    hs: `Monthly profit turns positive for good in ${month(f.breakEvenMonth)}.`,
    co: `${v.Subject} ${v.verb('break')} even in ${month(f.breakEvenMonth)}, after which monthly profit stays positive.`,
    pr: `Break-even is reached in ${month(f.breakEvenMonth)}, with positive monthly net income thereafter.`,
  })} ${judgeBreakEven(f.breakEvenMonth, v)}`;
}

/**
 * With seasons, break-even is found at the average season; the quiet months after it may still lose money.
 * After the engine's "Break-even in Month 1; expect losses in January and February", one sentence says why.
 */
export function seasonalLossSentence(f: Pick<Facts, 'seasonalLossMonths'>): string {
  if (f.seasonalLossMonths.length === 0) return '';
  return ' At an average season monthly profit stays positive from then on; the quiet months still cost more than they sell, so keep cash back for them.';
}

/** When the funding gap must be closed: "before opening" or "before Month 5". */
export function gapDeadline(f: Facts): string {
  if (f.openingCash < 0 || f.lowestCashMonth === null) return 'before opening';
  return `before ${month(f.firstNegativeCashMonth ?? f.lowestCashMonth)}`;
}

export function marginPhrase(pct: number | null): string {
  return pct === null ? 'no margin (no sales)' : percent(pct);
}
