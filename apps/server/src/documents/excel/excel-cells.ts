// Small writers shared by the Excel sheets: formulas with their cached results, titles, headers, totals.
import type { Cell, Worksheet } from 'exceljs';

const INK = 'FF0F172A';
const MUTED = 'FF475569';
const BRAND = 'FF4338CA';
const HEADER_FILL = 'FFE2E8F0';
const RULE = 'FF94A3B8';
/** Financial-model convention: inputs in blue on a light yellow fill. */
const INPUT_INK = 'FF1D4ED8';
const INPUT_FILL = 'FFFEF9C3';

/**
 * A formula with the value it evaluates to, so viewers that do not recalculate still show the engine's
 * figure (Excel and LibreOffice recalculate on open anyway: the workbook asks for a full calculation).
 */
export function setFormula(
  sheet: Worksheet,
  address: string,
  formula: string,
  result: number | string,
  numFmt?: string,
): Cell {
  const cell = sheet.getCell(address);
  // −0 would be written as "-0".
  cell.value = { formula, result: result === 0 ? 0 : result };
  if (numFmt) cell.numFmt = numFmt;
  return cell;
}

export function setValue(sheet: Worksheet, address: string, value: string | number, numFmt?: string): Cell {
  const cell = sheet.getCell(address);
  cell.value = value;
  if (numFmt) cell.numFmt = numFmt;
  return cell;
}

/** Row 1: the business name and what the sheet is; row 2: one line on how to read it. */
export function writeTitle(sheet: Worksheet, title: string, note: string): void {
  const heading = sheet.getCell('A1');
  heading.value = title;
  heading.font = { bold: true, size: 16, color: { argb: INK } };
  sheet.getRow(1).height = 24;
  const sub = sheet.getCell('A2');
  sub.value = note;
  sub.font = { italic: true, size: 10, color: { argb: MUTED } };
}

/** A line under a sheet's title (row 3, empty on every sheet): a share link's "Shared with …". */
export function writeTitleLine(sheet: Worksheet, text: string): void {
  const line = sheet.getCell('A3');
  line.value = text;
  line.font = { bold: true, size: 10, color: { argb: INK } };
}

export function styleHeaderRow(sheet: Worksheet, row: number, from: number, to: number): void {
  for (let col = from; col <= to; col += 1) {
    const cell = sheet.getRow(row).getCell(col);
    cell.font = { bold: true, color: { argb: INK } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.border = { bottom: { style: 'thin', color: { argb: RULE } } };
    cell.alignment = { horizontal: col === 1 ? 'left' : 'right', vertical: 'middle', wrapText: true };
  }
}

export function styleTotalRow(sheet: Worksheet, row: number, from: number, to: number): void {
  for (let col = from; col <= to; col += 1) {
    const cell = sheet.getRow(row).getCell(col);
    cell.font = { bold: true, color: { argb: INK } };
    cell.border = { top: { style: 'thin', color: { argb: RULE } } };
  }
}

export function styleSectionRow(sheet: Worksheet, row: number): void {
  sheet.getRow(row).getCell(1).font = { bold: true, color: { argb: BRAND } };
}

export function styleInputCell(cell: Cell): void {
  cell.font = { bold: true, color: { argb: INPUT_INK } };
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: INPUT_FILL } };
  cell.border = { bottom: { style: 'hair', color: { argb: RULE } } };
}

export function styleNote(cell: Cell): void {
  cell.font = { size: 10, color: { argb: MUTED } };
  cell.alignment = { wrapText: true, vertical: 'top' };
}

/** Frozen header rows (and first columns), the way every sheet of the report scrolls. */
export function freeze(sheet: Worksheet, { rows, columns }: { rows: number; columns: number }): void {
  sheet.views = [
    {
      state: 'frozen',
      xSplit: columns,
      ySplit: rows,
      topLeftCell: `${String.fromCharCode(65 + columns)}${rows + 1}`,
      showGridLines: false,
    },
  ];
}
