// The Scenarios sheet: worst / base / best with the engine's default adjustments, as values from the engine.
import type { Workbook } from 'exceljs';
import {
  DEFAULT_SCENARIOS,
  formatBreakEven,
  FUNDING_GAP_NUMBER_FORMAT,
  projectScenarios,
  roundDollars,
  type ProjectionInputs,
  type ScenarioAdjustment,
  type ScenarioName,
} from '@trajectory/engine';
import { FORMAT, SHEET, type WorkbookLayout } from './excel-layout';
import {
  freeze,
  setValue,
  styleHeaderRow,
  styleNote,
  styleSectionRow,
  styleTotalRow,
  writeTitle,
} from './excel-cells';

const NAMES: Array<[ScenarioName, string]> = [
  ['worst', 'Worst case'],
  ['base', 'Base case'],
  ['best', 'Best case'],
];

const ADJUSTMENTS: Array<[keyof ScenarioAdjustment, string]> = [
  ['unitsPct', 'Units sold'],
  ['pricePct', 'Unit price'],
  ['unitCostPct', 'Cost per item'],
  ['expensesPct', 'Monthly expenses'],
];

const SIGNED_PERCENT = '+0%;-0%;0%';

export const SCENARIOS_NOTE =
  'Figures as delivered, computed by the Trajectory engine for each scenario; they do not change when you edit the Assumptions sheet (each scenario is a whole projection of its own).';

export function addScenariosSheet(
  workbook: Workbook,
  { title, inputs, layout }: { title: string; inputs: ProjectionInputs; layout: WorkbookLayout },
): void {
  const sheet = workbook.addWorksheet(SHEET.scenarios);
  sheet.columns = [{ width: 40 }, { width: 16 }, { width: 16 }, { width: 16 }];
  writeTitle(sheet, `${title} — Scenarios`, SCENARIOS_NOTE);
  styleNote(sheet.getCell('A2'));
  sheet.getCell('A2').alignment = {};
  const results = projectScenarios(inputs, DEFAULT_SCENARIOS);
  const header = 4;
  setValue(sheet, `A${header}`, '');
  NAMES.forEach(([, label], i) => setValue(sheet, `${String.fromCharCode(66 + i)}${header}`, label));
  styleHeaderRow(sheet, header, 1, 4);

  let row = header + 1;
  const section = (label: string) => {
    setValue(sheet, `A${row}`, label);
    styleSectionRow(sheet, row);
    row += 1;
  };
  const line = (label: string, value: (name: ScenarioName) => number | string, format?: string) => {
    setValue(sheet, `A${row}`, label);
    sheet.getCell(`A${row}`).alignment = { indent: 1 };
    NAMES.forEach(([name], i) => {
      const cell = setValue(sheet, `${String.fromCharCode(66 + i)}${row}`, value(name), format);
      if (typeof value(name) === 'string') cell.alignment = { horizontal: 'right' };
    });
    row += 1;
  };

  section('Adjustments to the plan');
  for (const [key, label] of ADJUSTMENTS)
    line(label, (name) => results[name].adjustment[key] / 100, SIGNED_PERCENT);
  section('Revenue');
  layout.yearKeys.forEach((key, y) =>
    line(
      `Year ${y + 1}`,
      (name) => (results[name].revenue as Record<string, number>)[key] ?? 0,
      FORMAT.dollars,
    ),
  );
  section('Net profit');
  layout.yearKeys.forEach((key, y) =>
    line(
      `Year ${y + 1}`,
      (name) => (results[name].netProfit as Record<string, number>)[key] ?? 0,
      FORMAT.dollars,
    ),
  );
  section('Cash');
  line('Break-even month', (name) => {
    return formatBreakEven(results[name].breakEvenMonth, layout.years);
  });
  line('Lowest cash balance', (name) => roundDollars(results[name].lowestCash), FORMAT.dollars);
  line('Funding gap', (name) => results[name].fundingGap, FUNDING_GAP_NUMBER_FORMAT);
  styleTotalRow(sheet, row - 1, 1, 4);
  const note = sheet.getCell(`A${row + 1}`);
  note.value =
    "Each adjustment multiplies the plan's figure (units sold in the first month, unit price, cost per item, every monthly expense); each scenario keeps the plan's other answers.";
  styleNote(note);
  note.alignment = {};
  freeze(sheet, { rows: header, columns: 1 });
}
