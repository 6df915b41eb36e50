/**
 * Nothing missing: every text the code marks for translation (`t('…')`, `msg('…')`) has
 * a Kannada text in some catalog, and no catalog keeps a text the code no longer shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { rawCatalogs } from './catalogs.server.ts';
import { LOCALES } from './locales.ts';
import { messageKey } from './translate.ts';

const ROOTS = ['app', 'config', 'server'];
/** The back office stays in English for staff (issue 30). */
const SKIP = /(^|\/)(admin|node_modules)(\/|$)|\.test\.tsx?$|\+types/;
const MARKERS = new Set(['t', 'msg']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.test(path)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Marked texts and where each is, by walking the syntax tree of every source file. */
function markedTexts(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const ast = parse(readFileSync(file, 'utf8'), {
      sourceType: 'module',
      plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    });
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const child of node) visit(child);
        return;
      }
      const current = node as Record<string, unknown> & { type?: string };
      if (current.type === 'CallExpression') {
        const callee = current.callee as {
          type: string;
          name?: string;
          property?: { name?: string };
        };
        const name = callee.type === 'Identifier' ? callee.name : callee.property?.name;
        const [first] = current.arguments as {
          type: string;
          value?: string;
          loc?: { start: { line: number } };
        }[];
        if (
          name &&
          MARKERS.has(name) &&
          first?.type === 'StringLiteral' &&
          first.value !== undefined
        ) {
          if (!found.has(first.value))
            found.set(first.value, `${relative('.', file)}:${first.loc?.start.line}`);
        }
      }
      for (const [key, child] of Object.entries(current)) {
        if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child);
      }
    };
    visit(ast.program);
  }
  return found;
}

describe('the message catalogs', () => {
  const marked = markedTexts();
  const catalogs = rawCatalogs();

  for (const { code } of LOCALES.filter((locale) => locale.code !== 'en')) {
    it(`have a ${code} text for every marked text`, () => {
      const translated = new Set<string>();
      for (const languages of catalogs.values()) {
        for (const [id, text] of Object.entries(languages.get(code) ?? {})) {
          if (text.trim()) translated.add(id);
        }
      }
      const missing = [...marked]
        .filter(([id]) => !translated.has(id))
        .map(([id, at]) => `${at}: ${id}`);
      expect(missing).toEqual([]);
    });
  }

  it('keep no text the code no longer marks', () => {
    const stale: string[] = [];
    for (const [namespace, languages] of catalogs) {
      for (const catalog of languages.values()) {
        for (const id of Object.keys(catalog))
          if (!marked.has(id)) stale.push(`${namespace}: ${id}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('give every text its own short key', () => {
    const keys = new Map<string, string>();
    const clashes: string[] = [];
    for (const id of marked.keys()) {
      const key = messageKey(id);
      const other = keys.get(key);
      if (other !== undefined && other !== id) clashes.push(`${key}: ${other} / ${id}`);
      keys.set(key, id);
    }
    expect(clashes).toEqual([]);
  });

  it('hold no line break in a text (a page packs its messages a line each)', () => {
    const broken: string[] = [];
    for (const languages of catalogs.values()) {
      for (const catalog of languages.values()) {
        for (const [id, text] of Object.entries(catalog)) {
          if (/[\r\n]/.test(id) || /[\r\n]/.test(text)) broken.push(id);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep each text in one namespace', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [namespace, languages] of catalogs) {
      for (const id of Object.keys(languages.get('kn') ?? {})) {
        const earlier = seen.get(id);
        if (earlier) twice.push(`${id} (${earlier}, ${namespace})`);
        seen.set(id, namespace);
      }
    }
    expect(twice).toEqual([]);
  });
});
