// Without any extended input, every figure equals the engine as it was before the extended model.

import { describe, expect, it } from 'vitest';
import { project } from '../src/index';
import recorded from './baseline/today-digests.json';
import { baselineInputs, canonical, digest } from './baseline/today-inputs';

describe("today's figures", () => {
  it('projects 2,000 seeded base inputs to exactly the recorded figures', () => {
    const inputs = baselineInputs();
    expect(recorded.digests).toHaveLength(inputs.length);
    const differing = inputs
      .map((input, i) => (digest(canonical(project(input))) === recorded.digests[i] ? null : i))
      .filter((i) => i !== null);
    expect(differing).toEqual([]);
  });
});
