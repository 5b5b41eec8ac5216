import { sql, type Kysely } from 'kysely';

// Paying in parts (issue 31): loyalty awards a booking's points only once it is paid in full, so it
// keeps what is still owed on each booking it follows (0 for one paid in full at checkout).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE loyalty_bookings ADD COLUMN balance_cents bigint NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE loyalty_bookings DROP COLUMN IF EXISTS balance_cents`.execute(db);
}
