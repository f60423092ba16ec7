// Loan schedules: equal monthly payments, interest on the balance before each payment, per the spec.

import { roundDollars } from './rounding';
import type { LoanInput } from './types';

/** The monthly payment of a loan: A × i / (1 − (1 + i)^−n), or A / n without interest. */
export function loanPayment(amount: number, annualRatePct: number, termMonths: number): number {
  const i = annualRatePct / 1200;
  return i > 0 ? (amount * i) / (1 - (1 + i) ** -termMonths) : amount / termMonths;
}

/** Every loan's movements added up per month, for months 0..monthCount − 1. */
export type LoanColumns = {
  /** Whole-dollar amounts received (roundDollars of each loan's amount) in the month it arrives. */
  proceeds: number[];
  interest: number[];
  principal: number[];
  /** Σ of the unrounded balances after the month's payments. */
  balance: number[];
  /** Per year: Σ_k roundDollars(bal_k at the year's last month), the balance sheet's loans line. */
  yearEndBalances: number[];
  /** roundDollars of the amounts of loans received at opening (startMonth 0). */
  atOpening: number;
};

export function computeLoanColumns(loans: readonly LoanInput[], monthCount: number): LoanColumns {
  const years = monthCount / 12;
  const columns: LoanColumns = {
    proceeds: new Array<number>(monthCount).fill(0),
    interest: new Array<number>(monthCount).fill(0),
    principal: new Array<number>(monthCount).fill(0),
    balance: new Array<number>(monthCount).fill(0),
    yearEndBalances: new Array<number>(years).fill(0),
    atOpening: 0,
  };
  for (const loan of loans) {
    const { amount, annualRatePct, termMonths: n, startMonth: t } = loan;
    if (t >= monthCount) continue; // a loan after the last month projected has no effect
    const i = annualRatePct / 1200;
    const payment = loanPayment(amount, annualRatePct, n);
    const received = roundDollars(amount);
    columns.proceeds[t] = (columns.proceeds[t] as number) + received;
    if (t === 0) columns.atOpening += received;
    let balance = amount;
    for (let m = t; m < monthCount; m += 1) {
      const k = m - t; // payments made by the end of month m
      if (k >= 1 && k <= n) {
        const interest = balance * i;
        const principal = k === n ? balance : payment - interest;
        columns.interest[m] = (columns.interest[m] as number) + interest;
        columns.principal[m] = (columns.principal[m] as number) + principal;
        balance = k === n ? 0 : balance - principal;
      }
      columns.balance[m] = (columns.balance[m] as number) + balance;
      if (m % 12 === 11) {
        const y = (m - 11) / 12;
        columns.yearEndBalances[y] = (columns.yearEndBalances[y] as number) + roundDollars(balance);
      }
    }
  }
  return columns;
}
