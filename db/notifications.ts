/**
 * LISTEN on PostgreSQL for values kept in memory across processes (ADR 0014). One
 * dedicated connection per subscription hears the channels; `onChange` runs for every
 * notification, and also when the connection is lost and when it is back, because
 * notifications may have been missed in between. `live()` is false while it is not
 * listening: a caller must not trust what it kept then. Notifications arrive a moment
 * after the change commits, so a kept value may lag another process's change by that
 * moment; read-your-own-writes needs a key that the writer changes (the `ps` stamp).
 *
 * A connection can die without a word (a NAT or firewall dropping an idle connection),
 * and a pooler in transaction mode accepts LISTEN but never delivers: so the connection
 * notifies itself on a channel of its own every HEARTBEAT_MS and counts as lost when that
 * does not come back in time. It needs a direct connection to PostgreSQL, not a pooler.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface Subscription {
  /** Listening now: everything kept since the last `onChange` is current. */
  live(): boolean;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5_000;
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/** Ends a connection nobody listens to any more, whatever state it is in. */
function discard(client: pg.Client | undefined): Promise<void> {
  if (!client) return Promise.resolve();
  client.removeAllListeners();
  client.on('error', () => {});
  return client.end().catch(() => {});
}

/** Starts listening in the background and answers at once (`live()` turns true when it is). */
export function subscribePostgres(
  connectionString: string,
  channels: readonly string[],
  onChange: () => void,
  onError: (error: unknown) => void,
  { heartbeatMs = HEARTBEAT_MS, heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS } = {},
): Subscription {
  const heartbeatChannel = `heartbeat_${randomBytes(8).toString('hex')}`;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let echoDue: ReturnType<typeof setTimeout> | undefined;

  const stopHeartbeat = () => {
    clearInterval(heartbeat);
    clearTimeout(echoDue);
    heartbeat = undefined;
    echoDue = undefined;
  };

  const lost = (error?: unknown) => {
    if (error) onError(error);
    if (listening) onChange();
    listening = false;
    stopHeartbeat();
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

  const beat = (current: pg.Client) => {
    if (echoDue) return;
    echoDue = setTimeout(() => {
      if (client === current) lost(new Error('LISTEN connection stopped answering'));
    }, heartbeatTimeoutMs);
    echoDue.unref();
    current.query('select pg_notify($1, $2)', [heartbeatChannel, '']).catch((error: unknown) => {
      if (client === current) lost(error);
    });
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== heartbeatChannel) {
        onChange();
        return;
      }
      clearTimeout(echoDue);
      echoDue = undefined;
    });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      for (const channel of [...channels, heartbeatChannel]) {
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      if (client === next) lost(error);
      return;
    }
    if (closed || client !== next) {
      await discard(next);
      return;
    }
    // Whatever changed while nobody listened is unknown: start from nothing.
    onChange();
    listening = true;
    retryMs = RETRY_MIN_MS;
    heartbeat = setInterval(() => beat(next), heartbeatMs);
    heartbeat.unref();
  };

  void connect();
  return {
    live: () => listening,
    async close() {
      closed = true;
      listening = false;
      stopHeartbeat();
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await discard(last);
    },
  };
}
