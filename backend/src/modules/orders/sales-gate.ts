import type { PlaceOrderRequest } from '@pokerfest/domain';
import type { OrdersDeps } from './deps';

/**
 * The sales openings' gate for a placement (the sales-queue context's check, given by the
 * composition root). A waiting-list offer's unit is set aside for its buyer: never queued again.
 */
export async function admitted(deps: Pick<OrdersDeps, 'salesGate' | 'now'>, request: Pick<PlaceOrderRequest, 'productId' | 'hotelId' | 'tournaments' | 'reservedTournaments' | 'offerId' | 'admission'>, userId: number): Promise<void> {
  if (!deps.salesGate || request.offerId) return;
  const rooms = request.hotelId === undefined || request.hotelId === null ? [] : [request.hotelId];
  await deps.salesGate({ festivalId: request.productId, rooms, tournaments: [...request.tournaments, ...request.reservedTournaments], admission: request.admission }, userId, deps.now());
}
