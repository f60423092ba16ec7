// The what-if panel: sliders recompute the scenarios and the tornado to what the engine gives for that adjustment.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyAdjustment,
  DEFAULT_SCENARIOS,
  normalizeQuestionnaire,
  projectScenarios,
  sensitivity,
  type ProjectionInputs,
  type ScenarioName,
  type ScenarioResult,
  NO_FUNDING_GAP,
} from '@trajectory/engine';
import { bakerySections } from '@trajectory/engine/fixtures';
import WhatIfPanel from '@/components/statements/what-if/what-if-panel';
import { driverLabel } from '@/components/statements/what-if/what-if-model';
import { formatDollars } from '@/lib/format';

const sections = bakerySections();

function bakeryInputs(): ProjectionInputs {
  const normalized = normalizeQuestionnaire(sections, { completed: false });
  if (!normalized.ok) throw new Error('the bakery fixture must normalise');
  return normalized.inputs;
}

/** The figures a scenario card shows, read from the screen. */
function shownFigures(name: ScenarioName) {
  const card = screen.getByTestId(`scenario-${name}`);
  const text = (id: string) => within(card).getByTestId(id).textContent;
  return {
    revenue: ['year1', 'year2', 'year3'].map((y) => text(`${name}-revenue-${y}`)),
    netProfit: ['year1', 'year2', 'year3'].map((y) => text(`${name}-net-profit-${y}`)),
    lowestCash: text(`${name}-lowest-cash`),
    fundingGap: text(`${name}-funding-gap`),
  };
}

/** The same figures as the engine computes them, in the web app's money format. */
function engineFigures(name: ScenarioName, result: ScenarioResult) {
  return {
    revenue: (['year1', 'year2', 'year3'] as const).map((y) => formatDollars(result.revenue[y])),
    netProfit: (['year1', 'year2', 'year3'] as const).map((y) => formatDollars(result.netProfit[y])),
    lowestCash: formatDollars(result.lowestCash),
    fundingGap: result.fundingGap > 0 ? formatDollars(result.fundingGap) : NO_FUNDING_GAP,
  };
}

const slider = (scenario: string, label: string) =>
  within(screen.getByRole('group', { name: scenario })).getByRole('slider', { name: label });

describe('what-if panel', () => {
  it('opens on the spec defaults with the engine figures of each scenario side by side', () => {
    render(<WhatIfPanel sections={sections} />);
    const expected = projectScenarios(bakeryInputs(), DEFAULT_SCENARIOS);
    for (const name of ['worst', 'base', 'best'] as const) {
      expect(shownFigures(name)).toEqual(engineFigures(name, expected[name]));
    }
    const units = slider('Worst case', 'Units sold');
    expect(units).toHaveValue('-20');
    expect(units).toHaveAttribute('min', '-50');
    expect(units).toHaveAttribute('max', '50');
    expect(units).toHaveAttribute('step', '1');
    expect(units).toHaveAttribute('aria-valuetext', '−20% (Worst case)');
    expect(slider('Best case', 'Units sold')).toHaveAttribute('aria-valuetext', '+20% (Best case)');
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
  });

  it('moving a slider shows what the engine computes for that adjustment, and reset brings the defaults back', async () => {
    render(<WhatIfPanel sections={sections} />);
    const before = shownFigures('base');
    fireEvent.change(slider('Base case', 'Unit price'), { target: { value: '15' } });

    const adjusted = { ...DEFAULT_SCENARIOS.base, pricePct: 15 };
    const expected = projectScenarios(bakeryInputs(), { base: adjusted });
    await screen.findByText('+15%');
    expect(shownFigures('base')).toEqual(engineFigures('base', expected.base));
    expect(shownFigures('base').revenue).not.toEqual(before.revenue);
    // The other scenarios keep their own adjustments.
    expect(shownFigures('worst')).toEqual(engineFigures('worst', expected.worst));

    fireEvent.change(slider('Worst case', 'Monthly expenses'), { target: { value: '40' } });
    const worse = projectScenarios(bakeryInputs(), {
      base: adjusted,
      worst: { ...DEFAULT_SCENARIOS.worst, expensesPct: 40 },
    });
    await screen.findByText('+40%');
    expect(shownFigures('worst')).toEqual(engineFigures('worst', worse.worst));

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(slider('Base case', 'Unit price')).toHaveValue('0');
    expect(slider('Worst case', 'Monthly expenses')).toHaveValue('10');
    expect(shownFigures('base')).toEqual(before);
  });

  it('the tornado lists every driver of the base case as the engine sorts them, and follows its sliders', async () => {
    render(<WhatIfPanel sections={sections} />);
    const readTable = () => {
      const table = within(screen.getByTestId('tornado')).getByRole('table');
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    };
    const signed = (n: number) => {
      const r = Math.round(n);
      return r > 0 ? `+${formatDollars(r)}` : r < 0 ? `−${formatDollars(-r)}` : '$0';
    };
    const expectedRows = (inputs: ProjectionInputs) =>
      sensitivity(inputs, 10).map((row) => [
        driverLabel(row),
        signed(row.low.netProfitChange),
        signed(row.high.netProfitChange),
        signed(row.low.fundingGapChange),
        signed(row.high.fundingGapChange),
      ]);
    // The sensitivity runs off the input path (idle time here, a worker in a browser), so it settles a moment later.
    await waitFor(() => expect(readTable()).toEqual(expectedRows(bakeryInputs())));
    expect(readTable()).toHaveLength(9);
    expect(screen.getByTestId('tornado')).toHaveAttribute('aria-busy', 'false');

    fireEvent.change(slider('Base case', 'Units sold'), { target: { value: '-30' } });
    await screen.findByText('−30%');
    const adjusted = applyAdjustment(bakeryInputs(), { ...DEFAULT_SCENARIOS.base, unitsPct: -30 });
    await waitFor(() => expect(readTable()).toEqual(expectedRows(adjusted)));
    expect(screen.getByTestId('tornado')).toHaveAttribute('aria-busy', 'false');
  });

  it('acts on every stream and the team, and the tornado names their drivers (issue #25)', async () => {
    const detailed = {
      ...sections,
      revenueStreams: {
        primaryName: 'Bread',
        streams: [
          { name: 'Cakes', kind: 'units', price: 30, unitCost: 9, firstMonthVolume: 120 },
          { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40, monthlyChurnPct: 5 },
        ],
      },
      staff: { roles: [{ title: 'Baker', headcount: 2, monthlySalary: 2800 }], payrollBurdenPct: 10 },
      workingCapital: { receivableDays: 30 },
    };
    const normalized = normalizeQuestionnaire(detailed, { completed: false });
    if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
    const inputs = normalized.inputs;
    expect(inputs.revenueStreams).toHaveLength(2);
    render(<WhatIfPanel sections={detailed} />);
    // The cards show the engine's scenarios of the detailed plan: every stream's revenue and the team inside.
    const expected = projectScenarios(inputs, DEFAULT_SCENARIOS);
    for (const name of ['worst', 'base', 'best'] as const) {
      expect(shownFigures(name)).toEqual(engineFigures(name, expected[name]));
    }
    fireEvent.change(slider('Base case', 'Monthly expenses'), { target: { value: '23' } });
    await screen.findByText('+23%');
    const moved = projectScenarios(inputs, { base: { ...DEFAULT_SCENARIOS.base, expensesPct: 23 } });
    expect(shownFigures('base')).toEqual(engineFigures('base', moved.base));
    const labels = () =>
      within(within(screen.getByTestId('tornado')).getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const rows = sensitivity(applyAdjustment(inputs, { ...DEFAULT_SCENARIOS.base, expensesPct: 23 }), 10);
    await waitFor(() => expect(labels()).toEqual(rows.map((row) => row.label)));
    expect(labels()).toEqual(
      expect.arrayContaining([
        'Cakes price',
        'Coffee club churn',
        'Baker salary',
        'Days customers take to pay',
      ]),
    );
  });

  it('says why when the answers cannot be projected', () => {
    render(<WhatIfPanel sections={{ productsServices: { unitPrice: -5 } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/cannot be projected yet \(Unit price/);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
