import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeQuoteView, OrderView } from '@pokerfest/domain';
import { fireTimer, type TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import { QUEUED_JOBS_WAIT } from '../loyalty/testing/loyalty-fixture';
import type { BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from './testing/festival-app';
import { demoCard } from './testing/demo-payments';
import { ORDER_CHANGE_HOLD_TIMER_KIND } from './jobs';
import { activeHolds, confirm, demoRefundsOf, eventTypes, paidOrder, payDue, quote } from './testing/change-fixture';

// A player changes or cancels their own paid booking (issue 17): quote, then confirm that quote.
// The fixture's festival starts 2027-06-01; the test's clock decides how many days before that is.
// Jobs run on BullMQ when the run has a Redis, as in production: the refunds reach the demo provider.

const TWENTY_DAYS_BEFORE = new Date('2027-05-12T10:00:00.000Z');
const FIVE_DAYS_BEFORE = new Date('2027-05-27T10:00:00.000Z');

let clock = TWENTY_DAYS_BEFORE;
let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let festival: BookableFestival;
let handlers: Map<string, TimerHandler>;

beforeAll(async () => {
  ({ t, admin, player, festival, handlers } = await festivalApp({ now: () => clock, jobs: 'services', rooms: 20, seats: 10 }));
});
afterAll(async () => t?.close());

const ALL = 825.5;

describe('cancelling a paid booking', () => {
  it('20 days before the start: everything is refunded through the provider and the stock is released', async () => {
    const orderId = await paidOrder(player, festival);
    expect(await activeHolds(t, orderId)).toHaveLength(3);
    const offer = await quote(player, orderId, { cancel: true });
    expect(offer).toMatchObject({ kind: 'cancel', refund: ALL, refundCents: 82_550, due: 0, currency: 'EUR', tier: { label: '14 days or more before the start', daysBeforeStart: 20, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } } });
    expect(offer.lines.map((line) => [line.kind, line.refundCents])).toEqual([['hotel', 48_000], ['tournament', 30_000], ['tournament', 0], ['extra', 4_550]]);
    expect(Date.parse(offer.expiresAt) - clock.getTime()).toBe(t.config.CHANGE_QUOTE_TTL_MS);
    // a quote holds and changes nothing
    expect(await activeHolds(t, orderId)).toHaveLength(3);

    const order = await confirm(player, orderId, offer.quoteId);
    expect(order).toMatchObject({ status: 'cancelled', refundedCents: 82_550, paymentStatus: 'refunded', cancelledAt: clock.toISOString() });
    expect(order.refunds).toEqual([{ quoteId: offer.quoteId, cause: 'cancellation', amount: ALL, amountCents: 82_550, currency: 'EUR', refundedAt: clock.toISOString() }]);
    expect(await activeHolds(t, orderId)).toEqual([]);
    await expect.poll(() => demoRefundsOf(t, orderId), QUEUED_JOBS_WAIT).toEqual([82_550]);
  });

  it('5 days before the start: nothing is refunded, and the stock is still released', async () => {
    clock = TWENTY_DAYS_BEFORE;
    const orderId = await paidOrder(player, festival);
    clock = FIVE_DAYS_BEFORE;
    try {
      const offer = await quote(player, orderId, { cancel: true });
      expect(offer).toMatchObject({ refund: 0, due: 0, tier: { label: 'less than 14 days before the start', daysBeforeStart: 5 } });
      expect(offer.lines.find((line) => line.kind === 'hotel')?.reason).toBe('Danube Hotel 1 - Double Room, 4 nights removed: 0% of €480.00 refunded (less than 14 days before the start)'.replace('Danube Hotel 1', offer.before.room!.name.split(' - ')[0]!));
      expect(await confirm(player, orderId, offer.quoteId)).toMatchObject({ status: 'cancelled', refundedCents: 0, paymentStatus: 'paid', refunds: [], cancelledAt: FIVE_DAYS_BEFORE.toISOString() });
      expect(await activeHolds(t, orderId)).toEqual([]);
      expect(await eventTypes(t, orderId)).not.toContain('RefundRequested');
    } finally {
      clock = TWENTY_DAYS_BEFORE;
    }
  });
});

describe('changing parts of a paid booking', () => {
  it('dropping one extra refunds its price, and the booking loses it', async () => {
    const orderId = await paidOrder(player, festival);
    const offer = await quote(player, orderId, { removeExtras: [festival.extraId] });
    expect(offer).toMatchObject({ kind: 'change', refund: 45.5, due: 0, before: { total: ALL }, after: { total: 780, extras: [] } });
    const order = await confirm(player, orderId, offer.quoteId);
    expect(order).toMatchObject({ status: 'confirmed', totalPrice: 780, extras: [], refundedCents: 4_550, paymentStatus: 'paid', cancelledAt: null });
    expect(order.refunds).toEqual([{ quoteId: offer.quoteId, cause: 'change', amount: 45.5, amountCents: 4_550, currency: 'EUR', refundedAt: clock.toISOString() }]);
    await expect.poll(() => demoRefundsOf(t, orderId), QUEUED_JOBS_WAIT).toEqual([4_550]);
  });

  it('adding a night charges the difference; until paid the change waits with its seat held, then applies', async () => {
    const side = await admin.post('/api/admin/tournaments', { productId: festival.productId, title: 'Side Event', buyIn: 5_000, date: '2027-06-02', availableSeats: 1, currency: 'EUR' });
    expect(side.statusCode, side.body).toBe(201);
    const sideId = Number(side.json().id);
    const orderId = await paidOrder(player, festival);
    const offer = await quote(player, orderId, { nights: 5, addTournaments: [sideId] });
    expect(offer).toMatchObject({ due: 170, refund: 0, after: { total: 995.5, room: { nights: 5, checkOut: '2027-06-06' } } });

    const waiting = await confirm(player, orderId, offer.quoteId);
    expect(waiting).toMatchObject({ nights: 4, totalPrice: ALL, pendingChange: { quoteId: offer.quoteId, due: 170, dueCents: 17_000 } });
    expect(await activeHolds(t, orderId)).toContain(`tournament:${sideId}`);
    // the one Side Event seat is held for this change: nobody else can take it meanwhile
    const rival = (await loggedInAs(t, 'player')).client;
    const taken = await rival.post('/api/orders', { productId: festival.productId, tournaments: [sideId], totalPrice: 50 });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ details: { reason: 'sold_out' } });
    // the amount due is the difference, not the total
    expect((await player.post('/api/create-payment-intent', { orderId, amount: 995.5 })).statusCode).toBe(409);

    await payDue(player, orderId, 170);
    const changed = (await player.get(`/api/orders/${orderId}`)).json<OrderView>();
    expect(changed).toMatchObject({ nights: 5, totalPrice: 995.5, pendingChange: null, paidCents: 99_550, paymentStatus: 'paid' });
    expect(changed.tournaments.map((seat) => seat.id)).toContain(sideId);
    expect(await eventTypes(t, orderId)).toEqual(expect.arrayContaining(['OrderChangeRequested', 'OrderChanged']));
  });

  it('an unpaid difference lapses when its hold runs out: its seat goes back, and a late payment is refunded', async () => {
    const side = await admin.post('/api/admin/tournaments', { productId: festival.productId, title: 'Turbo', buyIn: 2_000, date: '2027-06-02', availableSeats: 1, currency: 'EUR' });
    const turboId = Number(side.json().id);
    const orderId = await paidOrder(player, festival);
    const offer = await quote(player, orderId, { addTournaments: [turboId] });
    await confirm(player, orderId, offer.quoteId);
    expect(await activeHolds(t, orderId)).toContain(`tournament:${turboId}`);
    expect((await player.post(`/api/orders/${orderId}/change-quote`, { removeExtras: [festival.extraId] })).json()).toMatchObject({ details: { reason: 'change_pending' } });
    const intent = await player.post('/api/create-payment-intent', { orderId, amount: 20 });
    expect(intent.statusCode, intent.body).toBe(201);

    const timer = { kind: ORDER_CHANGE_HOLD_TIMER_KIND, key: `${orderId}:${offer.quoteId}` };
    const row = await t.database.db.selectFrom('scheduled_timers').select('due_at').where('kind', '=', timer.kind).where('timer_key', '=', timer.key).executeTakeFirstOrThrow();
    expect(row.due_at.getTime()).toBe(clock.getTime() + t.config.CHANGE_HOLD_MS);
    clock = new Date(row.due_at.getTime() + 1_000);
    try {
      expect(await fireTimer(t.database.db, handlers, timer, clock)).toBe('fired');
    } finally {
      clock = TWENTY_DAYS_BEFORE;
    }
    expect(await activeHolds(t, orderId)).not.toContain(`tournament:${turboId}`);
    expect((await player.get(`/api/orders/${orderId}`)).json()).toMatchObject({ pendingChange: null, totalPrice: ALL });
    expect(await eventTypes(t, orderId)).toContain('OrderChangeLapsed');
    // a lapsed change can no longer be paid: the card is not charged (a provider's late success would be refunded by the decider)
    const paid = await player.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, ...demoCard('4242 4242 4242 4242') });
    expect(paid.statusCode).toBe(409);
  });

  it('two bookings racing to add the last seat: exactly one gets it, the other is refused sold out and keeps its booking', async () => {
    const last = await admin.post('/api/admin/tournaments', { productId: festival.productId, title: 'Last Seat Cup', buyIn: 10_000, date: '2027-06-02', availableSeats: 1, canBePurchased: false, canBeReserved: true, currency: 'EUR' });
    expect(last.statusCode, last.body).toBe(201);
    const lastId = Number(last.json().id);
    const rival = (await loggedInAs(t, 'player')).client;
    const mine = await paidOrder(player, festival);
    const theirs = await paidOrder(rival, festival);
    // a seat paid at the venue: nothing to pay now, so each change applies on confirmation and holds the seat at once
    const [a, b] = await Promise.all([quote(player, mine, { addTournaments: [lastId] }), quote(rival, theirs, { addTournaments: [lastId] })]);
    const answers = await Promise.all([player.post(`/api/orders/${mine}/changes`, { quoteId: a.quoteId }), rival.post(`/api/orders/${theirs}/changes`, { quoteId: b.quoteId })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ details: { reason: 'sold_out' } });
    const holders = (await Promise.all([mine, theirs].map((id) => activeHolds(t, id)))).filter((holds) => holds.includes(`tournament:${lastId}`));
    expect(holders).toHaveLength(1);
    // another session (the admin's list) sees the winner's seat right after the answer
    const winner = answers[0]!.statusCode === 200 ? mine : theirs;
    const listed = (await admin.get('/api/admin/orders')).json<OrderView[]>().find((order) => order.id === winner);
    expect(listed?.tournaments.map((seat) => seat.id)).toContain(lastId);
  });

  it('the same quote confirmed 20 times at once applies once', async () => {
    const orderId = await paidOrder(player, festival);
    const offer = await quote(player, orderId, { removeTournaments: [festival.paidTournamentId] });
    expect(offer.refund).toBe(300);
    const answers = await Promise.all(Array.from({ length: 20 }, () => player.post(`/api/orders/${orderId}/changes`, { quoteId: offer.quoteId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const types = await eventTypes(t, orderId);
    expect(types.filter((type) => type === 'OrderChanged')).toHaveLength(1);
    expect(types.filter((type) => type === 'RefundRequested')).toHaveLength(1);
    await expect.poll(() => demoRefundsOf(t, orderId), QUEUED_JOBS_WAIT).toEqual([30_000]);
    expect(await activeHolds(t, orderId)).not.toContain(`tournament:${festival.paidTournamentId}`);
  });

  it('a stale or expired quote gets 409 with a fresh one', async () => {
    const orderId = await paidOrder(player, festival);
    const cancelOffer = await quote(player, orderId, { cancel: true });
    const dropExtra = await quote(player, orderId, { removeExtras: [festival.extraId] });
    await confirm(player, orderId, dropExtra.quoteId);
    const stale = await player.post(`/api/orders/${orderId}/changes`, { quoteId: cancelOffer.quoteId });
    expect(stale.statusCode).toBe(409);
    const fresh = stale.json<{ details: { reason: string; quote: ChangeQuoteView } }>().details;
    expect(fresh).toMatchObject({ reason: 'quote_stale', quote: { kind: 'cancel', refund: 780, before: { total: 780 } } });
    expect(fresh.quote.quoteId).not.toBe(cancelOffer.quoteId);

    clock = new Date(clock.getTime() + t.config.CHANGE_QUOTE_TTL_MS + 1_000);
    try {
      const late = await player.post(`/api/orders/${orderId}/changes`, { quoteId: fresh.quote.quoteId });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ details: { reason: 'quote_expired', quote: { kind: 'cancel', refund: 780 } } });
      expect((await player.get(`/api/orders/${orderId}`)).json()).toMatchObject({ status: 'confirmed' });
    } finally {
      clock = TWENTY_DAYS_BEFORE;
    }
  });
});

describe('who may change a booking, and what is refused', () => {
  it('another player gets 404, a visitor 401; an admin may quote and confirm for the owner', async () => {
    const orderId = await paidOrder(player, festival);
    const offer = await quote(player, orderId, { cancel: true });
    const stranger = (await loggedInAs(t, 'player')).client;
    expect((await stranger.post(`/api/orders/${orderId}/change-quote`, { cancel: true })).statusCode).toBe(404);
    expect((await stranger.post(`/api/orders/${orderId}/changes`, { quoteId: offer.quoteId })).statusCode).toBe(404);
    const visitor = new SessionClient(t.server);
    expect((await visitor.post(`/api/orders/${orderId}/change-quote`, { cancel: true })).statusCode).toBe(401);
    expect((await visitor.post(`/api/orders/${orderId}/changes`, { quoteId: offer.quoteId })).statusCode).toBe(401);
    const adminQuote = await quote(admin, orderId, { removeExtras: [festival.extraId] });
    expect(await confirm(admin, orderId, adminQuote.quoteId)).toMatchObject({ extras: [] });
    const history = (await admin.get(`/api/admin/orders/${orderId}/events`)).json<{ type: string; data: { requestedBy?: { role: string } } }[]>();
    expect(history.find((entry) => entry.type === 'OrderChanged')?.data.requestedBy).toMatchObject({ role: 'admin' });
  });

  it("confirms a quote only for whoever asked for it or an admin: the owner gets the 404 of no quote for an admin's, and nothing changes", async () => {
    const orderId = await paidOrder(player, festival);
    // the festival has started: the owner could not quote this cancellation, an admin can
    clock = new Date('2027-06-01T08:00:00.000Z');
    try {
      const adminQuote = await quote(admin, orderId, { cancel: true });
      const confirmByOwner = () => player.post(`/api/orders/${orderId}/changes`, { quoteId: adminQuote.quoteId });
      const refused = await confirmByOwner();
      expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'Quote not found' }]);
      expect(await eventTypes(t, orderId)).not.toContain('OrderCancelled');
      expect((await player.get(`/api/orders/${orderId}`)).json()).toMatchObject({ status: 'confirmed' });

      expect(await confirm(admin, orderId, adminQuote.quoteId)).toMatchObject({ status: 'cancelled' });
      // the owner's replay of the applied quote learns nothing of it either
      const events = await eventTypes(t, orderId);
      const replayed = await confirmByOwner();
      expect([replayed.statusCode, replayed.json()]).toEqual([404, { error: 'Quote not found' }]);
      expect(await eventTypes(t, orderId)).toEqual(events);
    } finally {
      clock = TWENTY_DAYS_BEFORE;
    }
    const mine = await paidOrder(player, festival);
    expect(await confirm(player, mine, (await quote(player, mine, { removeExtras: [festival.extraId] })).quoteId)).toMatchObject({ extras: [] });
    expect(await confirm(admin, mine, (await quote(player, mine, { cancel: true })).quoteId)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const orderId = await paidOrder(player, festival);
    const before = await t.database.db.selectFrom('order_change_quotes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const bad = [{}, { cancel: false }, { cancel: true, nights: 2 }, { nights: 0 }, { nights: 2.5 }, { nights: '3\u0000' }, { addExtras: Array(10_000).fill(1) }, { removeTournaments: ['x'] }, { nights: 1e20 }, { unknown: 1 }];
    for (const body of bad) {
      const answer = await player.post(`/api/orders/${orderId}/change-quote`, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await player.post(`/api/orders/${orderId}/change-quote`, { nights: 9 })).json()).toMatchObject({ error: 'The stay must lie between Jun 1, 2027 and Jun 7, 2027' });
    expect((await player.post(`/api/orders/${orderId}/change-quote`, { removeTournaments: [999_999] })).statusCode).toBe(400);
    for (const body of [{}, { quoteId: 'nope' }, { quoteId: '\ud800' }]) expect((await player.post(`/api/orders/${orderId}/changes`, body)).statusCode).toBe(400);
    expect((await player.post(`/api/orders/${orderId}/changes`, { quoteId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const after = await t.database.db.selectFrom('order_change_quotes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a player once the festival has started, and a cancelled booking', async () => {
    const orderId = await paidOrder(player, festival);
    clock = new Date('2027-06-01T08:00:00.000Z');
    try {
      expect((await player.post(`/api/orders/${orderId}/change-quote`, { cancel: true })).json()).toMatchObject({ details: { reason: 'festival_started' } });
    } finally {
      clock = TWENTY_DAYS_BEFORE;
    }
    await confirm(player, orderId, (await quote(player, orderId, { cancel: true })).quoteId);
    const again = await player.post(`/api/orders/${orderId}/change-quote`, { cancel: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: 'not_changeable' } });
  });
});
