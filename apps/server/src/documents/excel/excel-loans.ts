// The Loan Schedule sheet: each loan's terms and, month by month, what is received, paid, and still owed.
import type { Workbook } from 'exceljs';
import { loanPayment, roundDollars, type ProjectionInputs } from '@trajectory/engine';
import {
  FORMAT,
  LOAN_COLUMNS,
  LOAN_HEADER_ROW,
  LOAN_MONTH_FIRST_ROW,
  LOAN_SLOTS,
  LOAN_TERMS_FIRST_ROW,
  SHEET,
  loanColumn,
  loanName,
  type LoanColumn,
  type WorkbookLayout,
} from './excel-layout';
import { freeze, setFormula, setValue, styleHeaderRow, styleNote, writeTitle } from './excel-cells';
import { roundDollarsFormula } from './excel-assumptions';

const COLUMN_LABELS: Record<LoanColumn, string> = {
  received: 'Received',
  payment: 'Payment',
  interest: 'Interest',
  principal: 'Principal',
  balance: 'Balance owed',
};

/** The terms rows above the schedule: label, formula of loan k (its named inputs), number format. */
const TERMS: Array<[string, (k: number) => string, string]> = [
  ['Amount borrowed', (k) => loanName(k, 'Amount'), FORMAT.dollars],
  ['Annual interest rate', (k) => loanName(k, 'RatePct'), FORMAT.percentNumber],
  ['Term, months', (k) => loanName(k, 'TermMonths'), FORMAT.whole],
  ['Received in month', (k) => `${loanName(k, 'StartMonth')}+1`, FORMAT.whole],
  ['Monthly interest rate', (k) => `${loanName(k, 'RatePct')}/1200`, '0.0000%'],
  [
    'Monthly payment',
    (k) => {
      const a = loanName(k, 'Amount');
      const n = loanName(k, 'TermMonths');
      const i = `${loanName(k, 'RatePct')}/1200`;
      // The spec's payment A × i / (1 − (1 + i)^−n), or A / n without interest.
      return `IF(OR(${a}<=0,${n}<1),0,IF(${i}>0,${a}*(${i})/(1-(1+${i})^(-${n})),${a}/${n}))`;
    },
    FORMAT.cents,
  ],
];

const termRow = (label: string) => LOAN_TERMS_FIRST_ROW + TERMS.findIndex(([l]) => l === label);

/** The cached value of every cell, by the engine's loan arithmetic (the same steps as the formulas). */
function schedule(inputs: ProjectionInputs, k: number, monthCount: number) {
  const loan = inputs.loans?.[k];
  const rows = Array.from({ length: monthCount }, () => ({
    received: 0,
    payment: 0,
    interest: 0,
    principal: 0,
    balance: 0,
  }));
  if (!loan || loan.amount <= 0) return { rows, payment: 0 };
  const i = loan.annualRatePct / 1200;
  const payment = loanPayment(loan.amount, loan.annualRatePct, loan.termMonths);
  let balance = loan.amount;
  for (let m = loan.startMonth; m < monthCount; m += 1) {
    const row = rows[m]!;
    const paid = m - loan.startMonth;
    if (paid === 0) row.received = roundDollars(loan.amount);
    if (paid >= 1 && paid <= loan.termMonths) {
      row.interest = balance * i;
      row.principal = paid === loan.termMonths ? balance : payment - row.interest;
      row.payment = row.interest + row.principal;
      balance = paid === loan.termMonths ? 0 : balance - row.principal;
    }
    row.balance = balance;
  }
  return { rows, payment };
}

export function addLoanSheet(
  workbook: Workbook,
  { title, inputs, layout }: { title: string; inputs: ProjectionInputs; layout: WorkbookLayout },
): void {
  const sheet = workbook.addWorksheet(SHEET.loans);
  writeTitle(
    sheet,
    `${title} — Loan Schedule`,
    `Equal monthly payments from the month after the money arrives; interest on the balance owed; the last payment clears what is left. Months 1-${layout.monthCount}.`,
  );
  sheet.getColumn(1).width = 24;
  const blockWidth = LOAN_COLUMNS.length + 1;
  for (let k = 0; k < LOAN_SLOTS; k += 1) {
    LOAN_COLUMNS.forEach((column) => (sheet.getColumn(loanColumn(k, column)).width = 14));
    if (k < LOAN_SLOTS - 1) sheet.getColumn(2 + k * blockWidth + LOAN_COLUMNS.length).width = 3;
  }

  const schedules = Array.from({ length: LOAN_SLOTS }, (_, k) => schedule(inputs, k, layout.monthCount));
  // Loan titles above the terms.
  const titleRow = LOAN_TERMS_FIRST_ROW - 1;
  for (let k = 0; k < LOAN_SLOTS; k += 1) {
    const from = loanColumn(k, 'received');
    sheet.mergeCells(`${from}${titleRow}:${loanColumn(k, 'balance')}${titleRow}`);
    setValue(sheet, `${from}${titleRow}`, `Loan ${k + 1}`);
  }
  styleHeaderRow(sheet, titleRow, 1, 1 + LOAN_SLOTS * blockWidth - 1);
  TERMS.forEach(([label, formula, format], index) => {
    const row = LOAN_TERMS_FIRST_ROW + index;
    setValue(sheet, `A${row}`, label);
    for (let k = 0; k < LOAN_SLOTS; k += 1) {
      const loan = inputs.loans?.[k];
      const values = [
        loan?.amount ?? 0,
        loan?.annualRatePct ?? 8,
        loan?.termMonths ?? 60,
        (loan?.startMonth ?? 0) + 1,
        (loan?.annualRatePct ?? 8) / 1200,
        schedules[k]!.payment,
      ];
      setFormula(sheet, `${loanColumn(k, 'received')}${row}`, formula(k), values[index]!, format);
    }
  });
  const note = sheet.getCell(`A${LOAN_TERMS_FIRST_ROW + TERMS.length}`);
  note.value = 'Change the loans on the Assumptions sheet; an amount of 0 means no loan.';
  styleNote(note);
  note.alignment = {};

  setValue(sheet, `A${LOAN_HEADER_ROW}`, 'Month');
  for (let k = 0; k < LOAN_SLOTS; k += 1) {
    for (const column of LOAN_COLUMNS)
      setValue(sheet, `${loanColumn(k, column)}${LOAN_HEADER_ROW}`, COLUMN_LABELS[column]);
  }
  styleHeaderRow(sheet, LOAN_HEADER_ROW, 1, 1 + LOAN_SLOTS * blockWidth - 1);
  sheet.getCell(`A${LOAN_HEADER_ROW}`).alignment = { horizontal: 'left' };

  for (let month = 0; month < layout.monthCount; month += 1) {
    const r = LOAN_MONTH_FIRST_ROW + month;
    setValue(sheet, `A${r}`, month + 1);
    sheet.getCell(`A${r}`).alignment = { horizontal: 'left' };
    const m = `($A${r}-1)`;
    for (let k = 0; k < LOAN_SLOTS; k += 1) {
      const a = loanName(k, 'Amount');
      const n = loanName(k, 'TermMonths');
      const t = loanName(k, 'StartMonth');
      const col = (c: LoanColumn) => `${loanColumn(k, c)}${r}`;
      const i = `${loanColumn(k, 'received')}$${termRow('Monthly interest rate')}`;
      const payment = `${loanColumn(k, 'received')}$${termRow('Monthly payment')}`;
      const before = month === 0 ? '0' : `${loanColumn(k, 'balance')}${r - 1}`;
      const paid = `(${m}-${t})`;
      const paying = `AND(${a}>0,${paid}>=1,${paid}<=${n})`;
      const values = schedules[k]!.rows[month]!;
      setFormula(
        sheet,
        col('received'),
        `IF(AND(${a}>0,${m}=${t}),${roundDollarsFormula(a)},0)`,
        values.received,
        FORMAT.cents,
      );
      setFormula(sheet, col('interest'), `IF(${paying},${before}*${i},0)`, values.interest, FORMAT.cents);
      setFormula(
        sheet,
        col('principal'),
        `IF(${paying},IF(${paid}=${n},${before},${payment}-${col('interest')}),0)`,
        values.principal,
        FORMAT.cents,
      );
      setFormula(
        sheet,
        col('payment'),
        `${col('interest')}+${col('principal')}`,
        values.payment,
        FORMAT.cents,
      );
      setFormula(
        sheet,
        col('balance'),
        `IF(OR(${a}<=0,${m}<${t}),0,IF(${m}=${t},${a},IF(${paid}>=${n},0,${before}-${col('principal')})))`,
        values.balance,
        FORMAT.cents,
      );
    }
    if (month % 12 === 11)
      sheet.getRow(r).border = { bottom: { style: 'thin', color: { argb: 'FFCBD5E1' } } };
  }
  freeze(sheet, { rows: LOAN_HEADER_ROW, columns: 1 });
}
