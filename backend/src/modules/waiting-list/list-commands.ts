import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WAITING_LIST_SETTINGS,
  inSequence,
  waitingListDecider,
  waitingListSettingsSchema,
  waitingListStream,
  type OfferUnits,
  type WaitingItemRef,
  type WaitingListCommand,
  type WaitingListEvent,
  type WaitingListState,
} from '@pokerfest/domain';
import { AfterCommit, bareEvent, ConcurrencyError, handleCommand, loadSetting, react, type Executor, type Position, type Trx } from '@pokerfest/infra';
import type { WaitingListDeps } from './deps';
import { listIdOf, listUnits, requireItem, type ListUnits, type WaitingItem } from './items';
import { registryReactions } from './registry';

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

/** Builds the command from the list's units, as read under the list's lock (null: only record what orders accepted). */
export type ListCommandBuilder = (units: OfferUnits) => WaitingListCommand | null;

/** Offers orders took meanwhile (the registry says accepted) that the list has not recorded yet: recorded first. */
async function acceptedMeanwhile(db: Executor, state: WaitingListState, now: Date): Promise<WaitingListCommand[]> {
  if (state.offers.length === 0) return [];
  const rows = await db
    .selectFrom('waiting_list_offers')
    .select(['offer_id', 'order_id'])
    .where('offer_id', 'in', state.offers.map((offer) => offer.offerId))
    .where('status', '=', 'accepted')
    .execute();
  return rows.map((row) => ({ type: 'AcceptOffer', offerId: row.offer_id, orderId: row.order_id ?? '', now }));
}

const unoffered = (units: ListUnits) => units.reserved - units.openOffers;

/**
 * Every list command, through `handleCommand` serialised on the list's stream: under its lock, fold
 * the list, read its units (the counter's `reserved` and the open offers) and the settings, decide
 * the offers orders accepted meanwhile and then the command, append, then (the append being the first
 * write) lock the item's counter row and run the registry's reactions. Units set aside are only ever
 * taken away under this lock (an order taking an offered unit also closes its offer), so the count
 * decided on still holds under the row lock; should it not, the command decides again.
 */
export async function runListCommand(deps: WaitingListDeps, ref: WaitingItemRef, build: ListCommandBuilder, context: ListCommandContext): Promise<ListCommandResult> {
  const item = await requireItem(deps.db, ref);
  const listId = listIdOf(ref);
  const registry = [registryReactions({ item, publicUrl: deps.config.PUBLIC_URL, stock: deps.stock })];
  const now = deps.now();
  let decidedOn: ListUnits | undefined;
  let after = new AfterCommit();
  const result = await handleCommand(deps.store, {
    stream: waitingListStream,
    id: listId,
    decider: inSequence(waitingListDecider),
    context: { correlationId: context.correlationId ?? randomUUID(), causationId: context.causationId ?? null, actorId: context.actorId === null ? null : String(context.actorId), now },
    maxRetries: deps.config.COMMAND_MAX_RETRIES,
    serialize: true,
    prepare: async (db, state) => {
      const units = await listUnits(db, item);
      decidedOn = units;
      const { value: settings } = await waitingListSettings(db);
      const offerIds = Array.from({ length: Math.max(unoffered(units), 0) + 1 }, () => randomUUID());
      const command = build({ reservedUnits: units.reserved, openOffers: units.openOffers, offerIds, offerHours: settings.offerHours, now });
      const accepted = await acceptedMeanwhile(db, state, now);
      return command ? [...accepted, command] : accepted;
    },
    alsoWrite: async (trx, appended, state) => {
      const locked = await listUnits(trx, item, true);
      if (decidedOn && unoffered(locked) < unoffered(decidedOn)) throw new ConcurrencyError(waitingListStream.format(listId), appended.nextVersion - appended.events.length);
      after = await react(registry, { trx, id: listId, state, now }, appended.events);
      await context.alsoWrite?.(trx);
    },
  });
  after.run(deps.queue, now);
  return { ...result, item };
}

/** The list's state as its stream says now (no lock). */
export async function loadListState(deps: Pick<WaitingListDeps, 'store'>, ref: WaitingItemRef): Promise<{ state: WaitingListState; events: WaitingListEvent[] }> {
  const folded = await deps.store.aggregateStream(waitingListDecider, waitingListStream, listIdOf(ref));
  return { state: folded.state, events: folded.events.map(bareEvent) };
}
