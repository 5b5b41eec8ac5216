import type { TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../../testing/accounts';
import { testTimerHandlers } from '../../../testing/context-jobs';
import type { SessionClient } from '../../../testing/session-client';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../testing/test-app';
import { bookableFestival, type BookableFestival } from '../../../testing/booking-fixture';

// The start most booking tests share: a test app on the test's clock, an admin and a player logged
// in to it, a festival to book (see booking-fixture.ts), and the app's timer handlers to fire by hand.

export interface FestivalApp {
  t: TestApp;
  admin: SessionClient;
  /** A fresh player of `t`. */
  player: SessionClient;
  festival: BookableFestival;
  /** Every context's timer handlers on the app's clock, for `fireTimer`. */
  handlers: Map<string, TimerHandler>;
}

export interface FestivalAppOptions extends TestAppOptions {
  rooms?: number;
  seats?: number;
}

/** Starts a test app with an admin, a player and a festival; the caller closes `t` (in afterAll). */
export async function festivalApp({ rooms, seats, ...app }: FestivalAppOptions = {}): Promise<FestivalApp> {
  const t = await createTestApp(app);
  const admin = (await loggedInAs(t, 'admin')).client;
  const player = (await loggedInAs(t, 'player')).client;
  const handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: app.now ?? (() => new Date()), queue: t.queue, config: t.config, payments: t.payments });
  return { t, admin, player, festival: await bookableFestival(admin, { rooms, seats }), handlers };
}
