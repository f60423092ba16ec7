// The render worker loads the documents and nothing else of the server: every module its entry reaches
// (bundled by esbuild as the production build does, so dynamic and type-erased imports count as they run)
// is under documents/ or lib/, and no database driver is among the packages it loads.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const root = path.resolve(serverSrc, '../../..');

/** Packages a render thread must never load: the database drivers and the ORM. */
const DATABASE_PACKAGES = ['drizzle-orm', 'pg', '@electric-sql/pglite', 'postgres'];

let metafile: Metafile;

beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(serverSrc, 'documents/render/worker.ts')],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    // Native addons cannot be bundled; they are leaves of the graph either way.
    external: ['@resvg/resvg-js', '*.node'],
    logLevel: 'silent',
  });
  metafile = result.metafile;
});

/** The package a bundled input belongs to ("drizzle-orm", "@electric-sql/pglite"), or undefined for a source file. */
function packageOf(input: string): string | undefined {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : scope;
}

describe('render worker module graph', () => {
  it('reaches only documents/ and lib/ of the server', () => {
    const serverFiles = Object.keys(metafile.inputs)
      .map((input) => path.resolve(root, input))
      .filter((file) => file.startsWith(`${serverSrc}${path.sep}`))
      .map((file) => path.relative(serverSrc, file).split(path.sep).join('/'));
    // The graph is real: it holds the drawing of every document kind.
    expect(serverFiles).toEqual(
      expect.arrayContaining([
        'documents/render/worker.ts',
        'documents/render/tasks.ts',
        'documents/charts/render.ts',
        'documents/excel/excel-model.ts',
        'documents/pdf/pdf-document.ts',
        'documents/word/assessment-word.ts',
      ]),
    );
    const outside = serverFiles.filter((file) => !/^(documents|lib)\//.test(file));
    expect(outside).toEqual([]);
  });

  it('loads no database package, bundled or external', () => {
    const bundled = Object.keys(metafile.inputs).map(packageOf);
    const external = Object.values(metafile.inputs).flatMap((input) =>
      input.imports.filter((imported) => imported.external).map((imported) => imported.path),
    );
    const reached = [...bundled, ...external.map((p) => packageOf(`node_modules/${p}`))];
    for (const name of DATABASE_PACKAGES) expect(reached, name).not.toContain(name);
    // Sanity: the walk sees packages at all (the workbook's and the PDF's drawing libraries).
    expect(reached).toEqual(expect.arrayContaining(['exceljs', 'pdfkit']));
  });
});
