import type { Config, ConfiguredPaymentProvider, Db, EventStore, JobQueue, OrderCommandDeps } from '@pokerfest/infra';

export interface OrdersDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Config;
  now: () => Date;
  payments: ConfiguredPaymentProvider;
}

export function commandDeps(deps: OrdersDeps): OrderCommandDeps {
  return { store: deps.store, queue: deps.queue, now: deps.now, maxRetries: deps.config.COMMAND_MAX_RETRIES, publicUrl: deps.config.PUBLIC_URL };
}
