import {
  decideStock,
  evolveStock,
  freesUnits,
  lockOrder,
  NotFoundError,
  type StockClaim,
  type StockCommand,
  type StockCounters,
  type StockEvent,
  type StockItem,
  type StockItemRef,
  type WaitingDemand,
} from '@pokerfest/domain';
import { AfterCommit, afterCommitHooks, type Db, type JobQueue } from '@pokerfest/infra';
import { stockChangedHere } from './stock-changes';
import { capacityOf, countersOf } from './stock-levels';
import { applyToCounters, ensureCounterRow, recordHold, releaseHolds, takeSetAsideUnit, takeUnitIfFree } from './stock-rows';
import type { StockNotices } from './stock-notices';
import type { StockReaction, StockReactions, StockRun } from './stock-run';

// The stock context's commands: each locks the item's counter row, reads it, lets the pure decider
// (domain/src/stock) decide, writes the events to the row and hands them to the followers in the
// same transaction. A hold, the flash-sale path, takes its unit in the statement that locks the row
// and has the decider rule on the counters it found (decision 0034).

/** A waiting-list offer the order is placed through, and the item its unit was set aside for. */
export interface HoldClaim extends StockClaim {
  item: StockItemRef;
}

export interface Stock {
  /** One unit of each item for `holder`, in lock order; sold out throws, and the caller's transaction rolls back. */
  hold(run: StockRun, holder: string, items: readonly StockItem[], claim?: HoldClaim): Promise<void>;
  /** Gives back what `holder` holds of the items (releasing twice releases nothing more); answers the items a unit went back to. */
  release(run: StockRun, holder: string, items: readonly StockItem[]): Promise<StockItem[]>;
  /**
   * Sets free units aside for the item's waiting list, as the decider finds it wants them; `demand`
   * is counted once the counter row is locked. Answers the units set aside and not yet promised.
   */
  setAside(run: StockRun, item: StockItemRef, demand: () => Promise<WaitingDemand>): Promise<number>;
  /** Hands set-aside units back to sale; false when fewer are set aside (the caller decided on counts that moved). */
  returnSetAside(run: StockRun, item: StockItemRef, units: number): Promise<boolean>;
  /** The admin changed the item's capacity in this transaction, `from` → `to`. */
  changeCapacity(run: StockRun, item: StockItemRef, from: number, to: number): Promise<void>;
  /** The item is being deleted: refused while orders hold units of it (or a follower refuses); its counters go. */
  retire(run: StockRun, item: StockItemRef): Promise<void>;
  /** A transaction of stock's own (an admin's change, a join's follow-up): its timers and notices go out once it commits. */
  transaction<T>(db: Db, now: Date, cause: string, work: (run: StockRun) => Promise<T>): Promise<T>;
}

export interface StockDeps {
  queue: JobQueue;
  /** The contexts that follow stock's events (the waiting list's table), from the composition root. */
  followers: readonly StockReactions[];
  /** This process's listeners to units given back (the API's sold-out memo); none in a worker. */
  notices?: StockNotices;
}

const sameItem = (a: StockItemRef, b: StockItemRef) => a.kind === b.kind && a.id === b.id;

/** The counters before the statement took its unit. */
const beforeTaking = (after: StockCounters, claimed: boolean): StockCounters => ({ held: after.held - 1, reserved: claimed ? after.reserved + 1 : after.reserved });

export function createStock(deps: StockDeps): Stock {
  async function publish(run: StockRun, events: readonly StockEvent[]): Promise<void> {
    // every process's view of what is left forgets it after the commit: this one's at once, the others' on a NOTIFY
    if (events.length > 0) run.notifyAfterCommit(stockChangedHere);
    for (const event of events) {
      for (const table of deps.followers) {
        const reactions = table[event.type] as readonly StockReaction<StockEvent>[] | undefined;
        for (const reaction of reactions ?? []) await reaction({ ...run, stock }, event);
      }
      const notices = deps.notices;
      if (notices && freesUnits(event)) run.notifyAfterCommit(() => notices.freed(event.data.item));
    }
  }

  /** Every command but the hold: lock and read the counters, decide, write, tell the followers. */
  async function decideLocked(run: StockRun, item: StockItemRef, command: (counters: StockCounters) => Promise<StockCommand | null>): Promise<{ counters: StockCounters; events: StockEvent[] }> {
    const counters = await countersOf(run.trx, item, { lock: true });
    const decided = await command(counters);
    const events = decided ? decideStock(decided, counters) : [];
    await applyToCounters(run.trx, item, events);
    await publish(run, events);
    return { counters: events.reduce(evolveStock, counters), events };
  }

  const stock: Stock = {
    async hold(run, holder, items, claim) {
      for (const item of lockOrder(items)) {
        const claimed = claim && sameItem(claim.item, item) ? { offerId: claim.offerId, userId: claim.userId } : undefined;
        const taken = claimed ? await takeSetAsideUnit(run.trx, item) : await takeUnitIfFree(run.trx, item);
        // read now that the counter row is locked: the statement saw the catalogue as it began, and
        // an admin may have deleted the item or changed its capacity since
        const capacity = await capacityOf(run.trx, item);
        if (capacity === null) throw new NotFoundError(`${item.name} is no longer offered`);
        const before = taken ? beforeTaking(taken, claimed !== undefined) : await countersOf(run.trx, item, { lock: true });
        const events = decideStock({ type: 'Hold', item, holder, capacity, claim: claimed }, before);
        // the decider found a unit the statement did not (the capacity was raised as it ran): taken now
        if (!taken) await applyToCounters(run.trx, item, events);
        await recordHold(run.trx, holder, item);
        await publish(run, events);
      }
    },

    async release(run, holder, items) {
      const freed: StockItem[] = [];
      for (const item of lockOrder(items)) {
        const units = await releaseHolds(run.trx, holder, item, run.now);
        if (units === 0) continue;
        const { events } = await decideLocked(run, item, async () => ({ type: 'Release', item, holder, units }));
        if (events.length > 0) freed.push(item);
      }
      return freed;
    },

    async setAside(run, item, demand) {
      let promised = 0;
      const { counters } = await decideLocked(run, item, async () => {
        const wanted = await demand();
        promised = wanted.promised;
        // nobody in line without an offer: the decider would set nothing aside, so the capacity is not read
        if (wanted.waiting === 0) return null;
        return { type: 'SetAside', item, capacity: (await capacityOf(run.trx, item)) ?? 0, demand: wanted };
      });
      return Math.max(counters.reserved - promised, 0);
    },

    async returnSetAside(run, item, units) {
      const { events } = await decideLocked(run, item, async () => ({ type: 'ReturnSetAside', item, units }));
      return events.length > 0;
    },

    async changeCapacity(run, item, from, to) {
      await decideLocked(run, item, async () => ({ type: 'ChangeCapacity', item, from, to }));
    },

    async retire(run, item) {
      // a row to lock even for an item never booked: a hold that comes after waits, then finds the item gone
      await ensureCounterRow(run.trx, item);
      await decideLocked(run, item, async () => ({ type: 'Retire', item }));
    },

    async transaction(db, now, cause, work) {
      const after = new AfterCommit();
      const result = await db.transaction().execute((trx) => work({ trx, now, cause, ...afterCommitHooks(trx, after) }));
      after.run(deps.queue, now);
      return result;
    },
  };
  return stock;
}
