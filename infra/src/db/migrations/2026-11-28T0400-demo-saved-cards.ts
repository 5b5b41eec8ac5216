import { sql, type Kysely } from 'kysely';

// Automatic charges of a payment plan (issue 31) on the demo provider: an intent confirmed with the
// player's consent saves its card, kept as Stripe keeps one (a reference, the last four digits and
// the brand, never the number), and whether the test card declines when it is charged later.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE demo_saved_cards (
      id                  text PRIMARY KEY,
      card_last4          text NOT NULL,
      card_brand          text,
      declines_off_session boolean NOT NULL,
      created_at          timestamptz NOT NULL
    )`.execute(db);
  await sql`ALTER TABLE demo_payment_intents ADD COLUMN save_card boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE demo_payment_intents ADD COLUMN saved_card text REFERENCES demo_saved_cards (id)`.execute(db);
  // the plan's payments an automatic charge pays, in its metadata as Stripe's intent carries them
  await sql`ALTER TABLE demo_payment_intents ADD COLUMN instalments text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE demo_payment_intents DROP COLUMN IF EXISTS instalments`.execute(db);
  await sql`ALTER TABLE demo_payment_intents DROP COLUMN IF EXISTS saved_card`.execute(db);
  await sql`ALTER TABLE demo_payment_intents DROP COLUMN IF EXISTS save_card`.execute(db);
  await sql`DROP TABLE IF EXISTS demo_saved_cards`.execute(db);
}
