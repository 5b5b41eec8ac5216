import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE es_global_position`.execute(db);
  await sql`
    CREATE TABLE es_streams (
      stream_id   text PRIMARY KEY,
      stream_type text NOT NULL,
      version     bigint NOT NULL CHECK (version >= 0)
    )`.execute(db);
  await sql`
    CREATE TABLE es_events (
      global_position bigint NOT NULL DEFAULT nextval('es_global_position'),
      transaction_id  xid8   NOT NULL DEFAULT pg_current_xact_id(),
      stream_id       text   NOT NULL REFERENCES es_streams,
      stream_version  bigint NOT NULL,
      event_id        uuid   NOT NULL UNIQUE,
      event_type      text   NOT NULL,
      schema_version  int    NOT NULL DEFAULT 1,
      data            jsonb  NOT NULL,
      metadata        jsonb  NOT NULL DEFAULT '{}',
      recorded_at     timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (stream_id, stream_version)
    )`.execute(db);
  await sql`CREATE INDEX es_events_tx_pos ON es_events (transaction_id, global_position)`.execute(db);
  // Events are facts: nothing may rewrite or remove them.
  await sql`
    CREATE FUNCTION es_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'es_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER es_events_no_update_delete BEFORE UPDATE OR DELETE ON es_events
    FOR EACH ROW EXECUTE FUNCTION es_events_immutable()`.execute(db);
  await sql`
    CREATE TRIGGER es_events_no_truncate BEFORE TRUNCATE ON es_events
    FOR EACH STATEMENT EXECUTE FUNCTION es_events_immutable()`.execute(db);

  await sql`
    CREATE TABLE projection_checkpoints (
      projection          text PRIMARY KEY,
      last_transaction_id xid8   NOT NULL DEFAULT '0',
      last_position       bigint NOT NULL DEFAULT 0,
      updated_at          timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE scheduled_timers (
      kind       text NOT NULL,
      timer_key  text NOT NULL,
      due_at     timestamptz NOT NULL,
      payload    jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      fired_at   timestamptz,
      attempts   int NOT NULL DEFAULT 0,
      last_error text,
      PRIMARY KEY (kind, timer_key)
    )`.execute(db);
  await sql`CREATE INDEX scheduled_timers_pending ON scheduled_timers (due_at) WHERE fired_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE http_sessions (
      sid        text PRIMARY KEY,
      data       jsonb NOT NULL,
      expires_at timestamptz NOT NULL,
      user_id    text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX http_sessions_expires ON http_sessions (expires_at)`.execute(db);
  await sql`CREATE INDEX http_sessions_user ON http_sessions (user_id)`.execute(db);

  await sql`CREATE TABLE seed_runs (seed text PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['seed_runs', 'http_sessions', 'scheduled_timers', 'projection_checkpoints', 'es_events', 'es_streams']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS es_events_immutable`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS es_global_position`.execute(db);
}
