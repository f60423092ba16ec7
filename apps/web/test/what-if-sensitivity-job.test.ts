// The tornado's sensitivity off the input path: one computation at a time, and only the latest request's
// rows delivered however many moves were made meanwhile (issue #25).
import { DEFAULT_SCENARIOS, normalizeQuestionnaire, type ScenarioAdjustment } from '@trajectory/engine';
import { bakerySections } from '@trajectory/engine/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createSensitivityRunner, sensitivityOfBase } from '@/components/statements/what-if/sensitivity-job';

const normalized = normalizeQuestionnaire(bakerySections(), { completed: false });
if (!normalized.ok) throw new Error('the bakery must normalise');
const inputs = normalized.inputs;
const base = (unitsPct: number): ScenarioAdjustment => ({ ...DEFAULT_SCENARIOS.base, unitsPct });

describe('the sensitivity runner', () => {
  it('delivers only the rows of the latest request after a burst of moves', async () => {
    const onRows = vi.fn();
    const runner = createSensitivityRunner(onRows);
    for (const pct of [1, 2, 3, 4, 5]) runner.request(inputs, base(pct));
    await vi.waitFor(() => expect(onRows).toHaveBeenCalled());
    // Let anything still queued run: nothing older ever arrives after the latest.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRows.mock.calls.at(-1)?.[0]).toEqual(sensitivityOfBase(inputs, base(5)));
    expect(
      onRows.mock.calls.every(
        ([rows]) => JSON.stringify(rows) !== JSON.stringify(sensitivityOfBase(inputs, base(2))),
      ),
    ).toBe(true);
    runner.dispose();
  });

  it('delivers nothing once disposed', async () => {
    const onRows = vi.fn();
    const runner = createSensitivityRunner(onRows);
    runner.request(inputs, base(0));
    runner.dispose();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRows).not.toHaveBeenCalled();
  });
});
