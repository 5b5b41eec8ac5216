import { sql, type Kysely } from 'kysely';

// The shop owner's cancellation policy, append-only: every save is a new version (its id), the
// newest is in force, and the older ones stay to say which rule applied when. No row: the domain's
// default policy applies.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE cancellation_policies (
      id         serial PRIMARY KEY,
      policy     jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by integer REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS cancellation_policies`.execute(db);
}
