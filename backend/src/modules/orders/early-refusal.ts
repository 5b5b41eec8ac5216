import { ConflictError, orderDecider, soldOut, stockKey, type OrderEvent, type PlaceOrder, type PlaceOrderRequest, type StockHeld, type StockItem } from '@pokerfest/domain';
import type { Config, Executor } from '@pokerfest/infra';
import { firstSoldOut, type StockNotices } from '../stock';
import { PlacementLine } from './placement-line';
import { SoldOutMemo } from './sold-out-memo';

// The opening-day rush (ADR 0032): of 1,000 buyers racing for 10 rooms, 990 cannot win, and each
// of them used to pay for a whole command transaction (stream lock, events, registry row, the
// counter's row lock) only to roll it back. An order for an item already sold out is refused
// before any transaction, with the very 409 the hold would answer. The read takes no lock: an item
// that looks free is still decided by the hold under its counter row's lock, so the winners are
// chosen exactly as before; a unit released and committed is seen by the next read.

/** This API process's defences against a rush: the items' lines and what it saw sold out. */
export interface PlacementRush {
  line: PlacementLine;
  memo: SoldOutMemo;
}

/** One per API process; the memo listens to stock's notices: units given back by a command of this process clear their item at once. */
export function placementRush(config: Pick<Config, 'ORDER_LINE_PER_ITEM' | 'SOLD_OUT_MEMO_MS'>, notices: StockNotices): PlacementRush {
  const memo = new SoldOutMemo(config.SOLD_OUT_MEMO_MS);
  notices.onFreed((item) => memo.forget([item]));
  return { line: new PlacementLine(config.ORDER_LINE_PER_ITEM), memo };
}

/**
 * The rooms and seats placing `command` would hold. Runs the pure decider, so it throws first what
 * the command would throw before touching stock (a changed price, a tournament twice).
 */
export function stockItemsOf(command: PlaceOrder): StockItem[] {
  const held = orderDecider.decide(command, orderDecider.initialState).find((event: OrderEvent): event is StockHeld => event.type === 'StockHeld');
  return held ? held.data.items : [];
}

/**
 * The line a placement waits in, from the request before the catalogue is read: its room type, else
 * its first tournament, as the hold locks them (none without stock). Only an order of this process's
 * buyers: a request naming a room type by its hotel's id simply waits in another line.
 */
export function lineOfRequest(request: Pick<PlaceOrderRequest, 'hotelId' | 'tournaments' | 'reservedTournaments'>): string | null {
  if (request.hotelId !== undefined && request.hotelId !== null) return stockKey('accommodation', request.hotelId);
  const seats = [...request.tournaments, ...request.reservedTournaments];
  return seats.length > 0 ? stockKey('tournament', Math.min(...seats)) : null;
}

export interface EarlyRefusalOptions {
  memo?: SoldOutMemo;
  /** The item an accepted waiting-list offer set a unit aside for: that unit is the buyer's, never refused here. */
  offered?: Pick<StockItem, 'kind' | 'id'>;
}

const buyable = <T extends Pick<StockItem, 'kind' | 'id'>>(items: readonly T[], offered: EarlyRefusalOptions['offered']) =>
  items.filter((item) => !(offered && item.kind === offered.kind && item.id === offered.id));

/**
 * Before the catalogue is read: the item of the request this process saw sold out, if any. The
 * request's `hotelId` names the room type (its fallback, a hotel's id, only when no room type of
 * the festival has that id) and its tournaments are the seats, so an item of the same festival in
 * the memo is exactly the one the placement would find sold out.
 */
export function rememberedSoldOut(request: Pick<PlaceOrderRequest, 'productId' | 'hotelId' | 'tournaments' | 'reservedTournaments'>, options: EarlyRefusalOptions): StockItem | null {
  if (!options.memo) return null;
  const asked = [
    ...(request.hotelId === undefined || request.hotelId === null ? [] : [{ kind: 'accommodation' as const, id: request.hotelId }]),
    ...[...request.tournaments, ...request.reservedTournaments].map((id) => ({ kind: 'tournament' as const, id })),
  ];
  return options.memo.soldOut(request.productId, buyable(asked, options.offered));
}

/** Throws `soldOut(item)` for the first of the order's items with nothing left: remembered, else read without a lock. */
export async function refuseWhenSoldOut(db: Executor, command: Pick<PlaceOrder, 'festival'>, items: readonly StockItem[], options: EarlyRefusalOptions = {}): Promise<void> {
  const { memo } = options;
  const festivalId = command.festival.productId;
  const candidates = buyable(items, options.offered);
  if (candidates.length === 0) return;
  const known = memo?.soldOut(festivalId, candidates);
  if (known) throw soldOut(known);
  const generations = candidates.map((item) => memo?.generation(item) ?? 0);
  const gone = await firstSoldOut(db, candidates);
  if (!gone) return;
  memo?.remember(festivalId, gone, generations[candidates.indexOf(gone)]!);
  throw soldOut(gone);
}

/**
 * Before a hold: what to do when it is refused sold out in the transaction (a buyer who passed the
 * early check in a race): the item is remembered like a read that found it so.
 */
export function watchHold(memo: SoldOutMemo | undefined, festivalId: string, items: readonly StockItem[]): (error: unknown) => void {
  const generations = new Map(items.map((item) => [stockKey(item.kind, item.id), memo?.generation(item) ?? 0]));
  return (error) => {
    if (!memo || !(error instanceof ConflictError)) return;
    const details = error.details as { reason?: string; item?: StockItem } | undefined;
    const generation = details?.item && generations.get(stockKey(details.item.kind, details.item.id));
    if (details?.reason === 'sold_out' && details.item && generation !== undefined) memo.remember(festivalId, details.item, generation);
  };
}
