import { sql, type Kysely } from 'kysely';

// Failed logins were counted per login text: the username and the e-mail of one account were two
// counters, and the lock on a name kept its owner out from every address. Now a row counts one
// account (`user:<id>`, or `name:<lower-cased text>` for a name that is no user) at one client
// address; the row with client `*` is the account's count over all addresses (the ceiling).
// The old counters cannot be mapped to an address, and live at most one lock or window long, so
// they are dropped: at worst a name locked at the moment of the upgrade is free a minute early.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE login_failures`.execute(db);
  await sql`
    CREATE TABLE login_failures (
      account       text NOT NULL,
      client        text NOT NULL,
      failures      int NOT NULL,
      first_failed  timestamptz NOT NULL,
      locked_until  timestamptz,
      PRIMARY KEY (account, client)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE login_failures`.execute(db);
  await sql`
    CREATE TABLE login_failures (
      account       text PRIMARY KEY,
      failures      int NOT NULL,
      first_failed  timestamptz NOT NULL,
      locked_until  timestamptz
    )`.execute(db);
}
