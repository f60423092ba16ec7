// A Vite build step: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build,
// so the server sends compressed files without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Files smaller than this gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes file.br and file.gz beside a built file (nothing for a file too small to gain). */
export function compressBeside(file: string) {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) return;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'trajectory-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        compressBeside(file);
      }
    },
  };
}
