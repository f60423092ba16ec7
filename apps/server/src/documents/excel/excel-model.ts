// The Excel report as a live model: inputs on Assumptions, 36 or 60 months in formulas, statements that follow.
import ExcelJS from 'exceljs';
import { CHART_NAMES, monthlyProfitOf } from '@trajectory/charts';
import { roundDollars, yearsInWords, type Projection, type ProjectionInputs } from '@trajectory/engine';
import { renderChartPng } from '../charts/render';
import { addAssumptionsSheet } from './excel-assumptions';
import { addDetailSheet, addSourcesAndUsesSheet } from './excel-detail';
import { SHEET, createLayout, startupItemTotal } from './excel-layout';
import { addLoanSheet } from './excel-loans';
import { addScenariosSheet } from './excel-scenarios';
import { addMonthlySheet } from './excel-monthly';
import { addStatementSheet } from './excel-statements';
import { styleNote, writeTitle } from './excel-cells';

export type ChartImage = { name: string; title: string; png: Buffer };

export type FinancialWorkbookInput = {
  /** The business name shown on every sheet (reportTitle). */
  title: string;
  inputs: ProjectionInputs;
  /** The engine's projection of `inputs`: the cached result of every formula comes from it. */
  projection: Projection;
  charts: readonly ChartImage[];
  preparedOn?: Date;
  /** A share link's cover line ("Shared with First Bank · Version 2, saved Mar 03, 2026"), on the first sheet. */
  sharedLine?: string;
};

/** Human titles of the chart pictures, in the order the Charts sheet shows them, for this projection. */
export function chartTitles(projection: Projection) {
  const years = projection.projectionYears;
  return {
    expenses: 'Year 1 expenses, including cost of goods',
    'revenue-profit': 'Revenue and net profit by year',
    waterfall: 'Year 1: from revenue to net profit',
    trend: `Revenue, total costs and net profit over ${yearsInWords(years)} years`,
    'items-sold-1st-year': 'Items sold by month, Year 1',
    // With tax the monthly bars are profit before tax (the chart's own title says so too).
    'net-profit-1st-year': monthlyProfitOf(projection).isBeforeTax
      ? 'Profit before tax by month, Year 1'
      : 'Net profit by month, Year 1',
    'cash-balance': `Cash balance over ${12 * years} months`,
  } as const;
}

/** Pictures are drawn at 2× for sharpness and shown at this size. */
const CHART_WIDTH_PX = 720;
const CHART_HEIGHT_PX = 360;
/** Rows one picture and its caption take at the default row height (20 px). */
const ROWS_PER_CHART = Math.ceil(CHART_HEIGHT_PX / 20) + 3;

function addChartsSheet(workbook: ExcelJS.Workbook, title: string, charts: readonly ChartImage[]): void {
  const sheet = workbook.addWorksheet(SHEET.charts);
  sheet.getColumn(1).width = 100;
  writeTitle(
    sheet,
    `${title} — Financial Charts`,
    'Pictures of the projection as delivered; they do not change when you edit the Assumptions sheet.',
  );
  styleNote(sheet.getCell('A2'));
  charts.forEach((chart, i) => {
    const captionRow = 4 + i * ROWS_PER_CHART;
    const caption = sheet.getCell(`A${captionRow}`);
    caption.value = chart.title;
    caption.font = { bold: true, size: 12 };
    const imageId = workbook.addImage({ buffer: chart.png as unknown as ExcelJS.Buffer, extension: 'png' });
    sheet.addImage(imageId, {
      tl: { col: 0, row: captionRow },
      ext: { width: CHART_WIDTH_PX, height: CHART_HEIGHT_PX },
      editAs: 'oneCell',
    });
  });
  sheet.views = [{ showGridLines: false }];
}

export function buildFinancialWorkbook(input: FinancialWorkbookInput): ExcelJS.Workbook {
  const { title, inputs, projection } = input;
  const preparedOn = input.preparedOn ?? new Date();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Trajectory';
  workbook.title = `${title} — Financial Projections`;
  workbook.created = preparedOn;
  workbook.modified = preparedOn;
  // Every formula also carries its value, but a spreadsheet should recompute on open all the same.
  workbook.calcProperties.fullCalcOnLoad = true;

  const layout = createLayout({ ...inputs, projectionYears: projection.projectionYears });
  addAssumptionsSheet(workbook, {
    title,
    inputs,
    // A start-up list replaces the one-time purchases answer with its kept items' total.
    openingCash:
      roundDollars(inputs.initialCash) -
      ((inputs.startupItems?.length ?? 0) > 0
        ? startupItemTotal(inputs, 'asset')
        : roundDollars(inputs.startupCost)),
    preparedOn,
    layout,
    sharedLine: input.sharedLine,
  });
  if (layout.detail) addDetailSheet(workbook, { title, inputs, layout });
  addMonthlySheet(workbook, { title, inputs, projection, layout });
  addStatementSheet(workbook, { kind: 'profitLoss', title, projection, layout });
  addStatementSheet(workbook, { kind: 'balanceSheet', title, projection, layout });
  addStatementSheet(workbook, { kind: 'cashFlow', title, projection, layout });
  if (layout.isExtended) addLoanSheet(workbook, { title, inputs, layout });
  if (layout.detail) addSourcesAndUsesSheet(workbook, { title, inputs, projection, layout });
  addScenariosSheet(workbook, { title, inputs, layout });
  addChartsSheet(workbook, title, input.charts);
  fitSheetsToPageWidth(workbook);
  return workbook;
}

/**
 * Every sheet prints one page wide (issue #24 item 7): as many pages down as it needs, landscape for the
 * wide Monthly and Loan Schedule sheets, portrait for the rest.
 */
export function fitSheetsToPageWidth(workbook: ExcelJS.Workbook): void {
  workbook.eachSheet((sheet) => {
    sheet.pageSetup = {
      ...sheet.pageSetup,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      orientation: sheet.name === SHEET.monthly || sheet.name === SHEET.loans ? 'landscape' : 'portrait',
    };
  });
}

export async function writeWorkbook(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The live-model workbook of one projection, with the seven chart pictures, as .xlsx bytes. Pure: it is
 * handed the inputs and their projection (made once by the caller) and projects nothing itself.
 */
export async function buildWorkbookBytes({
  title,
  inputs,
  projection,
  sharedLine,
}: {
  title: string;
  inputs: ProjectionInputs;
  projection: Projection;
  sharedLine?: string;
}): Promise<Buffer> {
  const charts = CHART_NAMES.map((name) => ({
    name,
    title: chartTitles(projection)[name],
    png: renderChartPng(name, projection, { businessName: title }),
  }));
  return writeWorkbook(buildFinancialWorkbook({ title, inputs, projection, charts, sharedLine }));
}
