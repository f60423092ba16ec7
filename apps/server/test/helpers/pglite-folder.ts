// A PGlite data folder that is already initialised and migrated, for the tests of the embedded database
// on disk whose subject is not its first start (the lock file, the worker thread stopping): initdb in a
// fresh folder costs ~3.5 CPU-s, a copy of a folder made once per run ~1. A test of the first start opens
// an empty folder itself.
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../src/infra/db/client';
import { builtOncePerRun } from './run-once';

/** Fills `dataDir` (as DATA_DIR: the database in `pglite/`) with a migrated, empty database. */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  const made = await builtOncePerRun('pglite-migrated', async (dir) => {
    const handle = await openPglite(dir);
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
  });
  fs.cpSync(path.join(made, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
