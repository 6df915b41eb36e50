/**
 * Loading the shop's modules without Node's per-file package.json churn (ADR 0038).
 *
 * To tell whether a `.js` file is an ES module, Node 24's loader asks for the nearest
 * package.json, and its C++ reader hands the whole file's fields back to JavaScript as new
 * strings every time: once when a file is resolved and again when it is loaded. drizzle-orm's
 * package.json is 179 KB (an `exports` entry per file), and its ES build is some 700 files
 * that import each other, so loading the shop made about 250 MB of garbage strings in half a
 * second, which grew V8's young generation to its largest and left the process 100-200 MB
 * bigger than it needed to be for the rest of its life.
 *
 * This hook answers two questions from memory, once per folder, the way Node would:
 * - a relative `.js` import inside an installed package: the file's URL, and its format from
 *   the nearest package.json's `type` (only `module` or `commonjs`; a package without a
 *   `type` is left to Node, which reads the source to decide);
 * - a package name imported from the shop's own files: the URL Node resolved the first
 *   time, for every file of the same package folder with the same conditions.
 * Everything else (require, import attributes, `#imports`, URLs, a file outside any package
 * scope) goes to Node's own resolution unchanged. One difference remains: Node follows a
 * symbolic link inside a package to its real path, the relative case here does not (the
 * parent's URL is already real; npm installs no links within a package).
 */
import { readFileSync } from 'node:fs';
import { type ResolveFnOutput, type ResolveHookContext, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type PackageType = 'module' | 'commonjs' | 'none';

interface Scope {
  /** The folder holding the nearest package.json, or null when there is none. */
  root: string | null;
  type: PackageType;
}

const scopeOfFolder = new Map<string, Scope>();

function readScope(folder: string): Scope | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(folder, 'package.json'), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const { type } = JSON.parse(text) as { type?: unknown };
    return { root: folder, type: type === 'module' || type === 'commonjs' ? type : 'none' };
  } catch {
    // Node reports a broken package.json in its own words: let it.
    return { root: folder, type: 'none' };
  }
}

/**
 * The package scope of a folder as Node finds it: the nearest package.json up the tree,
 * not looking past a `node_modules` folder (Node never reads node_modules/package.json).
 */
export function packageScopeOf(folder: string): Scope {
  const walked: string[] = [];
  let scope: Scope = { root: null, type: 'none' };
  for (let current = folder; ; ) {
    const known = scopeOfFolder.get(current);
    if (known) {
      scope = known;
      break;
    }
    walked.push(current);
    const found = path.basename(current) === 'node_modules' ? undefined : readScope(current);
    if (found) {
      scope = found;
      break;
    }
    const parent = path.dirname(current);
    if (parent === current || path.basename(current) === 'node_modules') break;
    current = parent;
  }
  for (const one of walked) scopeOfFolder.set(one, scope);
  return scope;
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');
const isBare = (specifier: string) =>
  /^[@a-z0-9_]/i.test(specifier) && !specifier.includes(':') && !specifier.startsWith('#');

const bareResolved = new Map<string, ResolveFnOutput>();

export function resolveWithPackageTypes(
  specifier: string,
  context: ResolveHookContext,
  nextResolve: (specifier: string, context?: Partial<ResolveHookContext>) => ResolveFnOutput,
): ResolveFnOutput {
  const parent = context.parentURL;
  const plain =
    !context.conditions.includes('require') &&
    Object.keys(context.importAttributes ?? {}).length === 0 &&
    !/[?#]/.test(specifier);
  if (!parent?.startsWith('file:') || !plain) return nextResolve(specifier, context);
  const parentPath = fileURLToPath(parent);
  if (
    isRelative(specifier) &&
    specifier.endsWith('.js') &&
    parentPath.includes(`${path.sep}node_modules${path.sep}`)
  ) {
    const file = path.resolve(path.dirname(parentPath), specifier);
    const { type } = packageScopeOf(path.dirname(file));
    if (type !== 'none') return { url: pathToFileURL(file).href, format: type, shortCircuit: true };
  }
  if (isBare(specifier)) {
    const { root } = packageScopeOf(path.dirname(parentPath));
    if (root === null) return nextResolve(specifier, context);
    const key = `${root}\0${context.conditions.join(',')}\0${specifier}`;
    const known = bareResolved.get(key);
    if (known) return { ...known, shortCircuit: true };
    const resolved = nextResolve(specifier, context);
    bareResolved.set(key, resolved);
    return resolved;
  }
  return nextResolve(specifier, context);
}

/** Installs the hook for every module loaded after this call (not those already linked). */
export function registerPackageTypeHook(): void {
  registerHooks({ resolve: resolveWithPackageTypes });
}
