import type { Config, Db, EventStore, JobQueue } from '@pokerfest/infra';
import type { Stock } from '../stock';

export interface WaitingListDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'COMMAND_MAX_RETRIES' | 'WAITING_LIST_MAX_PER_USER'>;
  now: () => Date;
  /** The item's units: the list sets free ones aside and hands unwanted ones back through it. */
  stock: Stock;
}
