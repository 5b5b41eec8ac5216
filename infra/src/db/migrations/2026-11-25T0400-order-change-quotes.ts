import { sql, type Kysely } from 'kysely';

// Quotes for changing or cancelling a booking: what the player was shown, kept until confirmed (or
// forgotten a day later). A quote holds and changes nothing; confirming it appends to the order's
// stream, which checks that the order is still the one quoted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_change_quotes (
      id            uuid PRIMARY KEY,
      order_id      uuid NOT NULL,
      requested_by  int NOT NULL,
      request       jsonb NOT NULL,
      quote         jsonb NOT NULL,
      expires_at    timestamptz NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX order_change_quotes_created ON order_change_quotes (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE order_change_quotes`.execute(db);
}
