// The Monthly sheet: the spec's 36-month model in formulas, and its whole-dollar view that adds up to the statements.
import type { Workbook, Worksheet } from 'exceljs';
import { MONTH_COUNT, type Projection } from '@trajectory/engine';
import {
  EXACT,
  FORMAT,
  LEAVES,
  MONTHLY_HEADER_ROW,
  SHEET,
  SHOWN,
  YEAR_TOTAL_FIRST_ROW,
  floorColumn,
  monthRow,
  remainderColumn,
  yearRows,
} from './excel-layout';
import { profitLossLeafCell } from './excel-statements';
import {
  freeze,
  setFormula,
  setValue,
  styleHeaderRow,
  styleNote,
  styleTotalRow,
  writeTitle,
} from './excel-cells';

/** The engine's split of a value into whole dollars and a remainder in millionths (splitByLargestRemainder). */
function splitDollar(value: number): { floor: number; remainder: number } {
  let floor = Math.floor(value);
  let remainder = Math.round((value - floor) * 1e6);
  if (remainder === 1e6) {
    floor += 1;
    remainder = 0;
  }
  return { floor, remainder };
}

const SHOWN_HEADERS: Array<[string, string]> = [
  [SHOWN.month, 'Month'],
  [SHOWN.year, 'Year'],
  [SHOWN.units, 'Units sold'],
  [SHOWN.revenue, 'Revenue'],
  [SHOWN.cogs, 'Cost of goods'],
  [SHOWN.grossMargin, 'Gross margin'],
  [SHOWN.salaries, 'Salaries'],
  [SHOWN.marketing, 'Marketing'],
  [SHOWN.rent, 'Rent'],
  [SHOWN.utilities, 'Utilities'],
  [SHOWN.otherExpenses, 'Other expenses'],
  [SHOWN.totalExpenses, 'Total expenses'],
  [SHOWN.netProfit, 'Net profit'],
  [SHOWN.cash, 'Cash at month end'],
];

function monthFormulas(row: number) {
  const r = row;
  const units = `${SHOWN.units}${r}`;
  const yearFactor = (rate: string) => `${rate}^(${SHOWN.year}${r}-1)`;
  const previousCash = (col: string) => (r === monthRow(0) ? 'OpeningCash' : `${col}${r - 1}`);
  return {
    units: `IF(${SHOWN.month}${r}-1<StartMonth,0,FirstMonthSales*(1+GrowthRate)^((${SHOWN.month}${r}-1-StartMonth)/12))`,
    exact: {
      revenue: `UnitPrice*${units}`,
      cogs: `CostPerItem*${units}`,
      salaries: `MonthlySalaries*${yearFactor('1.03')}`,
      marketing: `MonthlyAdvertising*${yearFactor('1.05')}`,
      rent: `MonthlyRent*${yearFactor('1.05')}`,
      utilities: `MonthlyUtilities*${yearFactor('1.05')}`,
      otherExpenses: `MonthlyOtherExpenses*${yearFactor('1.05')}`,
    },
    exactNetProfit: `${EXACT.revenue}${r}-${EXACT.cogs}${r}-${EXACT.salaries}${r}-${EXACT.marketing}${r}-${EXACT.rent}${r}-${EXACT.utilities}${r}-${EXACT.otherExpenses}${r}`,
    exactCash: `${previousCash(EXACT.cash)}+${EXACT.netProfit}${r}`,
    grossMargin: `${SHOWN.revenue}${r}-${SHOWN.cogs}${r}`,
    totalExpenses: `SUM(${SHOWN.salaries}${r}:${SHOWN.otherExpenses}${r})`,
    netProfit: `${SHOWN.grossMargin}${r}-${SHOWN.totalExpenses}${r}`,
    cash: `${previousCash(SHOWN.cash)}+${SHOWN.netProfit}${r}`,
  };
}

/**
 * Largest remainder within the year, as the spec shows months: the whole-dollar floor, plus one dollar
 * for the months whose remainder ranks (largest first, earlier month first on ties) within the dollars
 * still missing from the year's statement figure.
 */
function shownLeafFormula(leafIndex: number, month: number): string {
  const yearIndex = Math.floor(month / 12);
  const [first, last] = yearRows(yearIndex);
  const r = monthRow(month);
  const floor = floorColumn(leafIndex);
  const rem = remainderColumn(leafIndex);
  const rank = `COUNTIF(${rem}$${first}:${rem}$${last},">"&${rem}${r})+COUNTIF(${rem}$${first}:${rem}${r},${rem}${r})`;
  const missing = `${profitLossLeafCell(leafIndex, yearIndex)}-SUM(${floor}$${first}:${floor}$${last})`;
  return `${floor}${r}+IF(${rank}<=${missing},1,0)`;
}

function writeHeaders(sheet: Worksheet): void {
  for (const [col, label] of SHOWN_HEADERS) setValue(sheet, `${col}${MONTHLY_HEADER_ROW}`, label);
  styleHeaderRow(sheet, MONTHLY_HEADER_ROW, 1, 14);
  const exactHeaders: Array<[string, string]> = [
    ...LEAVES.map((leaf): [string, string] => [EXACT[leaf.field], `${leaf.label} (exact)`]),
    [EXACT.netProfit, 'Net profit (exact)'],
    [EXACT.cash, 'Cash (exact)'],
  ];
  for (const [col, label] of exactHeaders) setValue(sheet, `${col}${MONTHLY_HEADER_ROW}`, label);
  LEAVES.forEach((leaf, i) => {
    setValue(sheet, `${floorColumn(i)}${MONTHLY_HEADER_ROW}`, `${leaf.label}: whole dollars`);
    setValue(sheet, `${remainderColumn(i)}${MONTHLY_HEADER_ROW}`, `${leaf.label}: remainder (millionths)`);
  });
  styleHeaderRow(sheet, MONTHLY_HEADER_ROW, 16, 24);
  styleHeaderRow(sheet, MONTHLY_HEADER_ROW, 26, 26 + LEAVES.length * 2 - 1);
  sheet.getRow(MONTHLY_HEADER_ROW).height = 32;
  const caption = setValue(
    sheet,
    `${EXACT.revenue}2`,
    'The exact model: the statements sum these months, then round each year to whole dollars.',
  );
  styleNote(caption);
  caption.alignment = {};
}

function setColumns(sheet: Worksheet): void {
  sheet.getColumn(SHOWN.month).width = 8;
  sheet.getColumn(SHOWN.year).width = 7;
  sheet.getColumn(SHOWN.units).width = 11;
  for (let col = 4; col <= 14; col += 1) sheet.getColumn(col).width = 14;
  sheet.getColumn(15).width = 3;
  for (let col = 16; col <= 24; col += 1) sheet.getColumn(col).width = 16;
  sheet.getColumn(25).width = 3;
  // The rounding helpers are grouped and folded away; the + in the margin opens them.
  for (let col = 26; col < 26 + LEAVES.length * 2; col += 1) {
    const column = sheet.getColumn(col);
    column.width = 14;
    column.outlineLevel = 1;
    column.hidden = true;
  }
}

export function addMonthlySheet(
  workbook: Workbook,
  { title, projection }: { title: string; projection: Projection },
): void {
  const sheet = workbook.addWorksheet(SHEET.monthly);
  writeTitle(
    sheet,
    `${title} — Monthly Projection`,
    "Whole dollars; each year's months add up exactly to its statement figure (largest-remainder rounding).",
  );
  writeHeaders(sheet);
  setColumns(sheet);

  for (let month = 0; month < MONTH_COUNT; month += 1) {
    const r = monthRow(month);
    const exact = projection.months[month]!;
    const shown = projection.roundedMonths[month]!;
    const f = monthFormulas(r);
    setValue(sheet, `${SHOWN.month}${r}`, month + 1);
    setValue(sheet, `${SHOWN.year}${r}`, exact.year);
    setFormula(sheet, `${SHOWN.units}${r}`, f.units, exact.units, FORMAT.units);
    LEAVES.forEach((leaf, i) => {
      const value = exact[leaf.field];
      const { floor, remainder } = splitDollar(value);
      setFormula(sheet, `${EXACT[leaf.field]}${r}`, f.exact[leaf.field], value, FORMAT.cents);
      setFormula(
        sheet,
        `${floorColumn(i)}${r}`,
        `INT(${EXACT[leaf.field]}${r})+IF(ROUND((${EXACT[leaf.field]}${r}-INT(${EXACT[leaf.field]}${r}))*1000000,0)=1000000,1,0)`,
        floor,
      );
      setFormula(
        sheet,
        `${remainderColumn(i)}${r}`,
        `MOD(ROUND((${EXACT[leaf.field]}${r}-INT(${EXACT[leaf.field]}${r}))*1000000,0),1000000)`,
        remainder,
      );
      setFormula(
        sheet,
        `${SHOWN[leaf.field]}${r}`,
        shownLeafFormula(i, month),
        shown[leaf.field],
        FORMAT.dollars,
      );
    });
    setFormula(sheet, `${EXACT.netProfit}${r}`, f.exactNetProfit, exact.netProfit, FORMAT.cents);
    setFormula(sheet, `${EXACT.cash}${r}`, f.exactCash, exact.cash, FORMAT.cents);
    setFormula(sheet, `${SHOWN.grossMargin}${r}`, f.grossMargin, shown.grossMargin, FORMAT.dollars);
    setFormula(sheet, `${SHOWN.totalExpenses}${r}`, f.totalExpenses, shown.totalExpenses, FORMAT.dollars);
    setFormula(sheet, `${SHOWN.netProfit}${r}`, f.netProfit, shown.netProfit, FORMAT.dollars);
    setFormula(sheet, `${SHOWN.cash}${r}`, f.cash, shown.cash, FORMAT.dollars);
    if (month % 12 === 11) {
      sheet.getRow(r).border = { bottom: { style: 'thin', color: { argb: 'FFCBD5E1' } } };
    }
  }
  addYearTotals(sheet, projection);
  freeze(sheet, { rows: MONTHLY_HEADER_ROW, columns: 2 });
}

/** Year rows under the months: the shown months add up to the statements, the exact ones before rounding. */
function addYearTotals(sheet: Worksheet, projection: Projection): void {
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  for (let yearIndex = 0; yearIndex < 3; yearIndex += 1) {
    const r = YEAR_TOTAL_FIRST_ROW + yearIndex;
    const [first, last] = yearRows(yearIndex);
    const exact = projection.months.slice(yearIndex * 12, yearIndex * 12 + 12);
    const shown = projection.roundedMonths.slice(yearIndex * 12, yearIndex * 12 + 12);
    setValue(sheet, `${SHOWN.month}${r}`, `Year ${yearIndex + 1}`);
    const total = (col: string, result: number, numFmt: string) =>
      setFormula(sheet, `${col}${r}`, `SUM(${col}${first}:${col}${last})`, result, numFmt);
    total(SHOWN.units, sum(exact.map((m) => m.units)), FORMAT.units);
    const shownTotals = [
      'revenue',
      'cogs',
      'grossMargin',
      'salaries',
      'marketing',
      'rent',
      'utilities',
      'otherExpenses',
      'totalExpenses',
      'netProfit',
    ] as const;
    for (const key of shownTotals) total(SHOWN[key], sum(shown.map((m) => m[key])), FORMAT.dollars);
    setFormula(sheet, `${SHOWN.cash}${r}`, `${SHOWN.cash}${last}`, shown[11]!.cash, FORMAT.dollars);
    for (const leaf of LEAVES) total(EXACT[leaf.field], sum(exact.map((m) => m[leaf.field])), FORMAT.cents);
    total(EXACT.netProfit, sum(exact.map((m) => m.netProfit)), FORMAT.cents);
    setFormula(sheet, `${EXACT.cash}${r}`, `${EXACT.cash}${last}`, exact[11]!.cash, FORMAT.cents);
    styleTotalRow(sheet, r, 1, 24);
  }
}
