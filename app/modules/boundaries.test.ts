/**
 * Domain modules depend on each other in one direction only: no import cycle between two
 * folders of app/modules, nor between two of their files, type-only imports included (a
 * type import still ties two modules' changes together, and a cycle of files makes the
 * order of evaluation matter). A cycle is how checkout and order came to import each
 * other; this test names the files that close one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('.', import.meta.url));
const APP = path.dirname(MODULES);

const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The module folder a path in app/modules belongs to, or null for anything else. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('~/')) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

/** For each file, the files of app/modules it imports. */
function fileGraph(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(file, (match[1] ?? match[2])!);
      if (target && moduleOf(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** For each module, the modules it imports and, for each of those, one file that does. */
function moduleGraph(files: Map<string, Set<string>>): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(APP, file));
    }
  }
  return graph;
}

/** Every cycle's modules, found as strongly connected components (Tarjan). */
function cycles(graph: Map<string, { keys(): Iterable<string> }>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('domain module boundaries', () => {
  it('finds a cycle when two modules import each other', () => {
    const graph = new Map([
      ['checkout', new Map([['order', 'modules/checkout/place.server.ts']])],
      ['order', new Map([['checkout', 'modules/order/orders.server.ts']])],
      ['catalog', new Map<string, string>()],
    ]);
    expect(cycles(graph)).toEqual([['checkout', 'order']]);
  });

  const files = fileGraph(sourceFiles(MODULES));

  it('has no import cycle between the files of app/modules', () => {
    const described = cycles(files).map((component) =>
      component.map((file) => path.relative(APP, file)).join(' ↔ '),
    );
    expect(described).toEqual([]);
  });

  it('has no import cycle between the modules of app/modules', () => {
    const graph = moduleGraph(files);
    const described = cycles(graph).map((component) =>
      component
        .flatMap((from) =>
          [...(graph.get(from) ?? [])]
            .filter(([to]) => component.includes(to))
            .map(([to, file]) => `${from} → ${to} (${file})`),
        )
        .join('; '),
    );
    expect(described).toEqual([]);
  });
});
