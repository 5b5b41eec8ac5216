import { expect } from 'vitest';
import { loyaltyStream, type LoyaltyEvent } from '@pokerfest/domain';
import { bareEvent, fireTimer, type Db, type EventStore, type TimerHandler } from '@pokerfest/infra';
import { loadLedgerState } from '../ledger-commands';
import { LOYALTY_AWARD_TIMER_KIND } from '../points-timers';
import { registerAccount } from '../../identity';
import { newAccount, SessionClient } from '../../../testing/session-client';
import type { TestApp } from '../../../testing/test-app';
import { fullOrder, type BookableFestival } from '../../../testing/booking-fixture';

// Confirmed orders and ledgers for the loyalty tests: an order paid with the demo card (the server
// alone confirms it), the events of a member's ledger, and a player who signed up with a referral code.

/** fullOrder is 825.50 EUR: 10% of the euros, rounded. */
export const FULL_ORDER_POINTS = 83;

/** `over`: more of the placement (a `paymentPlan`: then the deposit confirms it). */
export async function confirmedOrder(player: SessionClient, festival: BookableFestival, over: Record<string, unknown> = {}): Promise<string> {
  const order = await player.post('/api/orders', fullOrder(festival, over));
  expect(order.statusCode, order.body).toBe(201);
  const id = String(order.json().id);
  const intent = await player.post('/api/create-payment-intent', { orderId: id, amount: 825.5 });
  expect(intent.statusCode, intent.body).toBe(201);
  await payWithDemoCard(player, intent.json().clientSecret);
  return id;
}

export async function payWithDemoCard(player: SessionClient, clientSecret: string): Promise<void> {
  const paid = await player.post('/api/payments/demo/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
    nameOnCard: 'Anna Huber',
  });
  expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
}

export async function ledgerEvents(store: EventStore, userId: number, type?: LoyaltyEvent['type']): Promise<LoyaltyEvent[]> {
  const events = (await store.readStream(loyaltyStream, userId)).map(bareEvent);
  return type ? events.filter((event) => event.type === type) : events;
}

export async function balanceOf(store: EventStore, userId: number): Promise<number> {
  return (await loadLedgerState(store, userId)).balance;
}

/** A player who registered with `referralCode`, logged in. */
export async function referredPlayer(t: TestApp, referralCode: string): Promise<{ client: SessionClient; id: number }> {
  const account = newAccount('referred');
  const { id } = await registerAccount({ db: t.database.db }, { ...account, role: 'player', referralCode });
  const client = new SessionClient(t.server);
  await client.post('/api/login', { username: account.username, password: account.password });
  return { client, id };
}

/** The jobs a confirmation or cancellation queues (points promised or reversed, the refund) run after the HTTP answer: how long a test waits for them. */
export const QUEUED_JOBS_WAIT = { timeout: 10_000, interval: 20 };

/** The order's points award as its delayed job or the sweep would run it at `at`: the timer fires, then its handler runs. */
export async function runAwardAt(db: Db, handlers: ReadonlyMap<string, TimerHandler>, orderId: string, at: Date): Promise<void> {
  await fireTimer(db, handlers, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId }, at);
  await handlers.get(LOYALTY_AWARD_TIMER_KIND)!({ orderId }, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId, dueAt: at });
}
