import { sql, type Kysely } from 'kysely';

// Loyalty's own record of the bookings it follows (decision 0027): written by loyalty's reactions to
// ordering's events, in the order's transaction, so loyalty never reads order streams or the event
// table. Existing orders are copied from their OrderPlaced events and their last ending event.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE loyalty_bookings (
      order_id           uuid PRIMARY KEY,
      user_id            integer NOT NULL,
      festival_name      text    NOT NULL,
      total_cents        bigint  NOT NULL,
      check_in_day       text,
      status             text    NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'expired')),
      confirmed_position bigint
    )`.execute(db);
  await sql`CREATE INDEX loyalty_bookings_first_confirmed ON loyalty_bookings (user_id, confirmed_position) WHERE confirmed_position IS NOT NULL`.execute(db);
  await copyBookingsFromLog(db);
}

/** Every order in the log that loyalty has no record of yet, as its events say it stands. */
export async function copyBookingsFromLog<DB>(db: Kysely<DB>): Promise<void> {
  await sql`
    INSERT INTO loyalty_bookings (order_id, user_id, festival_name, total_cents, check_in_day, status, confirmed_position)
    SELECT (p.data->>'orderId')::uuid,
           (p.data->>'userId')::integer,
           p.data->'festival'->>'name',
           (p.data->>'totalCents')::bigint,
           CASE WHEN p.data->'room'->>'checkIn' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN left(p.data->'room'->>'checkIn', 10)
                WHEN p.data->'festival'->>'startDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN left(p.data->'festival'->>'startDate', 10) END,
           COALESCE((SELECT CASE e.event_type WHEN 'OrderConfirmed' THEN 'confirmed' WHEN 'OrderCancelled' THEN 'cancelled' ELSE 'expired' END
                       FROM es_events e
                      WHERE e.stream_id = p.stream_id AND e.event_type IN ('OrderConfirmed', 'OrderCancelled', 'OrderExpired')
                      ORDER BY e.stream_version DESC LIMIT 1), 'pending'),
           (SELECT c.global_position FROM es_events c WHERE c.stream_id = p.stream_id AND c.event_type = 'OrderConfirmed' LIMIT 1)
      FROM es_events p
     WHERE p.event_type = 'OrderPlaced' AND p.stream_id LIKE 'order-%'
    ON CONFLICT (order_id) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS loyalty_bookings`.execute(db);
}
