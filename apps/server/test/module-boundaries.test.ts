// The server's layout rule (docs/decisions.md, issue #13): no import cycle between domain modules, and
// providers never import a module. Routes and app.ts are the composition edge, so they are left out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
// The render pool runs domain renderers in worker threads and domains call the pool; that known loop
// goes through modules/render alone (left for a later issue), so render is not a node here.
const EXEMPT = new Set(['modules/render']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** `modules/<name>` or `providers/<name>` for a file in one, else its top-level folder or file. */
function unitOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  return (parts[0] === 'modules' || parts[0] === 'providers') && parts.length > 2
    ? `${parts[0]}/${parts[1]}`
    : (parts[0] ?? '');
}

function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    if (file.endsWith('routes.ts') || relative(SRC, file) === 'app.ts') continue;
    const from = unitOf(file);
    for (const [, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = unitOf(resolve(dirname(file), target!));
      if (to === from || EXEMPT.has(from) || EXEMPT.has(to)) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle's members (Tarjan's strongly connected components of more than one unit). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of graph.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) members.push(member);
    } while (member !== undefined && member !== unit);
    if (members.length > 1) found.push(members.sort());
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return found;
}

describe('server module boundaries', () => {
  const graph = importGraph();

  it('has no import cycle between domain modules and providers', () => {
    const moduleCycles = cycles(graph).filter((members) =>
      members.some((unit) => unit.startsWith('modules/') || unit.startsWith('providers/')),
    );
    expect(moduleCycles).toEqual([]);
  });

  it('keeps providers free of domain modules', () => {
    const reached = [...graph]
      .filter(([unit]) => unit.startsWith('providers/'))
      .flatMap(([unit, targets]) =>
        [...targets].filter((t) => t.startsWith('modules/')).map((t) => `${unit} -> ${t}`),
      );
    expect(reached).toEqual([]);
  });

  it('finds a cycle when one exists (the check itself works)', () => {
    const looped = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/a'])],
    ]);
    expect(cycles(looped)).toEqual([['modules/a', 'modules/b']]);
  });
});
