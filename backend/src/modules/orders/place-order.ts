import {
  addStayDays,
  fromMajorUnits,
  NotFoundError,
  ValidationError,
  type CustomerDetails,
  type ExtraLine,
  type PlaceOrder,
  type PlaceOrderRequest,
  type RoomLine,
  type SeatLine,
  stayProblem,
} from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { UserRow } from '../identity';

// Turns the placement call into the PlaceOrder command: every name and price is read from the
// catalogue here, never taken from the request. The decider then prices it with the one rule.

function roomQuery(db: Db, festivalId: string) {
  return db
    .selectFrom('accommodations')
    .innerJoin('hotels', 'hotels.id', 'accommodations.hotel_id')
    .select(['accommodations.id', 'accommodations.hotel_id', 'hotels.name as hotel_name', 'room_type', 'price_per_night_cents', 'currency', 'min_stay_days', 'check_in_date', 'check_out_date'])
    .where('festival_id', '=', festivalId);
}

/**
 * `hotelId` names the chosen room (an accommodation id). A caller that sends a hotel's id instead,
 * as the spec's field name suggests, gets that hotel's cheapest room at this festival.
 */
async function chosenRoom(db: Db, festivalId: string, hotelId: number) {
  const room = await roomQuery(db, festivalId).where('accommodations.id', '=', hotelId).executeTakeFirst();
  if (room) return room;
  return roomQuery(db, festivalId).where('accommodations.hotel_id', '=', hotelId).orderBy('price_per_night_cents').orderBy('accommodations.id').executeTakeFirst();
}

async function roomLine(db: Db, festival: { id: string; start: string; end: string }, request: PlaceOrderRequest): Promise<RoomLine | null> {
  if (request.hotelId === undefined || request.hotelId === null) return null;
  const room = await chosenRoom(db, festival.id, request.hotelId);
  if (!room) throw new NotFoundError('The chosen room is not offered for this festival');
  if (!request.nights) throw new ValidationError('Please select number of nights');
  // check-out is the one sent, else the nights after check-in: dates and nights must then agree
  const checkIn = request.checkIn ?? festival.start;
  const checkOut = request.checkOut ?? addStayDays(checkIn, request.nights);
  const problem = stayProblem(
    { checkIn, checkOut, nights: request.nights },
    { festivalStart: festival.start, festivalEnd: festival.end, roomFrom: room.check_in_date, roomUntil: room.check_out_date, minStayNights: room.min_stay_days },
  );
  if (problem) throw new ValidationError(problem);
  return {
    id: room.id,
    hotelId: room.hotel_id,
    hotelName: room.hotel_name,
    roomType: room.room_type,
    checkIn,
    checkOut,
    nights: request.nights,
    pricePerNightCents: room.price_per_night_cents,
    currency: room.currency,
  };
}

async function seatLines(db: Db, festivalId: string, paid: readonly number[], reserved: readonly number[]): Promise<SeatLine[]> {
  const ids = [...paid, ...reserved];
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('tournaments').selectAll().where('festival_id', '=', festivalId).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const line = (id: number, isPurchased: boolean): SeatLine => {
    const row = byId.get(id);
    if (!row) throw new ValidationError(`Tournament ${id} is not part of this festival`);
    if (isPurchased && !row.can_be_purchased) throw new ValidationError(`A seat in ${row.title} cannot be bought online; reserve it to pay at the venue`);
    if (!isPurchased && !row.can_be_reserved) throw new ValidationError(`A seat in ${row.title} cannot be reserved; it must be bought`);
    return { id, title: row.title, date: row.date, buyInCents: row.buy_in_cents, currency: row.currency, isPurchased };
  };
  return [...paid.map((id) => line(id, true)), ...reserved.map((id) => line(id, false))];
}

async function extraLines(db: Db, festivalId: string, ids: readonly number[]): Promise<ExtraLine[]> {
  if (ids.length === 0) return [];
  const quantities = new Map<number, number>();
  for (const id of ids) quantities.set(id, (quantities.get(id) ?? 0) + 1);
  const rows = await db.selectFrom('extras').selectAll().where('festival_id', '=', festivalId).where('id', 'in', [...quantities.keys()]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...quantities].map(([id, quantity]) => {
    const row = byId.get(id);
    if (!row) throw new ValidationError(`Extra ${id} is not offered for this festival`);
    return { id, name: row.name, description: row.description, priceCents: row.price_cents, quantity };
  });
}

function customerOf(request: PlaceOrderRequest, user: UserRow): CustomerDetails {
  return {
    name: request.customerFullName ?? user.username,
    email: request.customerEmail ?? user.email,
    phone: request.customerPhone ?? null,
    casinoDetails: request.casinoDetails ?? null,
    emergencyContact: request.emergencyContact ?? null,
    specialRequests: request.specialRequests ?? null,
    notes: request.notes ?? null,
  };
}

export async function buildPlaceOrder(
  db: Db,
  request: PlaceOrderRequest,
  user: UserRow,
  placement: { orderId: string; now: Date; holdMs: number },
): Promise<PlaceOrder> {
  const festival = await db
    .selectFrom('festivals')
    .select(['product_id', 'title', 'location', 'start_date', 'end_date'])
    .where('product_id', '=', request.productId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!festival) throw new NotFoundError('Festival not found');
  return {
    type: 'PlaceOrder',
    orderId: placement.orderId,
    userId: user.id,
    festival: { productId: festival.product_id, name: festival.title, location: festival.location, startDate: festival.start_date, endDate: festival.end_date },
    room: await roomLine(db, { id: festival.product_id, start: festival.start_date, end: festival.end_date }, request),
    seats: await seatLines(db, festival.product_id, request.tournaments, request.reservedTournaments),
    extras: await extraLines(db, festival.product_id, request.extras),
    customer: customerOf(request, user),
    clientTotalCents: fromMajorUnits(request.totalPrice),
    now: placement.now,
    holdMs: placement.holdMs,
  };
}
