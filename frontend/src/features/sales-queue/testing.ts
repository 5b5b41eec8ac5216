import type { SalesQueueStatus } from '@pokerfest/domain';

/** A queue status as the server sends it, before the waiting room of an opening at 10:00, told at `serverTime` (epoch ms). */
export function queueStatus(serverTime: number, over: Partial<SalesQueueStatus> = {}): SalesQueueStatus {
  return {
    festivalId: 'vienna-spring-2027',
    state: 'countdown',
    opensAt: '2027-01-15T10:00:00.000Z',
    waitingRoomOpensAt: '2027-01-15T09:50:00.000Z',
    position: null,
    ahead: null,
    estimatedWaitSeconds: null,
    paused: false,
    admission: null,
    serverTime: new Date(serverTime).toISOString(),
    ...over,
  };
}
