// Prints the JavaScript each route loads, gzipped: the entry plus the route's lazy chunk and their imports,
// and checks two budgets: what runs on the landing page before the visitor's first press (its boot
// scripts, issue #27 item 2: the app itself starts on that press) and the entry. Exits non-zero over either.
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
// src/main.tsx imports the app in pieces (dynamic imports, each evaluated in a task of its own): they are
// all part of starting any page. The routes are the dynamic imports those pieces make (src/routes.tsx).
const startKeys = [entryKey, ...(manifest[entryKey].dynamicImports ?? [])];
const entryFiles = new Set();
for (const key of startKeys) closure(key, entryFiles);
const routeKeys = [...new Set(startKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []))].filter(
  (key) => !startKeys.includes(key),
);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => [...files].reduce((total, f) => total + gzipped(f), 0);

const rows = [
  {
    route: 'entry',
    chunk: manifest[entryKey].file,
    'route KB gz': '—',
    'total KB gz': kb(sum(entryFiles)),
  },
];
for (const key of routeKeys) {
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
const KB = 1024;
const ENTRY_BUDGET_KB = 200;
const entryKb = sum(entryFiles) / KB;
console.log(
  `entry (every page loads it: the landing page on its first press, the others at once): ${entryKb.toFixed(1)} KB gzipped (budget ${ENTRY_BUDGET_KB} KB) ${entryKb <= ENTRY_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
);

// The landing page as the server sends it with its data (apps/web/build/prerender.ts writes the template):
// every classic script it names runs at load; the module entry (data-entry) only on the first press.
const BEFORE_PRESS_BUDGET_KB = 15;
const landingHtml = path.resolve(dist, '../dist-ssr/landing.html');
if (!fs.existsSync(landingHtml)) {
  console.error(`No ${path.relative(process.cwd(), landingHtml)}: run \`npm run build\` first.`);
  process.exit(1);
}
const html = fs.readFileSync(landingHtml, 'utf8');
const scriptTags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
const beforePress = [];
for (const [, attributes, inline] of scriptTags) {
  if (/type="(?!text\/javascript|module)[^"]*"/.test(attributes)) continue; // data, e.g. the query cache
  if (/type="module"/.test(attributes)) {
    console.error('The landing page loads a module script at once: its app must wait for the first press.');
    process.exit(1);
  }
  const src = /\bsrc="\/([^"]+)"/.exec(attributes)?.[1];
  beforePress.push(
    src
      ? { script: src, 'KB gz': gzipped(src) / KB }
      : { script: '(inline)', 'KB gz': gzipSync(inline).length / KB },
  );
}
const beforePressKb = beforePress.reduce((total, row) => total + row['KB gz'], 0);
console.log('\nThe landing page before the first press (what runs at load, gzipped):');
console.table(beforePress.map((row) => ({ ...row, 'KB gz': row['KB gz'].toFixed(2) })));
const beforePressOk = beforePressKb <= BEFORE_PRESS_BUDGET_KB;
console.log(
  `landing before the first press: ${beforePressKb.toFixed(2)} KB gzipped (budget ${BEFORE_PRESS_BUDGET_KB} KB) ${beforePressOk ? 'OK' : 'OVER BUDGET'}`,
);
if (!beforePressOk || entryKb > ENTRY_BUDGET_KB) process.exit(1);
