// Writes today-digests.json from the engine as it is now; run once, before a change that must keep figures.
// Usage: npx tsx packages/engine/test/baseline/record-today.mjs

import { writeFileSync } from 'node:fs';
import { project } from '../../src/index.ts';
import { baselineInputs, canonical, digest } from './today-inputs.ts';

const digests = baselineInputs().map((inputs) => digest(canonical(project(inputs))));
const target = new URL('./today-digests.json', import.meta.url);
writeFileSync(target, `${JSON.stringify({ digests }, null, 0)}\n`);
console.log(`recorded ${digests.length} digests in ${target.pathname}`);
