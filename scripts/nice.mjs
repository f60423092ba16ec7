// A command run at a lower priority: coreutils' `nice` (every Linux); where it is missing, the command runs at
// the usual priority. `npm test` runs its unit part so (scripts/test.mjs), the Lighthouse bench its server.
import fs from 'node:fs';

const NICE = '/usr/bin/nice';

/** `argv` as run at niceness `level` (nothing changes without a level or without `nice`). */
export function niced(argv, level) {
  return level !== undefined && fs.existsSync(NICE) ? [NICE, '-n', String(level), ...argv] : argv;
}
