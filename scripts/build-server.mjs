// Bundles the server, its workspace packages and its pure-JavaScript dependencies into one file,
// apps/server/dist/main.js, so `npm start` neither compiles TypeScript nor resolves hundreds of modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const SERVER_BUNDLE = path.join(serverDir, 'dist/main.js');

/** What the bundle is made of: when any of these is newer than the bundle, it is rebuilt. */
export const SERVER_SOURCES = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/engine/src'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'packages/charts/src'),
  path.join(root, 'package-lock.json'),
];

/**
 * Loaded from node_modules at run time: native addons, WebAssembly, packages that read files beside
 * their own code (pdfkit's font metrics, the fonts) and pino's worker-thread transports.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@resvg/resvg-js',
  'dejavu-fonts-ttf',
  'pdfkit',
  'pg-native',
  'pino',
  'pino-pretty',
  'thread-stream',
];

/** Builds the bundle into `outDir` (the server's `dist` unless given; the server tests build one of their own). */
export async function buildServer(outDir = path.dirname(SERVER_BUNDLE)) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    // The render and PGlite workers are files of their own: worker threads start from a file
    // (documents/render/pool.ts, infra/db/pglite-thread.ts).
    entryPoints: {
      main: path.join(serverDir, 'src/main.ts'),
      'render-worker': path.join(serverDir, 'src/documents/render/worker.ts'),
      'pglite-worker': path.join(serverDir, 'src/infra/db/pglite-worker.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS dependencies call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // The migrator reads its SQL from `./migrations` beside the code that runs it.
  fs.cpSync(path.join(serverDir, 'src/infra/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
}

export function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Rebuilds the bundle when it is missing or older than its sources; returns whether it built. */
export async function ensureServerBuilt() {
  const builtAt = fs.existsSync(SERVER_BUNDLE) ? fs.statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (builtAt >= Math.max(...SERVER_SOURCES.map(newestMtime))) return false;
  await buildServer();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server bundled into ${path.relative(root, SERVER_BUNDLE)} in ${Date.now() - started} ms`);
}
