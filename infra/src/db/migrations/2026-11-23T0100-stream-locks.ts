import { sql, type Kysely } from 'kysely';

// Commands that must not race each other on one stream (an order's: payment verdicts, the
// browser's confirm, expiry, cancellation) queue on a transaction-scoped advisory lock taken before
// they read the stream (0019). One function, so the lock and its bounded wait are one round trip:
// `lock_timeout` applies to this wait only and is put back before the command's own statements,
// whose row locks keep waiting as long as they always did (statement_timeout). The two-key form
// with a fixed first key ('ESSL') keeps these locks apart from the projection runner's one-key ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION es_lock_stream(stream_id text, timeout_ms integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      previous text := current_setting('lock_timeout');
    BEGIN
      PERFORM set_config('lock_timeout', timeout_ms::text, true);
      PERFORM pg_advisory_xact_lock(1163088716, hashtext(stream_id));
      PERFORM set_config('lock_timeout', previous, true);
    END
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS es_lock_stream(text, integer)`.execute(db);
}
