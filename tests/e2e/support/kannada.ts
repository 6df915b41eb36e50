/**
 * The shop's Kannada texts as the catalogs hold them: tests find Kannada pages' controls by
 * the same words a Kannada reader sees, written once (app/i18n/catalogs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.join(import.meta.dirname, '../../../app/i18n/catalogs');

const KANNADA: Record<string, string> = Object.assign(
  {},
  ...readdirSync(DIR)
    .filter((name) => name.endsWith('.kn.json'))
    .map(
      (name) => JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as Record<string, string>,
    ),
);

/** The Kannada of an English text, its `{name}` placeholders filled in. */
export function kn(english: string, values: Record<string, string | number> = {}): string {
  const text = KANNADA[english];
  if (!text) throw new Error(`No Kannada for '${english}'`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
