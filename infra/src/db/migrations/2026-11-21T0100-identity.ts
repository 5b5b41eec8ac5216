import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id                             serial PRIMARY KEY,
      username                       text NOT NULL,
      email                          text NOT NULL,
      password_hash                  text NOT NULL,
      role                           text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'agent', 'admin')),
      referred_by                    int REFERENCES users (id) ON DELETE SET NULL,
      loyalty_points                 int NOT NULL DEFAULT 0,
      referral_code                  text NOT NULL,
      email_verification_token_hash  text,
      email_verification_expires_at  timestamptz,
      is_email_verified              boolean NOT NULL DEFAULT false,
      password_reset_token_hash      text,
      password_reset_expires_at      timestamptz,
      created_at                     timestamptz NOT NULL DEFAULT now(),
      updated_at                     timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code)`.execute(db);
  await sql`CREATE INDEX users_referred_by ON users (referred_by)`.execute(db);
  await sql`CREATE UNIQUE INDEX users_verification_token ON users (email_verification_token_hash) WHERE email_verification_token_hash IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX users_reset_token ON users (password_reset_token_hash) WHERE password_reset_token_hash IS NOT NULL`.execute(db);

  // Failed logins per account name (existing or not, so the answer reveals nothing).
  await sql`
    CREATE TABLE login_failures (
      account       text PRIMARY KEY,
      failures      int NOT NULL,
      first_failed  timestamptz NOT NULL,
      locked_until  timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE mail_outbox (
      id          bigserial PRIMARY KEY,
      to_address  text NOT NULL,
      subject     text NOT NULL,
      text_body   text NOT NULL,
      html_body   text,
      created_at  timestamptz NOT NULL DEFAULT now(),
      sent_at     timestamptz,
      transport   text
    )`.execute(db);
  await sql`CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS mail_outbox`.execute(db);
  await sql`DROP TABLE IF EXISTS login_failures`.execute(db);
  await sql`DROP TABLE IF EXISTS users`.execute(db);
}
