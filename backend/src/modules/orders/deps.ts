import type { OrderEvent, OrderState } from '@pokerfest/domain';
import type { Config, ConfiguredPaymentProvider, Db, EventStore, JobQueue, Reactions } from '@pokerfest/infra';
import { sellerInForce } from '../shop';
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
  /** The reactions of the contexts that follow orders (loyalty's), from the composition root. */
  orderSubscribers: readonly Reactions<OrderEvent, OrderState>[];
  /** The API process's line per item and sold-out memo (early-refusal.ts); a unit given back clears the memo. */
  rush?: PlacementRush;
}

export function commandDeps(deps: Pick<OrdersDeps, 'store' | 'queue' | 'config' | 'now' | 'orderSubscribers' | 'rush'>): OrderCommandDeps {
  const ordering = orderingReactions({ publicUrl: deps.config.PUBLIC_URL, seller: (db) => sellerInForce(db, deps.config), tripReminderHourUtc: deps.config.TRIP_REMINDER_HOUR_UTC });
  const memo = deps.rush?.memo;
  return {
    store: deps.store,
    queue: deps.queue,
    now: deps.now,
    maxRetries: deps.config.COMMAND_MAX_RETRIES,
    reactions: [ordering, ...deps.orderSubscribers],
    released: memo && ((items) => memo.forget(items)),
  };
}
