// The Assumptions sheet: the model's inputs in named cells, the derived opening cash, and the notes.
import type { Workbook, Worksheet } from 'exceljs';
import { CALENDAR_MONTHS, seasonAnchor, seasonFactors, type ProjectionInputs } from '@trajectory/engine';
import {
  ASSUMPTIONS_HEADER_ROW,
  EXTENDED_FIRST_ROW,
  EXTENDED_HEADER_ROW,
  EXTENDED_INPUTS,
  SEASON_ANCHOR_NAME,
  SEASON_ANCHOR_ROW,
  STARTUP_ASSETS_NAME,
  startupItemTotal,
  WEIGHT_FIRST_ROW,
  seasonAnchorFormula,
  type WorkbookLayout,
  FORMAT,
  INPUT_FIRST_ROW,
  INPUTS,
  OPENING_CASH_NAME,
  OPENING_CASH_ROW,
  SHEET,
} from './excel-layout';
import {
  freeze,
  setFormula,
  setValue,
  styleHeaderRow,
  styleInputCell,
  styleNote,
  styleTotalRow,
  writeTitle,
  writeTitleLine,
} from './excel-cells';

/** The spec's roundDollars in a formula: 6 decimals first (shedding float noise), then half away from zero. */
export function roundDollarsFormula(expression: string): string {
  return `ROUND(ROUND(${expression},6),0)`;
}

const DISCLAIMER =
  'These figures are estimates meant to guide discussion, not a guarantee of results. Consult a licensed financial advisor for advice about your situation. Most businesses take 1-3 years to become consistently profitable.';

export const NOTES = [
  'How the model works',
  'Revenue each month is the unit price times the units sold; units start in the first-sale month and grow by the annual growth rate, compounded monthly.',
  'Cost of goods is the cost per item times the units sold.',
  'Salaries rise 3% a year; advertising, rent, utilities and other expenses rise 5% a year. Expenses run from the opening month, whatever the first-sale month.',
  'Startup purchases are paid and the initial cash is put in at opening. Startup purchases are fixed assets and are not depreciated.',
  'No taxes, interest, depreciation or amortisation are included.',
  "Each year's statement figure is the sum of its twelve exact months, rounded to whole dollars; every total is computed from those figures, so the statements add up to the dollar and the balance sheet balances.",
  'Change any blue cell and the Monthly sheet and the three statements follow. The Scenarios sheet and the pictures on the Charts sheet show the figures as delivered and do not change.',
  DISCLAIMER,
];

/** The notes of a workbook that carries the extended model: what replaces "no taxes, interest…". */
export const EXTENDED_NOTES = [
  'How the model works',
  'Revenue each month is the unit price times the units sold; units start in the first-sale month, grow by the annual growth rate compounded monthly, and follow the seasonality weights (an average month is 1×).',
  'Cost of goods is the cost per item times the units sold.',
  'Salaries rise 3% a year; advertising, rent, utilities and other expenses rise 5% a year. Expenses run from the opening month, whatever the first-sale month.',
  'Startup purchases are paid and the initial cash is put in at opening. They are fixed assets, depreciated straight-line over their useful life (not paid in cash).',
  'Loans are received at the start of their month and repaid in equal monthly payments (Loan Schedule sheet); interest is an expense, principal is not. Income tax is charged on each year’s profit before tax less the losses carried forward, in the year’s last month. Owner’s draws reduce cash and equity, not profit.',
  "Each year's statement figure is the sum of its twelve exact months, rounded to whole dollars; every total is computed from those figures, so the statements add up to the dollar and the balance sheet balances.",
  'Change any blue cell and the Monthly sheet, the Loan Schedule and the three statements follow. The Scenarios sheet and the pictures on the Charts sheet show the figures as delivered and do not change.',
  DISCLAIMER,
];

/** The notes of a workbook that carries the detailed model: product lines, the team, the start-up list, terms. */
export const DETAILED_NOTES = [
  ...EXTENDED_NOTES.slice(0, -2),
  'Other product lines, the team, the start-up list and payment terms are on the Business Detail sheet. Each line sells its own volume (subscriptions keep subscribers, less the churn); the team is paid from its start month with a raise on each anniversary, plus payroll taxes and benefits; spent start-up items are an expense of Month 1; customers who pay later, stock on the shelf and bills paid later hold or free cash at each month’s end.',
  'Change any blue cell here or on the Business Detail sheet and the Monthly sheet, the statements and the Sources and Uses sheet follow. The Scenarios sheet and the pictures on the Charts sheet show the figures as delivered and do not change.',
  DISCLAIMER,
];

type InputCell = {
  name: string;
  label: string;
  format: string;
  min: number;
  max: number;
  isWhole?: boolean;
};

/** A blue input cell with its bounds as data validation and, when named, a workbook-level name. */
function writeInput(
  workbook: Workbook,
  sheet: Worksheet,
  row: number,
  input: InputCell,
  value: number,
): void {
  setValue(sheet, `A${row}`, input.label);
  const cell = setValue(sheet, `B${row}`, value, input.format);
  styleInputCell(cell);
  const range = `from ${input.min.toLocaleString('en-US')} to ${input.max.toLocaleString('en-US')}`;
  cell.dataValidation = {
    type: input.isWhole ? 'whole' : 'decimal',
    operator: 'between',
    allowBlank: false,
    formulae: [input.min, input.max],
    showErrorMessage: true,
    errorTitle: input.label,
    error: `${input.label} must be ${input.isWhole ? 'a whole number ' : 'a number '}${range}.`,
  };
  if (input.name) workbook.definedNames.add(`${SHEET.assumptions}!$B$${row}`, input.name);
}

/** A month counted from 0 in the model, shown as the month people count from 1. */
function monthNote(sheet: Worksheet, row: number, name: string, what: string, value: number): void {
  setFormula(sheet, `C${row}`, `"${what} in Month "&(${name}+1)`, `${what} in Month ${value + 1}`);
}

export function addAssumptionsSheet(
  workbook: Workbook,
  {
    title,
    inputs,
    openingCash,
    preparedOn,
    layout,
    sharedLine,
  }: {
    title: string;
    inputs: ProjectionInputs;
    /** Cash right after opening before any loan: roundDollars(C) − roundDollars(S). */
    openingCash: number;
    preparedOn: Date;
    layout: WorkbookLayout;
    /** A share link's cover line, in the row between the title's note and the table (A3). */
    sharedLine?: string;
  },
): void {
  const sheet = workbook.addWorksheet(SHEET.assumptions, { properties: { tabColor: { argb: 'FF4338CA' } } });
  sheet.columns = [{ width: 42 }, { width: 18 }, { width: 64 }];
  const prepared = preparedOn.toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  });
  writeTitle(
    sheet,
    `${title} — Financial Projections`,
    `Prepared by Trajectory on ${prepared}. The blue cells are the inputs: change them and every sheet follows.`,
  );
  if (sharedLine) writeTitleLine(sheet, sharedLine);

  setValue(sheet, `A${ASSUMPTIONS_HEADER_ROW}`, 'Assumption');
  setValue(sheet, `B${ASSUMPTIONS_HEADER_ROW}`, 'Value');
  setValue(sheet, `C${ASSUMPTIONS_HEADER_ROW}`, 'Notes');
  styleHeaderRow(sheet, ASSUMPTIONS_HEADER_ROW, 1, 3);
  sheet.getCell(`C${ASSUMPTIONS_HEADER_ROW}`).alignment = { horizontal: 'left' };

  const hasItems = (layout.detail?.itemCount ?? 0) > 0;
  INPUTS.forEach((input, index) => {
    const row = INPUT_FIRST_ROW + index;
    if (input.name === 'StartupCost' && hasItems) {
      // The start-up list replaces the answer: S is the sum of its kept items (Business Detail sheet).
      setValue(sheet, `A${row}`, input.label);
      setFormula(sheet, `B${row}`, STARTUP_ASSETS_NAME, startupItemTotal(inputs, 'asset'), input.format);
      workbook.definedNames.add(`${SHEET.assumptions}!$B$${row}`, input.name);
      setValue(
        sheet,
        `C${row}`,
        'Calculated: the kept items of the start-up list (Business Detail sheet), depreciated over the useful life below',
      );
      styleNote(sheet.getCell(`C${row}`));
      return;
    }
    writeInput(workbook, sheet, row, { ...input, min: 0 }, inputs[input.key]);
    if (input.name === 'StartMonth') {
      // People count months from 1, the model from 0: show both.
      monthNote(sheet, row, 'StartMonth', 'First sale', inputs.startMonth);
    } else if (input.name === 'StartupCost' && layout.isExtended) {
      setValue(sheet, `C${row}`, 'Paid at opening; fixed assets, depreciated over the useful life below');
    } else {
      setValue(sheet, `C${row}`, input.note);
    }
    styleNote(sheet.getCell(`C${row}`));
  });

  setValue(sheet, `A${OPENING_CASH_ROW}`, 'Cash at opening, after the startup purchases');
  setFormula(
    sheet,
    `B${OPENING_CASH_ROW}`,
    `${roundDollarsFormula('InitialCash')}-${roundDollarsFormula('StartupCost')}`,
    openingCash,
    FORMAT.dollars,
  );
  setValue(
    sheet,
    `C${OPENING_CASH_ROW}`,
    layout.isExtended
      ? 'Calculated: initial cash less startup cost, in whole dollars, before any loan'
      : 'Calculated: initial cash less startup cost, in whole dollars',
  );
  styleNote(sheet.getCell(`C${OPENING_CASH_ROW}`));
  styleTotalRow(sheet, OPENING_CASH_ROW, 1, 2);
  workbook.definedNames.add(`${SHEET.assumptions}!$B$${OPENING_CASH_ROW}`, OPENING_CASH_NAME);

  let notesRow = OPENING_CASH_ROW + 2;
  if (layout.isExtended) notesRow = addExtendedInputs(workbook, sheet, inputs) + 2;
  (layout.detail ? DETAILED_NOTES : layout.isExtended ? EXTENDED_NOTES : NOTES).forEach((note, index) => {
    const row = notesRow + index;
    sheet.mergeCells(`A${row}:C${row}`);
    const cell = setValue(sheet, `A${row}`, note);
    if (index === 0) {
      cell.font = { bold: true, size: 12 };
    } else {
      styleNote(cell);
      sheet.getRow(row).height = note.length > 220 ? 44 : note.length > 110 ? 30 : 16;
    }
  });

  freeze(sheet, { rows: ASSUMPTIONS_HEADER_ROW, columns: 1 });
}

/** Loans, tax, depreciation, draws and seasons: the lender's questions, as blue cells. Returns the last row. */
function addExtendedInputs(workbook: Workbook, sheet: Worksheet, inputs: ProjectionInputs): number {
  setValue(sheet, `A${EXTENDED_HEADER_ROW}`, 'Loans, tax, depreciation and seasons');
  setValue(sheet, `B${EXTENDED_HEADER_ROW}`, 'Value');
  setValue(sheet, `C${EXTENDED_HEADER_ROW}`, 'Notes');
  styleHeaderRow(sheet, EXTENDED_HEADER_ROW, 1, 3);
  sheet.getCell(`C${EXTENDED_HEADER_ROW}`).alignment = { horizontal: 'left' };
  EXTENDED_INPUTS.forEach((input, index) => {
    const row = EXTENDED_FIRST_ROW + index;
    const value = input.value(inputs);
    writeInput(workbook, sheet, row, input, value);
    if (input.name === 'OwnerDrawStartMonth') monthNote(sheet, row, input.name, 'First draw', value);
    else if (/^Loan\dStartMonth$/.test(input.name)) monthNote(sheet, row, input.name, 'Received', value);
    else if (input.name === 'FirstCalendarMonth') {
      const months = CALENDAR_MONTHS.map((month) => `"${month}"`).join(',');
      setFormula(
        sheet,
        `C${row}`,
        `"Month 1 is in "&CHOOSE(${input.name},${months})&"; the weights below are by calendar month"`,
        `Month 1 is in ${CALENDAR_MONTHS[value - 1] ?? ''}; the weights below are by calendar month`,
      );
    } else setValue(sheet, `C${row}`, input.note);
    styleNote(sheet.getCell(`C${row}`));
  });
  const weights = inputs.seasonalityWeights ?? null;
  CALENDAR_MONTHS.forEach((month, index) => {
    const row = WEIGHT_FIRST_ROW + index;
    writeInput(
      workbook,
      sheet,
      row,
      { name: '', label: `Seasonality weight, ${month}`, format: 'General', min: 0, max: 1000 },
      weights?.[index] ?? 100,
    );
    setValue(
      sheet,
      `C${row}`,
      index === 0 ? 'Relative sales by calendar month; equal weights are a flat year' : '',
    );
    styleNote(sheet.getCell(`C${row}`));
  });
  setValue(sheet, `A${SEASON_ANCHOR_ROW}`, 'Season of the first selling month');
  setFormula(sheet, `B${SEASON_ANCHOR_ROW}`, seasonAnchorFormula(), seasonAnchorOf(inputs), FORMAT.factor);
  workbook.definedNames.add(`${SHEET.assumptions}!$B$${SEASON_ANCHOR_ROW}`, SEASON_ANCHOR_NAME);
  setValue(
    sheet,
    `C${SEASON_ANCHOR_ROW}`,
    'The first selling month sells the units answered; other months rise and fall around its season',
  );
  styleNote(sheet.getCell(`C${SEASON_ANCHOR_ROW}`));
  return SEASON_ANCHOR_ROW;
}

/** F(a) as the engine computes it, for the value the cell shows before a spreadsheet recalculates. */
function seasonAnchorOf(inputs: ProjectionInputs): number {
  const weights = inputs.seasonalityWeights ?? null;
  if (weights === null || weights.length !== 12) return 1;
  return seasonAnchor(seasonFactors(weights, inputs.firstCalendarMonth ?? 1), inputs.startMonth);
}
