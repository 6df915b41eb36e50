/**
 * LISTEN on PostgreSQL for values kept in memory across processes (ADR 0014). One
 * dedicated connection per subscription hears the channels; `onChange` runs for every
 * notification, and also when the connection is lost and when it is back, because
 * notifications may have been missed in between. `live()` is false while it is not
 * listening: a caller must not trust what it kept then. Notifications arrive a moment
 * after the change commits, so a kept value may lag another process's change by that
 * moment; read-your-own-writes needs a key that the writer changes (the `ps` stamp).
 */
import pg from 'pg';

export interface Subscription {
  /** Listening now: everything kept since the last `onChange` is current. */
  live(): boolean;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/** Ends a connection nobody listens to any more, whatever state it is in. */
function discard(client: pg.Client | undefined): Promise<void> {
  if (!client) return Promise.resolve();
  client.removeAllListeners();
  client.on('error', () => {});
  return client.end().catch(() => {});
}

export async function subscribePostgres(
  connectionString: string,
  channels: readonly string[],
  onChange: () => void,
  onError: (error: unknown) => void,
): Promise<Subscription> {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const lost = (error?: unknown) => {
    if (error) onError(error);
    if (listening) onChange();
    listening = false;
    void discard(client);
    client = undefined;
    if (!closed && retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', () => onChange());
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== next) return;
      // Whatever changed while nobody listened is unknown: start from nothing.
      onChange();
      listening = true;
      retryMs = RETRY_MIN_MS;
    } catch (error) {
      if (client === next) lost(error);
    }
  };

  await connect();
  return {
    live: () => listening,
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await discard(last);
    },
  };
}
