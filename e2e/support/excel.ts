// The Excel live model as a founder downloads it from the page's button, and its formula rows.
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Presses "Download Excel Report" and reads the workbook it saves. */
export async function downloadWorkbook(page: Page): Promise<ExcelJS.Workbook> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel Report' }).filter({ visible: true }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await download).path())!);
  return workbook;
}

/**
 * The yearly cells of the row labelled `label` on a sheet, each asserted to be a formula, as the whole
 * dollars of their saved results (`apps/server/test/excel-*.test.ts` recompute every formula); undefined
 * when no row has the label.
 */
export function formulaRow(
  workbook: ExcelJS.Workbook,
  sheetName: string,
  label: string,
  years: number,
): number[] | undefined {
  let found: number[] | undefined;
  workbook.getWorksheet(sheetName)!.eachRow((row) => {
    if (row.getCell(1).value !== label) return;
    found = Array.from({ length: years }, (_, i) => {
      const cell = row.getCell(i + 2);
      expect(cell.type, `${sheetName} ${label} Year ${i + 1}`).toBe(ExcelJS.ValueType.Formula);
      return Math.round(Number(cell.result));
    });
  });
  return found;
}
