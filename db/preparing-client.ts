/**
 * A PostgreSQL connection that prepares each parameterised statement once and runs it by
 * name afterwards (ADR 0021). node-postgres sends every unnamed query through PostgreSQL's
 * parser and planner again; a page view's own queries (the storefront version, the
 * session, the shopper's cart and wishlist) cost 550 µs of the database's CPU that way and
 * 160 µs prepared, most of it the planning of the shopper's view.
 *
 * The name is a hash of the statement's text, so the same text always gets the same name
 * and two texts never share one. A connection keeps at most MAX_PREPARED statements (a
 * list of n values is a text of its own for each n); past that, new texts run unnamed as
 * before. Statements without parameters ('begin', a migration, `select 1`) keep the simple
 * protocol, which allows several statements in one text. A failed parse is forgotten by
 * node-postgres, and PostgreSQL plans a prepared statement again when a table under it
 * changes.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export const MAX_PREPARED = 200;

export function statementName(text: string): string {
  return `s${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
}

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

/** The query as a config object, when it is a parameterised statement with no name yet. */
function parameterised(query: unknown, values: unknown): QueryConfig | null {
  const config = typeof query === 'string' ? { text: query } : (query as QueryConfig | null);
  if (typeof config !== 'object' || config === null) return null;
  // A Submittable (a cursor, a stream) runs its own protocol.
  if (typeof config.text !== 'string' || config.name || typeof config.submit === 'function') {
    return null;
  }
  const given = Array.isArray(values) ? values : config.values;
  return Array.isArray(given) && given.length > 0 ? config : null;
}

export interface PreparingClientConfig extends pg.ClientConfig {
  /** Statements one connection keeps prepared (MAX_PREPARED unless told). */
  maxPrepared?: number;
}

export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();
  readonly #max: number;

  /** node-postgres's Pool hands its own options to each client it makes. */
  constructor(config?: string | PreparingClientConfig) {
    super(config);
    this.#max = (typeof config === 'object' ? config.maxPrepared : undefined) ?? MAX_PREPARED;
  }

  // biome-ignore lint/suspicious/noExplicitAny: every one of pg's overloads passes through.
  override query(...args: any[]): any {
    const config = parameterised(args[0], args[1]);
    if (config) {
      const name = statementName(config.text);
      if (this.#prepared.has(name) || this.#prepared.size < this.#max) {
        this.#prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return super.query(...(args as Parameters<pg.Client['query']>));
  }
}
