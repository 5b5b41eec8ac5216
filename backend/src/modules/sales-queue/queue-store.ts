import { sql, type Selectable } from 'kysely';
import { admissionsDue, bucketCapacity, drawnPositions, givenUpIfSeenBefore, type QueueRules, type SalesOpening } from '@pokerfest/domain';
import { isUniqueViolation, type Db, type Executor, type SalesQueuePlacesTable, type SalesQueuesTable } from '@pokerfest/infra';

// The queues' rows: every API process runs these against the same Postgres, so the queue is one,
// whichever process a visitor's request reaches, and it outlives a restart. A tick's changes are
// made under its queue row's lock: two processes ticking at once take turns, and the second finds
// the bucket already drawn down — nobody is admitted twice.

export type QueueRow = Selectable<SalesQueuesTable>;
export type PlaceRow = Selectable<SalesQueuePlacesTable>;

export interface TickRules extends Pick<QueueRules, 'keepPlaceMs'> {
  /** After the opening the queue keeps taking arrivals this long, then closes once nobody waits. */
  openForMs: number;
  /** How often the queue is ticked: the bucket saves up twice that (at least a second), never more. */
  tickMs: number;
}

const burstOf = (rules: Pick<TickRules, 'tickMs'>) => Math.max(1000, 2 * rules.tickMs);

/** The queue of an opening, made on first need at the shop's default rate. */
export async function queueOf(db: Executor, opening: SalesOpening, admissionsPerMinute: number, now: Date): Promise<QueueRow> {
  await db
    .insertInto('sales_queues')
    .values({ festival_id: opening.festivalId, opens_at: opening.opensAt, admissions_per_minute: admissionsPerMinute, refilled_at: now })
    .onConflict((oc) => oc.columns(['festival_id', 'opens_at']).doNothing())
    .execute();
  return db.selectFrom('sales_queues').selectAll().where('festival_id', '=', opening.festivalId).where('opens_at', '=', opening.opensAt).executeTakeFirstOrThrow();
}

export interface Visitor {
  browserId: string;
  userId: number | null;
}

const livePlaces = (db: Executor, queueId: number) => db.selectFrom('sales_queue_places').selectAll().where('queue_id', '=', queueId).where('left_at', 'is', null);

async function placeOf(db: Executor, queueId: number, visitor: Visitor): Promise<PlaceRow | undefined> {
  return livePlaces(db, queueId)
    .where((eb) => eb.or([eb('browser_id', '=', visitor.browserId), ...(visitor.userId === null ? [] : [eb('user_id', '=', visitor.userId)])]))
    .orderBy('joined_at')
    .executeTakeFirst();
}

/**
 * The visitor's place: the one its browser or account already has, else a new one with `draw`.
 * An admission that ran out gives its place up: the visitor joins again at the back.
 */
export async function join(db: Db, queueId: number, visitor: Visitor, now: Date, draw: number, newPlaceId: string, admissionValidMs: number): Promise<PlaceRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await placeOf(db, queueId, visitor);
    if (existing && !(existing.admitted_at && existing.admitted_at.getTime() + admissionValidMs <= now.getTime())) {
      if (visitor.userId !== null && existing.user_id === null) await claimFor(db, existing.place_id, visitor.userId);
      return existing;
    }
    if (existing) await db.updateTable('sales_queue_places').set({ left_at: now }).where('place_id', '=', existing.place_id).execute();
    const inserted = await db
      .insertInto('sales_queue_places')
      .values({ place_id: newPlaceId, queue_id: queueId, browser_id: visitor.browserId, user_id: visitor.userId, draw, joined_at: now, last_seen_at: now })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
  }
  // a twin request of the same browser or account inserted first: that place is this visitor's
  const twin = await placeOf(db, queueId, visitor);
  if (!twin) throw new Error('A place in the queue could not be taken');
  return twin;
}

/** The account using a place: set once, never another's (one place per account and queue). */
export async function claimFor(db: Executor, placeId: string, userId: number): Promise<boolean> {
  try {
    const row = await db
      .updateTable('sales_queue_places')
      .set({ user_id: userId })
      .where('place_id', '=', placeId)
      .where('left_at', 'is', null)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
      .returning('place_id')
      .executeTakeFirst();
    return row !== undefined;
  } catch (error) {
    // the account already has a place of its own in this queue
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The admitted place of an admission, when it is this account's (claimed by it now if nobody had). */
export async function admittedPlaceFor(db: Executor, queueId: number, placeId: string, userId: number): Promise<boolean> {
  const place = await db.selectFrom('sales_queue_places').select(['user_id', 'admitted_at', 'left_at']).where('place_id', '=', placeId).where('queue_id', '=', queueId).executeTakeFirst();
  if (!place?.admitted_at || place.left_at) return false;
  if (place.user_id === userId) return true;
  return place.user_id === null && (await claimFor(db, placeId, userId));
}

/** The queues not closed yet, whatever their opening's time: each is moved on until it is done. */
export function runningQueues(db: Executor): Promise<Pick<QueueRow, 'id' | 'festival_id' | 'opens_at'>[]> {
  return db.selectFrom('sales_queues').select(['id', 'festival_id', 'opens_at']).where('closed_at', 'is', null).execute();
}

/**
 * Closes a queue whose opening is no longer in the catalogue (the admin moved or cleared the time):
 * checked against the tables, not a process's memory, which may not have heard of a new opening yet.
 */
export async function closeIfNoLongerOpening(db: Executor, queueId: number, now: Date): Promise<boolean> {
  const closed = await sql<{ id: number }>`
    UPDATE sales_queues q SET closed_at = ${now}
    WHERE q.id = ${queueId} AND q.closed_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM festivals f WHERE f.product_id = q.festival_id AND f.sales_open_at = q.opens_at)
      AND NOT EXISTS (SELECT 1 FROM accommodations a WHERE a.festival_id = q.festival_id AND a.sales_open_at = q.opens_at)
      AND NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.festival_id = q.festival_id AND t.sales_open_at = q.opens_at)
    RETURNING q.id`.execute(db);
  return closed.rows.length > 0;
}

/** Visitors seen asking (a status read, a live connection): their places are kept. */
export async function markSeen(db: Executor, placeIds: readonly string[], now: Date): Promise<void> {
  if (placeIds.length === 0) return;
  await db.updateTable('sales_queue_places').set({ last_seen_at: now }).where('place_id', 'in', placeIds).where('left_at', 'is', null).execute();
}

/** Places without a position: those who came before the opening by their draws, then the rest as they came. */
function positioned(places: readonly Pick<PlaceRow, 'place_id' | 'joined_at' | 'draw'>[], opensAt: Date, after: number): Map<string, number> {
  const arrivals = places.map((place) => ({ id: place.place_id, joinedAt: place.joined_at, draw: place.draw }));
  const positions = drawnPositions(arrivals, opensAt, after + 1);
  const late = arrivals.filter((arrival) => !positions.has(arrival.id)).sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : 1));
  for (const arrival of late) positions.set(arrival.id, after + positions.size + 1);
  return positions;
}

export interface TickResult {
  admitted: number;
  closed: boolean;
}

/** One step of a queue at `now`: places given up, positions given, visitors let through, the queue closed once done. */
export async function tick(db: Db, queueId: number, now: Date, rules: TickRules): Promise<TickResult> {
  return db.transaction().execute(async (trx) => {
    const queue = await trx.selectFrom('sales_queues').selectAll().where('id', '=', queueId).where('closed_at', 'is', null).forUpdate().executeTakeFirst();
    if (!queue) return { admitted: 0, closed: true };
    await trx
      .updateTable('sales_queue_places')
      .set({ left_at: now })
      .where('queue_id', '=', queueId)
      .where('admitted_at', 'is', null)
      .where('left_at', 'is', null)
      .where('last_seen_at', '<', givenUpIfSeenBefore(now, rules.keepPlaceMs))
      .execute();
    if (now.getTime() < queue.opens_at.getTime()) return { admitted: 0, closed: false };
    const unplaced = await livePlaces(trx, queueId).where('position', 'is', null).where('admitted_at', 'is', null).execute();
    const positions = positioned(unplaced, queue.opens_at, queue.last_position);
    if (positions.size > 0)
      await sql`UPDATE sales_queue_places AS p SET position = n.position FROM unnest(${[...positions.keys()]}::uuid[], ${[...positions.values()]}::int[]) AS n(place_id, position) WHERE p.place_id = n.place_id`.execute(trx);
    const waitingRow = await livePlaces(trx, queueId).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).where('admitted_at', 'is', null).executeTakeFirstOrThrow();
    const waiting = Number(waitingRow.n);
    const due = admissionsDue({ tokens: queue.tokens, refilledAt: queue.refilled_at }, { now, perMinute: queue.admissions_per_minute, paused: queue.paused, waiting, burstMs: burstOf(rules) });
    if (due.admit > 0) {
      const next = livePlaces(trx, queueId).clearSelect().select('place_id').where('admitted_at', 'is', null).orderBy('position').limit(due.admit);
      await trx.updateTable('sales_queue_places').set({ admitted_at: now }).where('place_id', 'in', next).execute();
    }
    const closed = waiting - due.admit === 0 && now.getTime() - queue.opens_at.getTime() >= rules.openForMs;
    await trx
      .updateTable('sales_queues')
      .set({
        tokens: due.bucket.tokens,
        refilled_at: due.bucket.refilledAt,
        drawn_at: queue.drawn_at ?? now,
        last_position: queue.last_position + positions.size,
        closed_at: closed ? now : null,
      })
      .where('id', '=', queueId)
      .execute();
    return { admitted: due.admit, closed };
  });
}

/** The queue and its live places, as every process's board shows them. */
export async function queueSnapshot(db: Executor, queueId: number): Promise<{ queue: QueueRow; places: PlaceRow[] } | undefined> {
  const [queue, places] = await Promise.all([
    db.selectFrom('sales_queues').selectAll().where('id', '=', queueId).executeTakeFirst(),
    livePlaces(db, queueId).orderBy('position').execute(),
  ]);
  return queue && { queue, places };
}

/** Pause, resume or change the rate: what the bucket earned until now at the old setting is kept, no more. */
export async function changeQueue(db: Db, queueId: number, change: { admissionsPerMinute?: number; paused?: boolean }, now: Date, rules: Pick<TickRules, 'tickMs'>): Promise<QueueRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const queue = await trx.selectFrom('sales_queues').selectAll().where('id', '=', queueId).forUpdate().executeTakeFirst();
    if (!queue) return undefined;
    const { bucket } = admissionsDue({ tokens: queue.tokens, refilledAt: queue.refilled_at }, { now, perMinute: queue.admissions_per_minute, paused: queue.paused, waiting: 0, burstMs: burstOf(rules) });
    const perMinute = change.admissionsPerMinute ?? queue.admissions_per_minute;
    // what was saved at a higher rate is no licence for a burst at the lower one
    const tokens = Math.min(bucket.tokens, bucketCapacity(perMinute, burstOf(rules)));
    return trx
      .updateTable('sales_queues')
      .set({ tokens, refilled_at: bucket.refilledAt, admissions_per_minute: perMinute, paused: change.paused ?? queue.paused })
      .where('id', '=', queueId)
      .returningAll()
      .executeTakeFirst();
  });
}
