import { sql, type Kysely } from 'kysely';

const timestamps = sql`created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE casinos (
      id serial PRIMARY KEY,
      name text NOT NULL, description text NOT NULL, location text NOT NULL,
      latitude text, longitude text, website text, contact_info text,
      ${timestamps}
    )`.execute(db);
  await sql`
    CREATE TABLE hotels (
      id serial PRIMARY KEY,
      name text NOT NULL, description text NOT NULL, location text NOT NULL,
      latitude text, longitude text, website text, contact_info text,
      stars int NOT NULL DEFAULT 3 CHECK (stars BETWEEN 1 AND 5),
      image_url text,
      ${timestamps}
    )`.execute(db);
  await sql`
    CREATE TABLE festivals (
      product_id text PRIMARY KEY,
      title text NOT NULL, description text NOT NULL, location text NOT NULL,
      latitude text, longitude text,
      casino_id int REFERENCES casinos (id) ON DELETE RESTRICT,
      start_date date NOT NULL, end_date date NOT NULL CHECK (end_date >= start_date),
      image_url text,
      base_price int NOT NULL DEFAULT 0,
      starting_price_cents int NOT NULL DEFAULT 45000 CHECK (starting_price_cents >= 0),
      starting_price_currency text NOT NULL DEFAULT 'EUR',
      max_loyalty_points int NOT NULL DEFAULT 1500,
      featured boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX festivals_listing ON festivals (active, start_date)`.execute(db);
  // A festival's rooms, seats and extras go with it; a hotel still offering rooms cannot go.
  await sql`
    CREATE TABLE accommodations (
      id serial PRIMARY KEY,
      festival_id text NOT NULL REFERENCES festivals (product_id) ON DELETE CASCADE,
      hotel_id int NOT NULL REFERENCES hotels (id) ON DELETE RESTRICT,
      room_type text NOT NULL, description text NOT NULL,
      price_per_night_cents int NOT NULL CHECK (price_per_night_cents >= 0),
      currency text NOT NULL DEFAULT 'EUR',
      available_rooms int NOT NULL DEFAULT 1 CHECK (available_rooms >= 0),
      min_stay_days int NOT NULL DEFAULT 1 CHECK (min_stay_days >= 1),
      check_in_date date, check_out_date date,
      amenities text,
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX accommodations_festival ON accommodations (festival_id)`.execute(db);
  await sql`CREATE INDEX accommodations_hotel ON accommodations (hotel_id)`.execute(db);
  await sql`
    CREATE TABLE tournaments (
      id serial PRIMARY KEY,
      festival_id text NOT NULL REFERENCES festivals (product_id) ON DELETE CASCADE,
      title text NOT NULL, description text,
      date date NOT NULL,
      buy_in_cents int NOT NULL CHECK (buy_in_cents >= 0),
      can_be_purchased boolean NOT NULL DEFAULT true,
      can_be_reserved boolean NOT NULL DEFAULT false,
      available_seats int NOT NULL DEFAULT 0 CHECK (available_seats >= 0),
      currency text NOT NULL DEFAULT 'EUR',
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX tournaments_festival ON tournaments (festival_id, date)`.execute(db);
  await sql`
    CREATE TABLE extras (
      id serial PRIMARY KEY,
      festival_id text NOT NULL REFERENCES festivals (product_id) ON DELETE CASCADE,
      name text NOT NULL, description text,
      price_cents int NOT NULL CHECK (price_cents >= 0),
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX extras_festival ON extras (festival_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['extras', 'tournaments', 'accommodations', 'festivals', 'hotels', 'casinos']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
