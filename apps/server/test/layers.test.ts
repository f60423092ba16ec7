// The server's layers are enforced by lint (eslint.config.js: import-x zones and trajectory/no-import-cycle); this runs the
// project's real ESLint config on scratch sources with one deliberate wrong import per zone and checks
// each is reported, and that the allowed imports are not (issue #23).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// Type information is not needed by the import rules and would ask the TypeScript project for files that
// do not exist on disk, so this run parses without it (and so without the type-aware rules).
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

/** The import-x findings for `code` placed at `file` (relative to the server's src/). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'apps/server/src', file) });
  const messages = result?.messages ?? [];
  // A parse or config failure would make every case below pass vacuously.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const importOf = (target: string) => `import * as target from '${target}';\nexport const used = target;\n`;

describe('server layers (lint zones)', () => {
  it.each([
    ['lib/scratch.ts', '../infra/config', 'lib/ is plain helpers'],
    ['infra/scratch.ts', '../domains/prospects/service', 'infra/ (database, cache'],
    ['infra/ai/scratch.ts', '../../domains/assessments/analyst/index', 'infra/ (database, cache'],
    ['infra/scratch.ts', '../app', 'infra/ (database, cache'],
    ['documents/pdf/scratch.ts', '../../infra/db/client', 'documents/ is pure'],
    ['documents/pdf/scratch.ts', '../../domains/questionnaires/service', 'documents/ is pure'],
    ['domains/contact/scratch.ts', '../../admin/auth/service', 'A domain imports no admin/'],
    ['domains/contact/scratch.ts', '../prospects/repo', 'only through its service.ts'],
    ['domains/contact/scratch.ts', '../questionnaires/statements/routes', 'only through its service.ts'],
    ['domains/contact/scratch.ts', '../catalog/plans', 'only through its service.ts'],
    ['admin/users/scratch.ts', '../../domains/prospects/repo', 'A staff screen uses domains only through'],
    ['admin/users/scratch.ts', '../prospects/service', 'only through admin/common'],
    ['admin/common/scratch.ts', '../users/service', 'admin/common is shared by the staff screens'],
    ['domains/contact/scratch-routes.ts', '../../http/visitor-access', 'A routes file never imports http/'],
    ['admin/users/routes.ts', '../../http/staff-session', 'A routes file never imports http/'],
  ])('reports %s importing %s', async (file, target, rule) => {
    const errors = await layerErrors(file, importOf(target));
    expect(errors).toContainEqual(expect.stringContaining(rule));
  });

  it.each([
    ['lib/scratch.ts', './errors'],
    ['infra/scratch.ts', '../lib/errors'],
    ['infra/scratch.ts', './db/client'],
    ['documents/pdf/scratch.ts', '../../lib/html'],
    ['documents/pdf/scratch.ts', '../charts/render'],
    ['domains/contact/scratch.ts', './repo'],
    ['domains/contact/scratch.ts', '../prospects/service'],
    ['domains/contact/scratch.ts', '../purchasing/promo-codes/service'],
    ['domains/contact/scratch.ts', '../../infra/context'],
    ['admin/users/scratch.ts', '../../domains/prospects/service'],
    ['admin/users/scratch.ts', '../common/filters'],
    ['admin/users/scratch.ts', './repo'],
    ['http/scratch.ts', '../domains/access/service'],
  ])('allows %s importing %s', async (file, target) => {
    // An import that does not resolve is never reported, so each allowed target must exist.
    expect(existsSync(`${join(repoRoot, 'apps/server/src', dirname(file), target)}.ts`)).toBe(true);
    expect(await layerErrors(file, importOf(target))).toEqual([]);
  });

  it('reports an import cycle', async () => {
    // The cycle rule reads the imported files from disk, so the files of the loop are written for the test.
    const dir = join(repoRoot, 'apps/server/src/lib', `layers-test-cycle-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
      writeFileSync(join(dir, 'b.ts'), "export { c as b } from './c';\n");
      writeFileSync(
        join(dir, 'c.ts'),
        "export const c = async (): Promise<number> => (await import('./a')).a();\n",
      );
      // Type-only imports are erased, so they close no loop.
      writeFileSync(join(dir, 'd.ts'), "import type { a } from './a';\nexport type D = typeof a;\n");
      writeFileSync(
        join(dir, 'e.ts'),
        "import { type D } from './d';\nimport { a } from './a';\nexport const e: D = a;\n",
      );
      const results = await eslint.lintFiles([dir]);
      const cycles = Object.fromEntries(
        results.map((r) => [
          r.filePath.slice(dir.length + 1),
          r.messages.filter((m) => m.ruleId === 'trajectory/no-import-cycle').map((m) => m.message),
        ]),
      );
      const at = `apps/server/src/lib/layers-test-cycle-${process.pid}`;
      expect(cycles['a.ts']).toEqual([`Dependency cycle: ${at}/a.ts → ${at}/b.ts → ${at}/c.ts → ${at}/a.ts`]);
      expect(cycles['b.ts']).toHaveLength(1);
      expect(cycles['c.ts']).toHaveLength(1);
      expect(cycles['d.ts']).toEqual([]);
      expect(cycles['e.ts']).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
