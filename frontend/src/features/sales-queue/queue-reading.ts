// A sales queue's status as this browser holds it (issue 30): the server's answer and how far the
// server's clock is from this device's, so countdowns run on the server's time, not a wrong device's.
import type { SalesQueueStatus } from '@pokerfest/domain';

export interface QueueReading {
  status: SalesQueueStatus;
  /** The server's time minus this device's when the status arrived, in ms. */
  clockOffsetMs: number;
}

export function readingOf(status: SalesQueueStatus, receivedAt: number = Date.now()): QueueReading {
  const serverTime = Date.parse(status.serverTime);
  return { status, clockOffsetMs: Number.isFinite(serverTime) ? serverTime - receivedAt : 0 };
}

/** The server's time now, as well as this device can tell it. */
export function serverNow(reading: QueueReading | undefined, deviceNow: number = Date.now()): number {
  return deviceNow + (reading?.clockOffsetMs ?? 0);
}
