// The server's own source, for the tests that scan it (error codes sent, web paths written by hand).
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/src. */
export const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Every .ts/.tsx file below `dir` (the whole source when left out). */
export function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
