import type { Config, Db } from '@pokerfest/infra';
import type { SalesOpenings } from './openings';
import type { QueueBoard } from './queue-board';
import type { QueueStreams } from './queue-streams';
import type { BrowserIds } from './visitor';

export interface SalesQueueDeps {
  db: Db;
  config: Config;
  now: () => Date;
  openings: SalesOpenings;
  board: QueueBoard;
  streams: QueueStreams;
  browsers: BrowserIds;
}
