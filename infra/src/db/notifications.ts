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
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => onChange(message.payload));
    next.on('error', () => scheduleReconnect());
    next.on('end', () => scheduleReconnect());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      onListening?.(true);
      onChange();
    } catch {
      await next.end().catch(() => undefined);
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client = undefined;
    onListening?.(false);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export async function notify(db: Executor, channel: string): Promise<void> {
  await sql`SELECT pg_notify(${channel}, '')`.execute(db);
}
