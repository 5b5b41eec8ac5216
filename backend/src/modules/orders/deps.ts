import type { OrderEvent, OrderState, StockItemRef, StockOffer } from '@pokerfest/domain';
import type { Config, ConfiguredPaymentProvider, Db, EventStore, Executor, JobQueue, Reactions } from '@pokerfest/infra';
import { sellerInForce } from '../shop';
import type { Stock } from '../stock';
import type { PlacementRush } from './early-refusal';
import type { OrderCommandDeps } from './order-commands';
import { orderingReactions } from './reactions';

export interface OrdersDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Config;
  now: () => Date;
  payments: ConfiguredPaymentProvider;
  /** The reactions of the contexts that follow orders (loyalty's, the documents'), from the composition root. */
  orderSubscribers: readonly Reactions<OrderEvent, OrderState>[];
  /** Rooms and seats: an order's reactions hold and release its units through it. */
  stock: Stock;
  /** Checks the waiting-list offer an order is placed through, from the composition root. */
  offers: OfferCheck;
  /** The API process's line per item and sold-out memo (early-refusal.ts); stock's notices of units given back clear the memo. */
  rush?: PlacementRush;
  /** The sales openings' check (not on sale yet, or no admission while a queue runs), from the composition root. */
  salesGate?: SalesGate;
}

/**
 * The sales openings' check of a placement, before anything is read (the sales-queue context's gate,
 * given by the composition root): refuses 409 `not_on_sale` or `admission_required`.
 */
export type SalesGate = (placement: { festivalId: string; rooms: readonly number[]; tournaments: readonly number[]; admission?: string | null }, userId: number, now: Date) => Promise<void>;

/**
 * The early check of an order placed through a waiting-list offer, before any transaction: the offer
 * is the buyer's, open, unexpired and for one of the order's items; answers which, else refuses 409
 * `offer_not_valid`. The order's transaction checks again as its hold takes the offered unit.
 */
export type OfferCheck = (db: Executor, offerId: string, userId: number, items: readonly StockItemRef[], now: Date) => Promise<StockOffer>;

export function commandDeps(deps: Pick<OrdersDeps, 'store' | 'queue' | 'config' | 'now' | 'orderSubscribers' | 'stock'>): OrderCommandDeps {
  const ordering = orderingReactions({
    publicUrl: deps.config.PUBLIC_URL,
    seller: (db) => sellerInForce(db, deps.config),
    tripReminderHourUtc: deps.config.TRIP_REMINDER_HOUR_UTC,
    paymentPlanHourUtc: deps.config.PAYMENT_PLAN_HOUR_UTC,
    stock: deps.stock,
  });
  return {
    store: deps.store,
    queue: deps.queue,
    now: deps.now,
    maxRetries: deps.config.COMMAND_MAX_RETRIES,
    reactions: [ordering, ...deps.orderSubscribers],
  };
}
