/**
 * A PostgreSQL connection that prepares each parameterised statement once and runs it by
 * name afterwards (ADR 0021). node-postgres sends every unnamed query through PostgreSQL's
 * parser and planner again; a page view's own queries (the storefront version, the
 * session, the shopper's cart and wishlist) cost 550 µs of the database's CPU that way and
 * 160 µs prepared, most of it the planning of the shopper's view.
 *
 * The name is a hash of the statement's text (a clash would fail safely: node-postgres
 * refuses a name used for another text). A connection keeps at most MAX_PREPARED
 * statements, first come first kept (the hot ones come first); past that, new texts run
 * unnamed as before. Left unnamed too: statements without parameters ('begin', a
 * migration, `select 1`), which keep the simple protocol that allows several statements
 * in one text, and bulk writes with more than MAX_PARAMETERS values, which run once.
 *
 * A prepared statement can go bad on its connection: PostgreSQL refuses to run one whose
 * result's columns changed type under it (a migration while the shop runs: "cached plan
 * must not change result type"), and node-postgres records a statement as prepared when a
 * value it could not send made it close the statement again ("prepared statement does not
 * exist" after that). Either failure makes the text take a fresh name on its next run, so
 * it is prepared anew; the bad statement stays on the server and counts against the cap.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one connection keeps: about 24 KB of PostgreSQL's memory each, 97 KB at most for nine in ten. */
export const MAX_PREPARED = 100;
/** More values than this is a bulk write (the seed's inserts): run once, not kept. */
export const MAX_PARAMETERS = 64;

export function statementName(text: string, generation = 0): string {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 22);
  return generation ? `s${hash}_${generation}` : `s${hash}`;
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
  return Array.isArray(given) && given.length > 0 && given.length <= MAX_PARAMETERS ? config : null;
}

/**
 * Whether a named statement's failure leaves it unusable on its connection: PostgreSQL's
 * "prepared statement does not exist" (26000) and "cached plan must not change result
 * type" (0A000), or an error of node-postgres's own (a value it could not send).
 */
function spoilsStatement(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  return error.code === '26000' || error.code === '0A000';
}

export interface PreparingClientConfig extends pg.ClientConfig {
  /** Statements one connection keeps prepared (MAX_PREPARED unless told). */
  maxPrepared?: number;
  /** Told how long each statement took, in seconds (the metrics' query time). */
  onQuery?: ((seconds: number) => void) | undefined;
}

export class PreparingClient extends pg.Client {
  /** Each kept text's current name. */
  readonly #names = new Map<string, string>();
  /** How many of a text's statements went bad: the next is named after the count. */
  readonly #spoilt = new Map<string, number>();
  /** Names given on this connection, spoilt ones included (each is a statement on the server). */
  #given = 0;
  readonly #max: number;
  readonly #onQuery: ((seconds: number) => void) | undefined;

  /** node-postgres's Pool hands its own options to each client it makes. */
  constructor(config?: string | PreparingClientConfig) {
    super(config);
    this.#max = (typeof config === 'object' ? config.maxPrepared : undefined) ?? MAX_PREPARED;
    this.#onQuery = typeof config === 'object' ? config.onQuery : undefined;
  }

  #nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known || this.#given >= this.#max) return known;
    const name = statementName(text, this.#spoilt.get(text));
    this.#given++;
    this.#names.set(text, name);
    return name;
  }

  #failed(text: string, name: string, error: unknown) {
    if (this.#names.get(text) !== name || !spoilsStatement(error)) return;
    this.#names.delete(text);
    this.#spoilt.set(text, (this.#spoilt.get(text) ?? 0) + 1);
  }

  // biome-ignore lint/suspicious/noExplicitAny: every one of pg's overloads passes through.
  override query(...args: any[]): any {
    const observe = this.#onQuery;
    if (!observe) return this.#query(args);
    // Timed to its answer, by its callback or its promise (a Submittable times itself).
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        done();
        callback(error, result);
      };
      return this.#query(args);
    }
    const result = this.#query(args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value: unknown) => {
        done();
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  }

  // biome-ignore lint/suspicious/noExplicitAny: every one of pg's overloads passes through.
  #query(args: any[]): any {
    const config = parameterised(args[0], args[1]);
    const name = config && this.#nameFor(config.text);
    if (!config || !name) return super.query(...(args as Parameters<pg.Client['query']>));
    args[0] = { ...config, name };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (error) this.#failed(config.text, name, error);
        callback(error, result);
      };
      return super.query(...(args as Parameters<pg.Client['query']>));
    }
    return (
      super.query(...(args as Parameters<pg.Client['query']>)) as unknown as Promise<unknown>
    ).catch((error: unknown) => {
      this.#failed(config.text, name, error);
      throw error;
    });
  }
}
