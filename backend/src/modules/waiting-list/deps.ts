import type { Config, Db, EventStore, JobQueue } from '@pokerfest/infra';

export interface WaitingListDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'COMMAND_MAX_RETRIES' | 'WAITING_LIST_MAX_PER_USER'>;
  now: () => Date;
}
