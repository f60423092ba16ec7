// ESLint rule `trajectory/no-import-cycle`: no module reaches itself again through the imports that exist at
// run time. It does what import-x's no-cycle did for the server in a fraction of the time (that rule
// resolved and parsed every import, node_modules included, for each file: 19 s of a 36 s lint): the
// sources are read once per process, their relative imports found with a scanner, and each linted file
// asks only whether one of its imports leads back to it. Type-only imports are erased by the compiler and
// make no cycle.
import fs from 'node:fs';
import path from 'node:path';

/** Relative imports of each file read from disk (the linted file's own come from its AST). */
const importsOnDisk = new Map();

const STATIC_IMPORT =
  /^\s*(import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The source file a relative specifier names, or undefined when none exists. */
function resolveSpecifier(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base.replace(/\.(m?js)$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((f) => /\.tsx?$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile());
}

/** Whether `import { type A, type B } from` (every named specifier a type) is what the match holds. */
const onlyTypes = (statement) => {
  const braces = /\{([^}]*)\}/.exec(statement);
  if (!braces || /^\s*import\s+[\w$]+\s*,/.test(statement) || /\*\s+as/.test(statement)) return false;
  const names = braces[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
};

function scanImports(file) {
  let found = importsOnDisk.get(file);
  if (found) return found;
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    if (!m[2] && !onlyTypes(m[0])) specifiers.push(m[3]);
  }
  for (const m of text.matchAll(DYNAMIC_IMPORT)) specifiers.push(m[1]);
  found = [...new Set(specifiers.map((s) => resolveSpecifier(file, s)).filter(Boolean))];
  importsOnDisk.set(file, found);
  return found;
}

/** A path of imports from `start` back to `target` (start first), or undefined. */
function pathBack(start, target) {
  const seen = new Set([start]);
  const walk = (file, trail) => {
    for (const next of scanImports(file)) {
      if (next === target) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return start === target ? [start] : walk(start, [start]);
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a module that imports, at run time, a module that leads back to it.' },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{trail}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    const check = (node, source) => {
      if (typeof source?.value !== 'string' || !/^\.{1,2}\//.test(source.value)) return;
      const target = resolveSpecifier(file, source.value);
      if (!target) return;
      const trail = pathBack(target, file);
      if (!trail) return;
      const names = [file, ...trail].map((f) => path.relative(root, f));
      context.report({ node, messageId: 'cycle', data: { trail: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => !isTypeOnly(node) && check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && !isTypeOnly(node) && check(node, node.source),
      ExportAllDeclaration: (node) => !isTypeOnly(node) && check(node, node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source),
    };
  },
};
