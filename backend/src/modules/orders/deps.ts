import { sellerOf, type Config, type ConfiguredPaymentProvider, type Db, type EventStore, type JobQueue, type OrderCommandDeps } from '@pokerfest/infra';

export interface OrdersDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Config;
  now: () => Date;
  payments: ConfiguredPaymentProvider;
}

export function commandDeps(deps: OrdersDeps): OrderCommandDeps {
  return { store: deps.store, queue: deps.queue, now: deps.now, maxRetries: deps.config.COMMAND_MAX_RETRIES, publicUrl: deps.config.PUBLIC_URL, seller: sellerOf(deps.config) };
}
