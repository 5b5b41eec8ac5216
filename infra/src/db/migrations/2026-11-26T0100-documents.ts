import { sql, type Kysely } from 'kysely';

// After the purchase: the shop's settings (the seller on invoices, the trip reminder), numbered
// documents with their series' counters, e-mail attachments, the demo card's brand, and the reminders sent.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Append-only per name, like the cancellation policy: the newest row of a name is in force.
  await sql`
    CREATE TABLE shop_settings (
      id         serial PRIMARY KEY,
      name       text NOT NULL,
      value      jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by integer REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX shop_settings_newest ON shop_settings (name, id DESC)`.execute(db);

  // One counter row per series and year. Taking a number updates the row in the issuing
  // transaction: the row lock orders concurrent issuers, and a rollback gives the number back.
  await sql`
    CREATE TABLE document_series (
      kind          text NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
      year          integer NOT NULL,
      last_sequence integer NOT NULL CHECK (last_sequence > 0),
      PRIMARY KEY (kind, year)
    )`.execute(db);
  await sql`
    CREATE TABLE order_documents (
      id          uuid PRIMARY KEY,
      order_id    uuid NOT NULL,
      source_key  text NOT NULL,
      kind        text NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
      number      text NOT NULL UNIQUE,
      year        integer NOT NULL,
      sequence    integer NOT NULL,
      issued_at   timestamptz NOT NULL,
      total_cents bigint NOT NULL,
      currency    text NOT NULL,
      content     jsonb NOT NULL,
      pdf         bytea,
      UNIQUE (order_id, source_key),
      UNIQUE (kind, year, sequence)
    )`.execute(db);
  await sql`CREATE INDEX order_documents_issued ON order_documents (issued_at, number)`.execute(db);
  // Issued is final: what a document says never changes, its PDF is written once, and it is never deleted.
  await sql`
    CREATE FUNCTION order_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        RAISE EXCEPTION 'an issued document is never deleted';
      END IF;
      IF NEW.id <> OLD.id OR NEW.order_id <> OLD.order_id OR NEW.source_key <> OLD.source_key OR NEW.kind <> OLD.kind
         OR NEW.number <> OLD.number OR NEW.year <> OLD.year OR NEW.sequence <> OLD.sequence OR NEW.issued_at <> OLD.issued_at
         OR NEW.total_cents <> OLD.total_cents OR NEW.currency <> OLD.currency OR NEW.content::text <> OLD.content::text
         OR (OLD.pdf IS NOT NULL AND NEW.pdf IS DISTINCT FROM OLD.pdf) THEN
        RAISE EXCEPTION 'an issued document is immutable';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER order_documents_immutable BEFORE UPDATE OR DELETE ON order_documents
      FOR EACH ROW EXECUTE FUNCTION order_documents_immutable()`.execute(db);

  // [{ filename, contentType, content (base64) } | { filename?, document: { orderId, sourceKey } }]
  await sql`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);

  // The demo provider keeps the card's brand with its last four digits: an outcome answered again
  // (a repeated confirmation, its event delivered again) names the brand the invoice prints.
  await sql`ALTER TABLE demo_payment_intents ADD COLUMN card_brand text CHECK (card_brand ~ '^[a-z_]{1,20}$')`.execute(db);

  // One reminder per booking: written with its e-mail, so a timer fired twice sends one.
  await sql`
    CREATE TABLE trip_reminders (
      order_id  uuid PRIMARY KEY,
      check_in  date NOT NULL,
      outbox_id bigint,
      sent_at   timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS trip_reminders`.execute(db);
  await sql`ALTER TABLE demo_payment_intents DROP COLUMN IF EXISTS card_brand`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS attachments`.execute(db);
  await sql`DROP TABLE IF EXISTS order_documents`.execute(db);
  await sql`DROP FUNCTION IF EXISTS order_documents_immutable()`.execute(db);
  await sql`DROP TABLE IF EXISTS document_series`.execute(db);
  await sql`DROP TABLE IF EXISTS shop_settings`.execute(db);
}
