import { estimatedWaitSeconds, phaseOf, type QueueRules, type SalesOpening, type SalesQueueStatus } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { AdmissionTickets } from './admission-ticket';
import type { SalesOpenings } from './openings';
import { closeIfNoLongerOpening, join, markSeen, queueOf, queueSnapshot, runningQueues, tick, type PlaceRow, type QueueRow } from './queue-store';

export interface QueueSettings extends QueueRules {
  openForMs: number;
  tickMs: number;
  defaultAdmissionsPerMinute: number;
}

export interface Visitor {
  browserId: string;
  userId: number | null;
}

/** What this process last read of a queue: its row and, in order, who still waits. */
interface Snapshot {
  queue: QueueRow;
  places: PlaceRow[];
  byBrowser: Map<string, PlaceRow>;
  byUser: Map<number, PlaceRow>;
  /** Place id → how many wait before it. */
  ahead: Map<string, number>;
}

function snapshotOf(queue: QueueRow, places: PlaceRow[]): Snapshot {
  const waiting = places.filter((place) => !place.admitted_at && place.position !== null).sort((a, b) => a.position! - b.position!);
  return {
    queue,
    places,
    byBrowser: new Map(places.map((place) => [place.browser_id, place])),
    byUser: new Map(places.filter((place) => place.user_id !== null).map((place) => [place.user_id!, place])),
    ahead: new Map(waiting.map((place, index) => [place.place_id, index])),
  };
}

/** The places with `place` in its browser's (and its own earlier row's) stead. */
const placesWith = (places: readonly PlaceRow[], place: PlaceRow): PlaceRow[] => [
  ...places.filter((other) => other.place_id !== place.place_id && other.browser_id !== place.browser_id),
  place,
];

/**
 * With no opening current and no queue running here, the database is asked this often only (a queue
 * an admin's move left running, or one this process restarted beside, is closed by then). On the
 * embedded database every query runs on the API's event loop: two a second for nothing showed in
 * the catalogue's p99.
 */
const IDLE_SWEEP_MS = 60_000;

const openingKey = (opening: SalesOpening) => `${opening.festivalId}|${opening.opensAt.getTime()}`;

/**
 * This process's board of the running queues (ADR 0037): each tick it lets the queues move (under
 * their row locks, whichever process comes first), re-reads them, and tells its live visitors. A
 * visitor's status is answered from the board; joining writes a place at once.
 */
export class QueueBoard {
  private readonly queueIds = new Map<string, number>();
  private readonly snapshots = new Map<number, Snapshot>();
  private readonly seen = new Set<string>();
  /** When each place's presence was last written: a visitor asking every second is written down only now and then. */
  private readonly seenWrittenAt = new Map<string, number>();
  private readonly listeners = new Set<(queueId: number) => void>();
  /**
   * Places taken here, by queue, with the count of re-reads begun when each was written: a re-read
   * begun before may answer after the join without it, and must not take it off the board.
   */
  private readonly joinedHere = new Map<number, Map<string, { place: PlaceRow; readsBegun: number }>>();
  private readsBegun = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private sweptAt = Number.NEGATIVE_INFINITY;
  private sweptOpenings = -1;

  constructor(
    private readonly db: Db,
    private readonly openings: SalesOpenings,
    private readonly tickets: AdmissionTickets,
    readonly settings: QueueSettings,
    private readonly clock: { now: () => Date; random: () => number; newId: () => string },
  ) {}

  start(): void {
    // a round that fails (the database away, or closed under it at shutdown) is tried again at the
    // next tick: it must not end the process as an unhandled rejection
    this.timer ??= setInterval(() => void this.step().catch(() => undefined), this.settings.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Heard after every re-read of a queue (the live streams answer their visitors then). */
  onChange(listener: (queueId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One round: every running queue ticked and re-read; a round still running is not doubled. */
  step(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<void> {
    const now = this.clock.now();
    const seen = [...this.seen];
    this.seen.clear();
    try {
      await markSeen(this.db, seen, now);
      if (this.seenWrittenAt.size > 100_000) this.seenWrittenAt.clear();
      for (const id of seen) this.seenWrittenAt.set(id, now.getTime());
    } catch {
      seen.forEach((id) => this.seen.add(id));
    }
    // the openings whose waiting room has begun get their queue; every queue not closed is moved on
    const current = await this.openings.current(now, this.settings);
    const idle = current.length === 0 && ![...this.snapshots.values()].some((snapshot) => !snapshot.queue.closed_at);
    // (a changed catalogue may have moved an opening whose queue still runs: that is swept at once)
    if (idle && now.getTime() - this.sweptAt < IDLE_SWEEP_MS && this.sweptOpenings === this.openings.version) return;
    this.sweptAt = now.getTime();
    this.sweptOpenings = this.openings.version;
    const queueIds = new Set<number>();
    for (const opening of current) queueIds.add(await this.queueIdOf(opening));
    for (const queue of await runningQueues(this.db)) {
      this.queueIds.set(openingKey({ festivalId: queue.festival_id, opensAt: queue.opens_at }), queue.id);
      queueIds.add(queue.id);
      // an opening the admin moved or cleared: its queue ends (its visitors meet the new opening)
      const listed = (await this.openings.timesOf(queue.festival_id)).some((time) => time.getTime() === queue.opens_at.getTime());
      if (!listed) await closeIfNoLongerOpening(this.db, queue.id, now);
    }
    // and those this process still shows running: another process may have closed them
    for (const [queueId, snapshot] of this.snapshots) if (!snapshot.queue.closed_at) queueIds.add(queueId);
    for (const queueId of queueIds) {
      try {
        if (!this.snapshots.get(queueId)?.queue.closed_at) await tick(this.db, queueId, now, this.settings);
        await this.refresh(queueId);
      } catch {
        // the next round tries again: a queue lives in Postgres, nothing of it is lost here
      }
    }
  }

  private async queueIdOf(opening: SalesOpening): Promise<number> {
    const key = openingKey(opening);
    let id = this.queueIds.get(key);
    if (id === undefined) {
      id = (await queueOf(this.db, opening, this.settings.defaultAdmissionsPerMinute, this.clock.now())).id;
      this.queueIds.set(key, id);
      this.sweptAt = Number.NEGATIVE_INFINITY;
    }
    return id;
  }

  private async refresh(queueId: number): Promise<Snapshot | undefined> {
    const reading = ++this.readsBegun;
    const read = await queueSnapshot(this.db, queueId);
    if (!read) return undefined;
    const snapshot = snapshotOf(read.queue, this.withJoinsSince(queueId, reading, read.places));
    this.snapshots.set(queueId, snapshot);
    for (const listener of this.listeners) listener(queueId);
    return snapshot;
  }

  private async snapshot(queueId: number): Promise<Snapshot | undefined> {
    return this.snapshots.get(queueId) ?? this.refresh(queueId);
  }

  /** Whether orders for the opening's items need an admission at `now`. */
  active(opening: SalesOpening, now: Date): boolean {
    if (phaseOf(opening.opensAt, now, this.settings) === 'countdown') return false;
    const id = this.queueIds.get(openingKey(opening));
    const closed = id === undefined ? undefined : this.snapshots.get(id)?.queue.closed_at;
    if (closed) return false;
    return id !== undefined || now.getTime() - opening.opensAt.getTime() < this.settings.openForMs;
  }

  /** The queue id an opening's admissions name (made on first need). */
  queueIdFor(opening: SalesOpening): Promise<number> {
    return this.queueIdOf(opening);
  }

  /** A visitor's status for the festival's next opening; with `joining`, a place is taken when there is a queue to join. */
  async status(festivalId: string, visitor: Visitor, joining: boolean): Promise<SalesQueueStatus> {
    const now = this.clock.now();
    // the first opening still to come, or whose queue still runs
    const opensAt = (await this.openings.timesOf(festivalId)).find((time) => phaseOf(time, now, this.settings) === 'countdown' || this.active({ festivalId, opensAt: time }, now)) ?? null;
    const base = { festivalId, opensAt: opensAt?.toISOString() ?? null, waitingRoomOpensAt: opensAt ? new Date(opensAt.getTime() - this.settings.waitingRoomMs).toISOString() : null };
    const empty = { ...base, position: null, ahead: null, estimatedWaitSeconds: null, paused: false, admission: null, serverTime: now.toISOString() };
    if (!opensAt) return { ...empty, state: 'open' };
    if (phaseOf(opensAt, now, this.settings) === 'countdown') return { ...empty, state: 'countdown' };
    const queueId = await this.queueIdOf({ festivalId, opensAt });
    let snapshot = await this.snapshot(queueId);
    if (!snapshot || snapshot.queue.closed_at) return { ...empty, state: 'open' };
    let place = this.placeOf(snapshot, visitor);
    const lapsed = place?.admitted_at && place.admitted_at.getTime() + this.settings.admissionValidMs <= now.getTime();
    if ((!place || lapsed) && joining) {
      place = await join(this.db, queueId, visitor, now, this.clock.random(), this.clock.newId(), this.settings.admissionValidMs);
      snapshot = this.withPlace(queueId, snapshot, place);
    }
    if (!place || (lapsed && !joining)) return { ...empty, state: 'not_joined', paused: snapshot.queue.paused };
    this.noteSeen(place.place_id, now);
    return { ...empty, ...this.placeStatus(snapshot, place, now), paused: snapshot.queue.paused };
  }

  /** Presence is written at most every sixth of the keeping time: a place is never given up for want of a write. */
  private noteSeen(placeId: string, now: Date): void {
    const written = this.seenWrittenAt.get(placeId);
    if (written === undefined || now.getTime() - written >= this.settings.keepPlaceMs / 6) this.seen.add(placeId);
  }

  private placeOf(snapshot: Snapshot, visitor: Visitor): PlaceRow | undefined {
    return snapshot.byBrowser.get(visitor.browserId) ?? (visitor.userId === null ? undefined : snapshot.byUser.get(visitor.userId));
  }

  /** A place just taken shows at once in this process; the others read it at their next round. */
  private withPlace(queueId: number, snapshot: Snapshot, place: PlaceRow): Snapshot {
    const joined = this.joinedHere.get(queueId) ?? new Map<string, { place: PlaceRow; readsBegun: number }>();
    joined.set(place.browser_id, { place, readsBegun: this.readsBegun });
    this.joinedHere.set(queueId, joined);
    const next = snapshotOf(snapshot.queue, placesWith(snapshot.places, place));
    this.snapshots.set(queueId, next);
    return next;
  }

  /** A re-read's places, with the joins written here after it began (a later re-read shows them itself). */
  private withJoinsSince(queueId: number, reading: number, read: PlaceRow[]): PlaceRow[] {
    const joined = this.joinedHere.get(queueId);
    if (!joined) return read;
    let places = read;
    for (const [browserId, { place, readsBegun }] of joined) {
      if (readsBegun < reading) joined.delete(browserId);
      else places = placesWith(places, place);
    }
    if (joined.size === 0) this.joinedHere.delete(queueId);
    return places;
  }

  private placeStatus(snapshot: Snapshot, place: PlaceRow, now: Date): Pick<SalesQueueStatus, 'state' | 'position' | 'ahead' | 'estimatedWaitSeconds' | 'admission'> {
    const { queue } = snapshot;
    if (place.admitted_at) {
      const expiresAt = new Date(place.admitted_at.getTime() + this.settings.admissionValidMs);
      const token = this.tickets.sign({ queueId: queue.id, placeId: place.place_id, expiresAt });
      return { state: 'admitted', position: place.position, ahead: 0, estimatedWaitSeconds: 0, admission: { token, expiresAt: expiresAt.toISOString() } };
    }
    const ahead = snapshot.ahead.get(place.place_id) ?? null;
    const untilOpening = Math.max(0, Math.ceil((queue.opens_at.getTime() - now.getTime()) / 1000));
    // before the draw there is no position yet: everyone in the room may be first
    const wait = ahead === null ? null : estimatedWaitSeconds(ahead, queue.admissions_per_minute, queue.paused);
    return { state: 'waiting', position: place.position, ahead, estimatedWaitSeconds: wait === null ? (ahead === null && !queue.paused ? untilOpening : null) : untilOpening + wait, admission: null };
  }
}
