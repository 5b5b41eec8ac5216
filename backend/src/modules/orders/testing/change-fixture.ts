import { expect } from 'vitest';
import type { ChangeQuoteView, ChangeRequest, OrderView } from '@pokerfest/domain';
import type { SessionClient } from '../../../testing/session-client';
import type { TestApp } from '../../../testing/test-app';
import { confirmedOrder } from '../../loyalty/testing/loyalty-fixture';
import type { BookableFestival } from '../../../testing/booking-fixture';
import { demoCard } from './demo-payments';

// Booking changes driven through the API as a player does them: quote, confirm, pay the difference.

export async function quote(client: SessionClient, orderId: string, request: ChangeRequest | Record<string, unknown>): Promise<ChangeQuoteView> {
  const answer = await client.post(`/api/orders/${orderId}/change-quote`, request);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ChangeQuoteView>();
}

export async function confirm(client: SessionClient, orderId: string, quoteId: string): Promise<OrderView> {
  const answer = await client.post(`/api/orders/${orderId}/changes`, { quoteId });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OrderView>();
}

/** Pays what the order asks for now (a change's difference) with the demo card. */
export async function payDue(client: SessionClient, orderId: string, amount: number): Promise<void> {
  const intent = await client.post('/api/create-payment-intent', { orderId, amount });
  expect(intent.statusCode, intent.body).toBe(201);
  const paid = await client.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, ...demoCard('4242 4242 4242 4242') });
  expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
}

/** The fixture's full order (825.50: 4 nights 480.00, seat 300.00, a seat at the venue, transfer 45.50), paid. */
export const paidOrder = (player: SessionClient, festival: BookableFestival) => confirmedOrder(player, festival);

export async function demoRefundsOf(t: TestApp, orderId: string): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('demo_payment_refunds as r')
    .innerJoin('demo_payment_intents as i', 'i.id', 'r.intent_id')
    .select('r.amount_cents')
    .where('i.order_id', '=', orderId)
    .orderBy('r.created_at')
    .execute();
  return rows.map((row) => Number(row.amount_cents));
}

export async function activeHolds(t: TestApp, orderId: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('stock_holds').select(['item_kind', 'item_id']).where('order_id', '=', orderId).where('released_at', 'is', null).orderBy('item_kind').orderBy('item_id').execute();
  return rows.map((row) => `${row.item_kind}:${row.item_id}`);
}

export async function eventTypes(t: TestApp, orderId: string): Promise<string[]> {
  return (await t.store.readStream(`order-${orderId}`)).map((event) => event.type);
}
