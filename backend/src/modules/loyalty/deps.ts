import type { Config, Db, EventStore, JobQueue } from '@pokerfest/infra';
import type { LedgerCommandDeps } from './ledger-commands';

export interface LoyaltyDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Config;
  now: () => Date;
}

export function ledgerDeps(deps: LoyaltyDeps): LedgerCommandDeps {
  return { store: deps.store, now: deps.now, maxRetries: deps.config.COMMAND_MAX_RETRIES };
}
