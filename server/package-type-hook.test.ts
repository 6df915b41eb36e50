import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { ResolveFnOutput, ResolveHookContext } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { packageScopeOf, resolveWithPackageTypes } from './package-type-hook.ts';

/** A folder tree: { 'a/package.json': '{…}' } written under a new temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'package-type-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const importing = (parentFile: string): ResolveHookContext => ({
  conditions: ['node', 'import', 'module-sync', 'node-addons'],
  importAttributes: {},
  parentURL: pathToFileURL(parentFile).href,
});

function nodeResolve() {
  return vi.fn(
    (specifier: string): ResolveFnOutput => ({ url: `node-resolved:${specifier}`, format: null }),
  );
}

describe('packageScopeOf', () => {
  it('finds the nearest package.json and its type, as Node does', () => {
    const root = tree({
      'app/package.json': '{"type":"module"}',
      'app/node_modules/esm/package.json': '{"name":"esm","type":"module"}',
      'app/node_modules/esm/dist/cjs/package.json': '{"type":"commonjs"}',
      'app/node_modules/plain/package.json': '{"name":"plain"}',
      'app/node_modules/plain/lib/a.js': '',
    });
    expect(packageScopeOf(path.join(root, 'app/src/deep'))).toEqual({
      root: path.join(root, 'app'),
      type: 'module',
    });
    expect(packageScopeOf(path.join(root, 'app/node_modules/esm/dist'))).toEqual({
      root: path.join(root, 'app/node_modules/esm'),
      type: 'module',
    });
    expect(packageScopeOf(path.join(root, 'app/node_modules/esm/dist/cjs')).type).toBe('commonjs');
    expect(packageScopeOf(path.join(root, 'app/node_modules/plain/lib')).type).toBe('none');
  });

  it('never reads node_modules/package.json, nor looks above node_modules', () => {
    const root = tree({
      'package.json': '{"type":"module"}',
      'node_modules/package.json': '{"type":"commonjs"}',
      'node_modules/stray.js': '',
    });
    expect(packageScopeOf(path.join(root, 'node_modules'))).toEqual({ root: null, type: 'none' });
  });
});

describe('resolveWithPackageTypes', () => {
  const root = tree({
    'package.json': '{"type":"module"}',
    'src/a.ts': '',
    'src/deep/b.ts': '',
    'node_modules/esm/package.json': '{"name":"esm","type":"module"}',
    'node_modules/esm/index.js': '',
    'node_modules/esm/lib/util.js': '',
    'node_modules/cjs/package.json': '{"name":"cjs","type":"commonjs"}',
    'node_modules/cjs/index.js': '',
    'node_modules/untyped/package.json': '{"name":"untyped"}',
    'node_modules/untyped/index.js': '',
  });
  const inPackage = (file: string) => importing(path.join(root, 'node_modules', file));

  it('answers a relative .js import inside a typed package without Node’s lookup', () => {
    const next = nodeResolve();
    expect(resolveWithPackageTypes('./lib/util.js', inPackage('esm/index.js'), next)).toEqual({
      url: pathToFileURL(path.join(root, 'node_modules/esm/lib/util.js')).href,
      format: 'module',
      shortCircuit: true,
    });
    expect(resolveWithPackageTypes('../index.js', inPackage('esm/lib/util.js'), next).url).toBe(
      pathToFileURL(path.join(root, 'node_modules/esm/index.js')).href,
    );
    expect(resolveWithPackageTypes('./index.js', inPackage('cjs/x.js'), next).format).toBe(
      'commonjs',
    );
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves to Node a package without a type, require, attributes, queries and URLs', () => {
    const next = nodeResolve();
    resolveWithPackageTypes('./index.js', inPackage('untyped/x.js'), next);
    resolveWithPackageTypes(
      './index.js',
      { ...inPackage('esm/x.js'), conditions: ['require'] },
      next,
    );
    resolveWithPackageTypes(
      './data.js',
      { ...inPackage('esm/x.js'), importAttributes: { type: 'json' } },
      next,
    );
    resolveWithPackageTypes('./index.js?v=2', inPackage('esm/x.js'), next);
    resolveWithPackageTypes('node:fs', importing(path.join(root, 'src/a.ts')), next);
    resolveWithPackageTypes('#internal', importing(path.join(root, 'src/a.ts')), next);
    resolveWithPackageTypes('./b.ts', importing(path.join(root, 'src/a.ts')), next);
    expect(next).toHaveBeenCalledTimes(7);
  });

  it('resolves a package name once per package folder and conditions', () => {
    const next = nodeResolve();
    const first = resolveWithPackageTypes('esm', importing(path.join(root, 'src/a.ts')), next);
    expect(first).toEqual({ url: 'node-resolved:esm', format: null });
    // Another file of the same package: Node's answer again, not asked for again.
    expect(
      resolveWithPackageTypes('esm', importing(path.join(root, 'src/deep/b.ts')), next),
    ).toEqual({ url: 'node-resolved:esm', format: null, shortCircuit: true });
    expect(next).toHaveBeenCalledTimes(1);
    // From inside another package, or for require, Node is asked.
    resolveWithPackageTypes('esm', inPackage('cjs/index.js'), next);
    resolveWithPackageTypes(
      'esm',
      { ...importing(path.join(root, 'src/a.ts')), conditions: ['require'] },
      next,
    );
    expect(next).toHaveBeenCalledTimes(3);
  });
});

describe('the hook in a real process', () => {
  it('loads the modules the shop imports as Node does without it', async () => {
    const { execFileSync } = await import('node:child_process');
    const script = `
      import { registerPackageTypeHook } from ${JSON.stringify(path.resolve('server/package-type-hook.ts'))};
      const withoutHook = {};
      for (const name of ['drizzle-orm', 'drizzle-orm/pg-core', 'hono', 'zod', 'react-router'])
        withoutHook[name] = import.meta.resolve(name);
      registerPackageTypeHook();
      const loaded = await Promise.all(Object.keys(withoutHook).map((name) => import(name)));
      const { pgTable, text } = await import('drizzle-orm/pg-core');
      const { getTableName } = await import('drizzle-orm');
      const table = pgTable('t', { a: text('a') });
      console.log(JSON.stringify({ count: loaded.length, name: getTableName(table), same: withoutHook['drizzle-orm'] === import.meta.resolve('drizzle-orm') }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.resolve('.'),
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ count: 5, name: 't', same: true });
  });
});
