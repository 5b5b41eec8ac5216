import { isCancellation, stockKey, type ChangeCatalogue, type ChangeRequest, type OrderState } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import { remainingStock } from '../stock';

// The catalogue rows a change names, read for its quote: the festival's dates, the booked room's
// window (for new nights), the tournaments and extras it adds, with the seats left now. A quote holds
// nothing, so "sold out" here is what the player sees; the hold on confirmation decides under lock.

const NONE: ChangeCatalogue = { festivalStart: '', festivalEnd: '', room: null, tournaments: [], extras: [] };

export async function changeCatalogue(db: Executor, state: OrderState, request: ChangeRequest): Promise<ChangeCatalogue> {
  const festivalId = state.placement?.festival.productId;
  if (!festivalId || isCancellation(request)) return NONE;
  const festival = await db.selectFrom('festivals').select(['start_date', 'end_date']).where('product_id', '=', festivalId).executeTakeFirst();
  if (!festival) return NONE;
  const roomId = state.placement?.room?.id;
  const room =
    request.nights !== undefined && roomId !== undefined
      ? await db.selectFrom('accommodations').select(['check_in_date', 'check_out_date', 'min_stay_days']).where('id', '=', roomId).where('festival_id', '=', festivalId).executeTakeFirst()
      : undefined;
  const tournamentIds = [...new Set(request.addTournaments)];
  const extraIds = [...new Set(request.addExtras)];
  const [tournaments, extras, remaining] = await Promise.all([
    tournamentIds.length ? db.selectFrom('tournaments').selectAll().where('festival_id', '=', festivalId).where('id', 'in', tournamentIds).execute() : [],
    extraIds.length ? db.selectFrom('extras').selectAll().where('festival_id', '=', festivalId).where('id', 'in', extraIds).execute() : [],
    remainingStock(db, festivalId),
  ]);
  return {
    festivalStart: festival.start_date,
    festivalEnd: festival.end_date,
    room: room ? { roomFrom: room.check_in_date, roomUntil: room.check_out_date, minStayNights: room.min_stay_days } : null,
    tournaments: tournaments.map((row) => ({
      id: row.id,
      title: row.title,
      date: row.date,
      buyInCents: row.buy_in_cents,
      currency: row.currency,
      canBePurchased: row.can_be_purchased,
      canBeReserved: row.can_be_reserved,
      remainingSeats: remaining.get(stockKey('tournament', row.id)) ?? null,
    })),
    extras: extras.map((row) => ({ id: row.id, name: row.name, description: row.description, priceCents: row.price_cents })),
  };
}
