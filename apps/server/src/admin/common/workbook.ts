// Plain tabular workbooks for the staff exports: a bold header row, sensible widths, a frozen header.
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { XLSX_CONTENT_TYPE } from '../../domains/questionnaires/exports/service';

export type Column = { header: string; width?: number };
export type CellValue = string | number | boolean | Date | null;

export function tableWorkbook(sheetName: string, columns: readonly Column[], rows: readonly CellValue[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Trajectory';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  // Strings go in as text cells, never formulas, so a value starting with = stays what it is.
  for (const row of rows) sheet.addRow(row.map((v) => (v === null ? '' : v)));
  return workbook;
}

export async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export const asDate = (iso: string | null) => (iso ? new Date(iso) : null);

/** A staff workbook as a download: never cached, named by the export. */
export function sendWorkbook(
  reply: FastifyReply,
  { filename, workbook }: { filename: string; workbook: Buffer },
) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(workbook);
}
