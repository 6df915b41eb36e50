/**
 * No import cycle between the files of the domain modules, type-only imports included: a
 * cycle makes the order of evaluation matter and ties two modules into one (issue 28 found
 * checkout/place.server.ts and order/orders.server.ts importing each other).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module files each file imports (relative imports and re-exports, types too). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const imported = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gs)]
      .map((match) => resolve(dirname(file), match[1] ?? ''))
      .filter((path) => path.startsWith(root));
    graph.set(file, imported);
  }
  return graph;
}

function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next].map((p) => relative(root, p)).join(' → '));
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return found;
}

it('has no import cycle between the files of app/modules', () => {
  expect(cycles(importGraph())).toEqual([]);
});
