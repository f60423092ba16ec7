// The Assumptions sheet: the model's inputs in named cells, the derived opening cash, and the notes.
import type { Workbook } from 'exceljs';
import type { ProjectionInputs } from '@trajectory/engine';
import {
  ASSUMPTIONS_HEADER_ROW,
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
} from './excel-cells';

/** The spec's roundDollars in a formula: 6 decimals first (shedding float noise), then half away from zero. */
export function roundDollarsFormula(expression: string): string {
  return `ROUND(ROUND(${expression},6),0)`;
}

export const NOTES = [
  'How the model works',
  'Revenue each month is the unit price times the units sold; units start in the first-sale month and grow by the annual growth rate, compounded monthly.',
  'Cost of goods is the cost per item times the units sold.',
  'Salaries rise 3% a year; advertising, rent, utilities and other expenses rise 5% a year. Expenses run from the opening month, whatever the first-sale month.',
  'Startup purchases are paid and the initial cash is put in at opening. Startup purchases are fixed assets and are not depreciated.',
  'No taxes, interest, depreciation or amortisation are included.',
  "Each year's statement figure is the sum of its twelve exact months, rounded to whole dollars; every total is computed from those figures, so the statements add up to the dollar and the balance sheet balances.",
  'Change any blue cell and the Monthly sheet and the three statements follow. The pictures on the Charts sheet show the figures as delivered and do not change.',
  'These figures are estimates meant to guide discussion, not a guarantee of results. Consult a licensed financial advisor for advice about your situation. Most businesses take 1-3 years to become consistently profitable.',
];

export function addAssumptionsSheet(
  workbook: Workbook,
  {
    title,
    inputs,
    openingCash,
    preparedOn,
  }: { title: string; inputs: ProjectionInputs; openingCash: number; preparedOn: Date },
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

  setValue(sheet, `A${ASSUMPTIONS_HEADER_ROW}`, 'Assumption');
  setValue(sheet, `B${ASSUMPTIONS_HEADER_ROW}`, 'Value');
  setValue(sheet, `C${ASSUMPTIONS_HEADER_ROW}`, 'Notes');
  styleHeaderRow(sheet, ASSUMPTIONS_HEADER_ROW, 1, 3);
  sheet.getCell(`C${ASSUMPTIONS_HEADER_ROW}`).alignment = { horizontal: 'left' };

  INPUTS.forEach((input, index) => {
    const row = INPUT_FIRST_ROW + index;
    setValue(sheet, `A${row}`, input.label);
    const cell = setValue(sheet, `B${row}`, inputs[input.key], input.format);
    styleInputCell(cell);
    cell.dataValidation = {
      type: input.isWhole ? 'whole' : 'decimal',
      operator: 'between',
      allowBlank: false,
      formulae: [0, input.max],
      showErrorMessage: true,
      errorTitle: input.label,
      error: `${input.label} must be ${input.isWhole ? 'a whole number ' : 'a number '}from 0 to ${input.max.toLocaleString('en-US')}.`,
    };
    workbook.definedNames.add(`${SHEET.assumptions}!$B$${row}`, input.name);
    if (input.name === 'StartMonth') {
      // People count months from 1, the model from 0: show both.
      setFormula(
        sheet,
        `C${row}`,
        `"First sale in Month "&(StartMonth+1)`,
        `First sale in Month ${inputs.startMonth + 1}`,
      );
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
  setValue(sheet, `C${OPENING_CASH_ROW}`, 'Calculated: initial cash less startup cost, in whole dollars');
  styleNote(sheet.getCell(`C${OPENING_CASH_ROW}`));
  styleTotalRow(sheet, OPENING_CASH_ROW, 1, 2);
  workbook.definedNames.add(`${SHEET.assumptions}!$B$${OPENING_CASH_ROW}`, OPENING_CASH_NAME);

  NOTES.forEach((note, index) => {
    const row = OPENING_CASH_ROW + 2 + index;
    sheet.mergeCells(`A${row}:C${row}`);
    const cell = setValue(sheet, `A${row}`, note);
    if (index === 0) {
      cell.font = { bold: true, size: 12 };
    } else {
      styleNote(cell);
      sheet.getRow(row).height = note.length > 110 ? 30 : 16;
    }
  });

  freeze(sheet, { rows: ASSUMPTIONS_HEADER_ROW, columns: 1 });
}
