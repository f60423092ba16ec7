// `npm run check`: the type check and the lint of `npm run typecheck` and `npm run lint`, in one process
// that builds each TypeScript program once. Run apart, `tsc -p` parsed the engine and the contracts once
// per project that imports them (five times), and ESLint's typed rules built every program again for
// itself; here the projects share their parsed files (as an editor's language service does) and ESLint
// is handed the programs the type check already checked, so its typed rules find the types computed.
// Same projects, same compiler options, same ESLint config and files. Each file is type checked once, in the
// project that holds it, as `tsc -b` with project references would; `npm run typecheck` (`tsc -p` per
// project) checks the engine's files again in every project that imports them, and so names an error in
// them up to five times. `npm test` runs this as its `check` part.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The projects of `npm run typecheck`, in its order. */
const PROJECTS = [
  'packages/engine',
  'packages/contracts',
  'packages/charts',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
/** Linted TypeScript files no project holds, checked as ESLint's default project does (eslint.config.js). */
const LOOSE_FILES = ['vitest.config.ts'];

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/**
 * Parsed files shared by every program. A file parses the same in every project here (one target, one
 * module setting, from tsconfig.base.json); the key still holds what parsing depends on, so a project that
 * changed them would get its own copy rather than a wrong one.
 */
const parsed = new Map();
function sharingHost(options) {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const settings =
      typeof languageVersionOrOptions === 'object'
        ? [languageVersionOrOptions.languageVersion, languageVersionOrOptions.impliedNodeFormat]
        : [languageVersionOrOptions];
    const key = `${fileName}\0${settings.join(',')}\0${options.jsx ?? ''}`;
    if (!shouldCreateNewSourceFile && parsed.has(key)) return parsed.get(key);
    const file = getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    if (file) parsed.set(key, file);
    return file;
  };
  return host;
}

function readProject(configFile) {
  const config = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  return { rootNames: config.fileNames, options: config.options, errors: config.errors };
}

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const programs = [];
let typeErrors = 0;

/** Every project's own files: a file is checked in the project that holds it (see `typecheck`). */
const heldFiles = new Set();

/**
 * Type checks a project's own files, and any file it imports that no project holds. A file another project
 * holds (the engine's, imported by the server) is checked there, as `tsc -b` with project references would:
 * checking it again in each importer took the bench project as long as the server's own check.
 */
function typecheck(name, { rootNames, options, errors }) {
  const from = performance.now();
  const program = ts.createProgram({ rootNames, options, host: sharingHost(options) });
  const own = new Set(rootNames.map((f) => path.resolve(f)));
  const checked = program
    .getSourceFiles()
    .filter(
      (file) =>
        !file.isDeclarationFile &&
        (own.has(path.resolve(file.fileName)) || !heldFiles.has(path.resolve(file.fileName))),
    );
  const diagnostics = [
    ...errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
  programs.push(program);
  typeErrors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  if (diagnostics.length) {
    process.stdout.write(
      process.stdout.isTTY || process.env.FORCE_COLOR
        ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
        : ts.formatDiagnostics(diagnostics, formatHost),
    );
  }
  console.log(
    `typecheck ${name}: ${diagnostics.length ? `${diagnostics.length} problems` : 'ok'} (${seconds(from)})`,
  );
}

const projects = PROJECTS.map((project) => [project, readProject(path.join(root, project, 'tsconfig.json'))]);
for (const [, config] of projects) for (const file of config.rootNames) heldFiles.add(path.resolve(file));
for (const [project, config] of projects) typecheck(project, config);
const base = readProject(path.join(root, 'tsconfig.base.json'));
typecheck(LOOSE_FILES.join(', '), {
  rootNames: LOOSE_FILES.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f)),
  options: { ...base.options, types: ['node'] },
  errors: [],
});

const lintFrom = performance.now();
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { programs, projectService: false, project: false } },
  },
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
// As `eslint .`: errors fail the run, warnings are shown.
const lintErrors = results.reduce((n, r) => n + r.errorCount, 0);
console.log(
  `lint: ${results.length} files, ${lintErrors ? `${lintErrors} errors` : 'ok'} (${seconds(lintFrom)})`,
);

console.log(`check: ${seconds(started)}`);
process.exit(typeErrors > 0 || lintErrors > 0 ? 1 : 0);
