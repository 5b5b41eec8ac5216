import type { Generated } from 'kysely';

/** One opening's queue: its admission bucket, rate and pause; `drawn_at` once the positions of the early arrivals are drawn. */
export interface SalesQueuesTable {
  id: Generated<number>;
  festival_id: string;
  opens_at: Date;
  admissions_per_minute: number;
  paused: Generated<boolean>;
  tokens: Generated<number>;
  refilled_at: Date;
  drawn_at: Date | null;
  last_position: Generated<number>;
  closed_at: Date | null;
  created_at: Generated<Date>;
}

/** A visitor's place in a queue; `left_at` once it was given up (not seen for too long, or an admission that ran out). */
export interface SalesQueuePlacesTable {
  place_id: string;
  queue_id: number;
  browser_id: string;
  user_id: number | null;
  draw: number;
  joined_at: Date;
  position: number | null;
  last_seen_at: Date;
  admitted_at: Date | null;
  left_at: Date | null;
}
