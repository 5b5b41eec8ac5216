import { DemoPaymentProvider } from '@pokerfest/infra';
import { loggedInAs } from '../../../testing/accounts';
import type { SessionClient } from '../../../testing/session-client';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../testing/test-app';
import { bookableFestival, type BookableFestival } from '../../../testing/booking-fixture';

/** A shop with a bookable festival, a logged-in player, and the demo provider that signs its payment verdicts. */
export interface DemoPaymentsShop {
  t: TestApp;
  player: SessionClient;
  festival: BookableFestival;
  demo: DemoPaymentProvider;
  webhookSecret: string;
}

export async function demoPaymentsShop(options: TestAppOptions): Promise<DemoPaymentsShop> {
  const t = await createTestApp(options);
  const admin = (await loggedInAs(t, 'admin')).client;
  const player = (await loggedInAs(t, 'player')).client;
  const festival = await bookableFestival(admin);
  const webhookSecret = t.config.DEMO_WEBHOOK_SECRET!;
  const demo = new DemoPaymentProvider({ db: t.database.db, webhookSecret, toleranceSeconds: 300, now: () => new Date() });
  return { t, player, festival, demo, webhookSecret };
}

/** The demo card form's fields for a card number (the number decides the outcome). */
export const demoCard = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' });
