// Reading the statements tables as a founder sees them: one row's figures, Year 1 first, in the pages' money format.
import { expect, type Page } from '@playwright/test';
import { formatMoney, YEAR_KEYS, type YearKey } from '@trajectory/engine';

export type YearValues = { year1: number; year2: number; year3: number } & Partial<Record<YearKey, number>>;

/** Money as every page shows it: "$1,234", "($908)" for a negative amount. */
export const money = formatMoney;

/** The row `label` of the table named `table` shows exactly these figures, year1..yearN. */
export async function expectRow(page: Page, table: string, label: string, values: YearValues) {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row).toHaveCount(1);
  const figures = YEAR_KEYS.flatMap((key) => (values[key] === undefined ? [] : [money(values[key])]));
  await expect(row.getByRole('cell')).toHaveText(figures);
}

/**
 * A full statements page drawn by the server has both layouts (phone accordion, laptop tabs) until its
 * script knows the screen; CSS shows one. Waits until the other has gone, so text in the sections is
 * found once.
 */
export async function waitForStatementLayout(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  await expect(page.getByTestId(width < 768 ? 'statement-tabs' : 'statement-accordion')).toHaveCount(0);
}
