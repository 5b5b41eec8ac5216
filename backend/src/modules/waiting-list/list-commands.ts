import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WAITING_LIST_SETTINGS,
  waitingListDecider,
  waitingListSettingsSchema,
  waitingListStream,
  type OfferUnits,
  type WaitingItemRef,
  type WaitingListCommand,
  type WaitingListEvent,
  type WaitingListState,
} from '@pokerfest/domain';
import {
  aggregate,
  asStreamEvents,
  bareEvent,
  ConcurrencyError,
  ConcurrentUpdateError,
  enqueueTimer,
  isRetryableConflict,
  loadSetting,
  retryDelayMs,
  type Executor,
  type Position,
  type TimerRequest,
  type Trx,
} from '@pokerfest/infra';
import type { WaitingListDeps } from './deps';
import { listIdOf, listUnits, requireItem, type WaitingItem } from './items';
import { recordInRegistry } from './registry';

export const WAITING_LIST_SETTING = 'waiting-list';

export function waitingListSettings(db: Executor) {
  return loadSetting(db, WAITING_LIST_SETTING, waitingListSettingsSchema, DEFAULT_WAITING_LIST_SETTINGS);
}

export interface ListCommandContext {
  actorId: number | null;
  correlationId?: string;
  causationId?: string;
  /** More writes that commit with the events (a removal link marked used). */
  alsoWrite?: (trx: Trx) => Promise<void>;
}

export interface ListCommandResult {
  state: WaitingListState;
  events: readonly WaitingListEvent[];
  item: WaitingItem;
  position?: Position;
}

/** Builds the command from the list's state and its units, as read under the list's lock. */
export type ListCommandBuilder = (units: OfferUnits, state: WaitingListState) => WaitingListCommand | null;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every list command: under the list stream's lock, fold the list, read its units (the counter's
 * `reserved` and the open offers), first record offers that orders accepted meanwhile, decide,
 * append, then (the append being the first write) lock the item's counter row and write the
 * registry, the offers' e-mails and timers, and units handed back. Units set aside are only ever
 * taken away under this lock (an order taking an offered unit also closes its offer), so the count
 * decided on still holds under the row lock; should it not, the command decides again.
 */
export async function runListCommand(deps: WaitingListDeps, ref: WaitingItemRef, build: ListCommandBuilder, context: ListCommandContext): Promise<ListCommandResult> {
  const item = await requireItem(deps.db, ref);
  const streamId = waitingListStream.format(listIdOf(ref));
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptListCommand(deps, item, streamId, build, context);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= deps.config.COMMAND_MAX_RETRIES) throw new ConcurrentUpdateError(streamId, attempt + 1);
      deps.store.reportConflict(streamId, attempt + 1);
      await sleep(retryDelayMs(attempt));
    }
  }
}

async function attemptListCommand(deps: WaitingListDeps, item: WaitingItem, streamId: string, build: ListCommandBuilder, context: ListCommandContext): Promise<ListCommandResult> {
  let timers: TimerRequest[] = [];
  const now = deps.now();
  const result = await deps.store.withStreamLock(streamId, async (stream) => {
    const { state: folded, version } = aggregate(waitingListDecider, asStreamEvents(waitingListStream, await stream.read()));
    const units = await listUnits(stream.trx, item);
    const accepted = await acceptedMeanwhile(stream.trx, folded, now);
    const { value: settings } = await waitingListSettings(stream.trx);
    let state = accepted.reduce(waitingListDecider.evolve, folded);
    const unassigned = Math.max(units.reserved - units.openOffers, 0);
    const offerIds = Array.from({ length: unassigned + 1 }, () => randomUUID());
    const command = build({ reservedUnits: units.reserved, openOffers: units.openOffers, offerIds, offerHours: settings.offerHours, now }, state);
    const decided = command ? waitingListDecider.decide(command, state) : [];
    const events = [...accepted, ...decided];
    state = decided.reduce(waitingListDecider.evolve, state);
    if (events.length === 0) return { state, events, item };
    const appended = await stream.append({
      streamType: waitingListStream.type,
      expectedVersion: version,
      events,
      metadata: { correlationId: context.correlationId ?? randomUUID(), causationId: context.causationId ?? null, actorId: context.actorId === null ? null : String(context.actorId), occurredAt: now.toISOString() },
      alsoWrite: async (trx) => {
        const locked = await listUnits(trx, item, true);
        if (locked.reserved - locked.openOffers < units.reserved - units.openOffers) throw new ConcurrencyError(streamId, version);
        timers = await recordInRegistry({ trx, item, streamId, version, now, publicUrl: deps.config.PUBLIC_URL, state }, events);
        await context.alsoWrite?.(trx);
      },
    });
    return { state, events, item, position: appended.position };
  });
  for (const timer of timers) void enqueueTimer(deps.queue, timer, now).catch(() => undefined);
  return result;
}

/** Offers of the list that an order took (the registry says accepted) but the list has not recorded yet. */
async function acceptedMeanwhile(db: Executor, state: WaitingListState, now: Date): Promise<WaitingListEvent[]> {
  if (state.offers.length === 0) return [];
  const rows = await db
    .selectFrom('waiting_list_offers')
    .select(['offer_id', 'order_id'])
    .where('offer_id', 'in', state.offers.map((offer) => offer.offerId))
    .where('status', '=', 'accepted')
    .execute();
  let current = state;
  const events: WaitingListEvent[] = [];
  for (const row of rows) {
    const decided = waitingListDecider.decide({ type: 'AcceptOffer', offerId: row.offer_id, orderId: row.order_id ?? '', now }, current);
    current = decided.reduce(waitingListDecider.evolve, current);
    events.push(...decided);
  }
  return events;
}

/** The list's state as its stream says now (no lock). */
export async function loadListState(deps: Pick<WaitingListDeps, 'store'>, ref: WaitingItemRef): Promise<{ state: WaitingListState; events: WaitingListEvent[] }> {
  const folded = await deps.store.aggregateStream(waitingListDecider, waitingListStream, listIdOf(ref));
  return { state: folded.state, events: folded.events.map(bareEvent) };
}
