import { randomUUID, randomInt } from 'node:crypto';
import type { Config, Db } from '@pokerfest/infra';
import { AdmissionTickets } from './admission-ticket';
import { salesGate, type SalesGate } from './order-gate';
import { SalesOpenings } from './openings';
import { QueueBoard } from './queue-board';
import { QueueStreams } from './queue-streams';
import type { SalesQueueDeps } from './deps';
import { BrowserIds } from './visitor';

export { salesQueueRoutes } from './routes';
export type { SalesGate } from './order-gate';
export type { SalesQueueDeps } from './deps';

/** A uniform draw in [0, 1) from the operating system's randomness (no visitor can predict another's). */
const fairDraw = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

/** The sales queue of one API process: its openings, board, live streams and the order route's gate. */
export function salesQueue(db: Db, config: Config, now: () => Date): Omit<SalesQueueDeps, 'db' | 'config' | 'now'> & { gate: SalesGate } {
  const openings = new SalesOpenings(db);
  const tickets = new AdmissionTickets(config.SESSION_SECRET);
  const board = new QueueBoard(
    db,
    openings,
    tickets,
    {
      waitingRoomMs: config.QUEUE_WAITING_ROOM_MS,
      keepPlaceMs: config.QUEUE_KEEP_PLACE_MS,
      admissionValidMs: config.QUEUE_ADMISSION_VALID_MS,
      openForMs: config.QUEUE_OPEN_FOR_MS,
      tickMs: config.QUEUE_TICK_MS,
      defaultAdmissionsPerMinute: config.QUEUE_ADMISSIONS_PER_MINUTE,
    },
    { now, random: fairDraw, newId: randomUUID },
  );
  return {
    openings,
    board,
    streams: new QueueStreams(board, config.QUEUE_STREAMS_MAX),
    browsers: new BrowserIds(config.SESSION_SECRET, config.secureCookies),
    gate: salesGate(db, openings, board, tickets),
  };
}
