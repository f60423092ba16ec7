// Prints the JavaScript each route loads, gzipped: the entry plus the route's lazy chunk and their imports.
// Run after `npm run build`: node bench/bundle-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const gzipped = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gz.get(file);
};

/** Every JS file a manifest entry pulls in through static imports. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => [...files].reduce((total, f) => total + gzipped(f), 0);

const rows = [
  {
    route: 'landing (/)',
    chunk: manifest[entryKey].file,
    'route KB gz': '—',
    'total KB gz': kb(sum(entryFiles)),
  },
];
for (const key of manifest[entryKey].dynamicImports ?? []) {
  const files = closure(key);
  const own = [...files].filter((f) => !entryFiles.has(f));
  rows.push({
    route: path.basename(key).replace(/\.tsx?$/, ''),
    chunk: manifest[key].file,
    'route KB gz': kb(sum(own)),
    'total KB gz': kb(sum(new Set([...entryFiles, ...files]))),
  });
}
console.log(
  `JavaScript per route (gzipped; "total" = entry + route, what a first visit to that route loads)`,
);
console.table(rows);
const landing = sum(entryFiles) / 1024;
console.log(
  `landing route: ${landing.toFixed(1)} KB gzipped (budget 200 KB) ${landing < 200 ? 'OK' : 'OVER BUDGET'}`,
);
