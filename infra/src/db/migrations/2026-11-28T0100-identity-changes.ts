import { sql, type Kysely } from 'kysely';

// Each API process keeps the sessions and user rows it read for a few seconds (ADR 0036). Every
// change to one is announced here, by the database, so no writer can forget to: logout, a password
// reset ending every session, a role change, an e-mail verified, the loyalty projection's balance,
// and whatever writes these tables next. The payload names the row ('u:<id>', 's:<sid>'); the
// NOTIFY is sent at the writing transaction's commit, so a process that hears it reads the change.
//
// Inserts are not announced: no process can have kept a row before it existed (a miss is never
// kept). Deleting a session that had already expired is not announced either: no process serves a
// session past its expiry, so the sweep of expired sessions sends nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION users_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('identity_changed', 'u:' || OLD.id);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION users_announce_change()`.execute(db);

  await sql`
    CREATE FUNCTION http_sessions_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('identity_changed', 's:' || OLD.sid);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER http_sessions_announce_update AFTER UPDATE ON http_sessions
      FOR EACH ROW EXECUTE FUNCTION http_sessions_announce_change()`.execute(db);
  await sql`
    CREATE TRIGGER http_sessions_announce_delete AFTER DELETE ON http_sessions
      FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION http_sessions_announce_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS http_sessions_announce_delete ON http_sessions`.execute(db);
  await sql`DROP TRIGGER IF EXISTS http_sessions_announce_update ON http_sessions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS http_sessions_announce_change()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_announce_change ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS users_announce_change()`.execute(db);
}
