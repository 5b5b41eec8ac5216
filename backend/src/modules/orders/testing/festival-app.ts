import { loggedInAs } from '../../../testing/accounts';
import type { SessionClient } from '../../../testing/session-client';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../testing/test-app';
import { bookableFestival, type BookableFestival } from './booking-fixture';

// The start most booking tests share: a test app on the test's clock, an admin and a player logged
// in to it, and a festival to book (see booking-fixture.ts).

export interface FestivalApp {
  t: TestApp;
  admin: SessionClient;
  /** A fresh player of `t`. */
  player: SessionClient;
  festival: BookableFestival;
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
  return { t, admin, player, festival: await bookableFestival(admin, { rooms, seats }) };
}
