// Removes the temporary data folder the e2e server used.
import fs from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('trajectory-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
