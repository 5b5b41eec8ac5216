import { sql } from 'kysely';
import pg from 'pg';
import type { Executor } from './database';

/**
 * Tells every API instance that something changed (Postgres LISTEN/NOTIFY). Returns a stop
 * function. `onChange` gets each notification's payload (what changed, when the sender says), and
 * also runs without one after each reconnect, since notifications may have been missed: then
 * anything may have changed. `onListening` hears when the listener is up (true) and when it went
 * down (false).
 */
export function listenFor(databaseUrl: string, channel: string, onChange: (payload?: string) => void, onListening?: (up: boolean) => void): () => Promise<void> {
  let client: pg.Client | undefined;
  // the client events are heard from: an old one's late 'end' must not take the new one down
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = `LISTEN ${pg.escapeIdentifier(channel)}`;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    current = next;
    next.on('notification', (message) => next === current && onChange(message.payload));
    next.on('error', () => next === current && scheduleReconnect());
    next.on('end', () => next === current && scheduleReconnect());
    try {
      await next.connect();
      await next.query(listen);
      client = next;
      onListening?.(true);
      onChange();
    } catch {
      await next.end().catch(() => undefined);
      if (next === current) scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const dead = client;
    client = undefined;
    current = undefined;
    onListening?.(false);
    void dead?.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
  };
  // A connection that died without a word (a frozen server, a dropped route) sends no 'end': without
  // this, the caches that trust the listener would keep what changed. A check that does not answer
  // in time counts as a dead connection. The check is the LISTEN again (a no-op for a channel already
  // heard): pg_stat_activity keeps showing the connection as this channel's listener.
  const heartbeat = setInterval(() => {
    const checked = client;
    if (!checked) return;
    let answered = false;
    const late = setTimeout(() => !answered && checked === client && scheduleReconnect(), LISTENER_CHECK_MS);
    checked.query(listen).then(
      () => {
        answered = true;
        clearTimeout(late);
      },
      () => checked === client && scheduleReconnect(),
    );
  }, LISTENER_CHECK_MS);
  heartbeat.unref();
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/** How often a listener's connection is checked, and how long the check may take. */
const LISTENER_CHECK_MS = 5000;

export async function notify(db: Executor, channel: string): Promise<void> {
  await sql`SELECT pg_notify(${channel}, '')`.execute(db);
}
