import { admissionRequired, notOnSale, phaseOf } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { AdmissionTickets } from './admission-ticket';
import type { SalesOpenings } from './openings';
import type { QueueBoard } from './queue-board';
import { admittedPlaceFor } from './queue-store';

/** What the order route asks before a placement: the festival, its rooms and seats, and the admission sent. */
export interface GatedPlacement {
  festivalId: string;
  rooms: readonly number[];
  tournaments: readonly number[];
  admission?: string | null;
}

/** Refuses a placement for an item not yet on sale (409 `not_on_sale`) or, while its queue runs, without this account's admission (409 `admission_required`). */
export type SalesGate = (placement: GatedPlacement, userId: number, now: Date) => Promise<void>;

/**
 * The order route's first check (issue 30): the openings and the queues' states are in memory, an
 * admission's signature is checked without a query; only an admitted buyer costs a read, once per
 * place and process (which account the place serves).
 */
export function salesGate(db: Db, openings: SalesOpenings, board: QueueBoard, tickets: AdmissionTickets): SalesGate {
  const claimed = new Map<string, number>();
  return async (placement, userId, now) => {
    const gated = await openings.forItems(placement.festivalId, placement.rooms, placement.tournaments);
    for (const opening of gated) if (phaseOf(opening.opensAt, now, board.settings) !== 'open') throw notOnSale(opening);
    for (const opening of gated) {
      if (!board.active(opening, now)) continue;
      const admission = tickets.read(placement.admission, now);
      if (!admission || admission.queueId !== (await board.queueIdFor(opening))) throw admissionRequired(opening);
      if (claimed.get(admission.placeId) === userId) continue;
      if (!(await admittedPlaceFor(db, admission.queueId, admission.placeId, userId))) throw admissionRequired(opening);
      if (claimed.size >= 100_000) claimed.clear();
      claimed.set(admission.placeId, userId);
    }
  };
}
