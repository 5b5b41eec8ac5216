import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { NotFoundError, type WaitingItemRef } from '@pokerfest/domain';
import type { ContextJobs, TimerHandler } from '@pokerfest/infra';
import type { WaitingListDeps } from './deps';
import { listUnits } from './items';
import { lapseOfferIfDue, makeOffers, recordAcceptedOffer } from './list-operations';
import { setFreeUnitsAside, WAITING_LIST_ACCEPTED_TIMER_KIND, WAITING_LIST_OFFER_EXPIRY_TIMER_KIND, WAITING_LIST_OFFERS_TIMER_KIND } from './list-timers';

// The waiting list follows stock's events in every process that changes stock.
export { waitingListStockReactions } from './reactions';
export { WAITING_LIST_ACCEPTED_TIMER_KIND, WAITING_LIST_OFFER_EXPIRY_TIMER_KIND, WAITING_LIST_OFFERS_TIMER_KIND } from './list-timers';

function itemOf(payload: Record<string, unknown>): WaitingItemRef | null {
  const kind = payload.kind;
  const id = Number(payload.id);
  return (kind === 'accommodation' || kind === 'tournament') && Number.isSafeInteger(id) ? { kind, id } : null;
}

/** A deleted item's list has nothing left to offer. */
const unlessGone = (error: unknown) => {
  if (!(error instanceof NotFoundError)) throw error;
};

/**
 * Offers until no unit set aside is left unoffered: units set aside while a run decided (a
 * release committing just then) are offered by the same run, not left to the next sweep.
 */
async function offerAll(deps: WaitingListDeps, item: WaitingItemRef, causationId: string): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await makeOffers(deps, item, causationId);
    const units = await listUnits(deps.db, item);
    if (units.reserved - units.openOffers <= 0 || units.waiting === 0) return;
  }
}

/**
 * The hourly net: items with entries waiting and units free (an admin raised the capacity, a
 * reaction was missed) get them set aside, and items with units set aside but unoffered get their
 * offers timer again.
 */
export async function setAsideMissedUnits(deps: WaitingListDeps, now: Date): Promise<number> {
  const items = await sql<{ kind: 'accommodation' | 'tournament'; id: number }>`
    SELECT DISTINCT item_kind AS kind, item_id AS id FROM waiting_list_entries WHERE status = 'waiting'`.execute(deps.db);
  let armed = 0;
  for (const item of items.rows) {
    if (await deps.stock.transaction(deps.db, now, randomUUID(), (run) => setFreeUnitsAside(run, deps.stock, item))) armed++;
  }
  return armed;
}

/** The waiting list's background work: its three timers and the hourly net. */
export function waitingListJobs(deps: WaitingListDeps): ContextJobs {
  return {
    timers: new Map<string, TimerHandler>([
      [
        WAITING_LIST_OFFERS_TIMER_KIND,
        async (payload, timer) => {
          const item = itemOf(payload);
          if (item) await offerAll(deps, item, `${timer.kind}:${timer.key}`).catch(unlessGone);
        },
      ],
      [WAITING_LIST_OFFER_EXPIRY_TIMER_KIND, async (payload) => lapseOfferIfDue(deps, String(payload.offerId)).catch(unlessGone)],
      [WAITING_LIST_ACCEPTED_TIMER_KIND, async (payload) => recordAcceptedOffer(deps, String(payload.offerId)).catch(unlessGone)],
    ]),
    housekeeping: async (now) => void (await setAsideMissedUnits(deps, now)),
  };
}
