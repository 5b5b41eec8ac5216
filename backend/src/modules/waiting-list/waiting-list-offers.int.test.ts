import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingListStream, type WaitingListEvent } from '@pokerfest/domain';
import type { TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { testTimerHandlers } from '../../testing/context-jobs';
import { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { lostJobs } from '../../testing/lost-jobs';
import { bookableFestival, roomOnly, type BookableFestival } from '../../testing/booking-fixture';
import { cancelOrder, drain, heldRoom, join, leaveToken, newPlayer, offerMails, openOffers, stockOf, type Player } from './testing/waiting-list-fixture';

// Five players wait for a sold-out room type of two rooms; both buyers cancel. Offers, their
// e-mails, buying through an offer, expiry, the removal link and the admin's view, in story order.
// No job runs by itself: the test fires the timers (its clock decides what is due).

let clock = new Date();
let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;
let handlers: Map<string, TimerHandler>;
const players: Player[] = [];
let buyers: { player: Player; orderId: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, queue: lostJobs });
  admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: 2, seats: 3 });
  handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments });
  for (let i = 0; i < 5; i++) players.push(await newPlayer(t));
});
afterAll(async () => t?.close());

const listEvents = async (): Promise<WaitingListEvent['type'][]> => (await t.store.readStream(waitingListStream, `accommodation-${festival.roomId}`)).map((event) => event.type);

async function pay(player: Player, orderId: string): Promise<void> {
  const intent = await player.client.post('/api/create-payment-intent', { orderId, amount: 480 });
  expect(intent.statusCode, intent.body).toBe(201);
  const paid = await player.client.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' });
  expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
}

describe('a waiting list with offers that hold the room', () => {
  it('refuses to list a player for an item on sale, unknown, or twice', async () => {
    const [first] = players;
    const onSale = await first!.client.post('/api/waiting-list', { accommodationId: festival.roomId });
    expect([onSale.statusCode, onSale.json().details]).toEqual([409, expect.objectContaining({ reason: 'not_sold_out' })]);
    const unlimited = await first!.client.post('/api/waiting-list', { tournamentId: festival.reservedTournamentId });
    expect([unlimited.statusCode, unlimited.json().details?.reason]).toEqual([409, 'not_sold_out']);
    expect((await first!.client.post('/api/waiting-list', { tournamentId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await first!.client.post('/api/waiting-list', { accommodationId: festival.roomId, tournamentId: festival.paidTournamentId })).statusCode).toBe(400);
  });

  it('lists five players in joining order once the two rooms are held', async () => {
    buyers = [];
    for (let i = 0; i < 2; i++) {
      const player = await newPlayer(t);
      buyers.push({ player, orderId: await heldRoom(player, festival) });
    }
    const positions = [];
    for (const player of players) positions.push((await join(player, festival)).position);
    expect(positions).toEqual([1, 2, 3, 4, 5]);
    const twice = await players[0]!.client.post('/api/waiting-list', { accommodationId: festival.roomId });
    expect([twice.statusCode, twice.json().details?.reason]).toEqual([409, 'already_waiting']);
    const mine = (await players[2]!.client.get('/api/waiting-list')).json();
    expect(mine).toEqual([expect.objectContaining({ itemKind: 'accommodation', itemId: festival.roomId, festivalId: festival.productId, nights: 4, position: 3, status: 'waiting', offer: null })]);
  });

  it('offers the two cancelled rooms to the first two, with both links in the e-mail', async () => {
    for (const buyer of buyers) await cancelOrder(buyer.player, buyer.orderId);
    expect(await stockOf(t, festival)).toEqual({ held: 0, reserved: 2 });
    await drain(t, handlers, clock);
    expect((await openOffers(t, festival)).map((offer) => offer.userId)).toEqual([players[0]!.id, players[1]!.id]);
    for (const player of players.slice(0, 2)) {
      const [mail, ...more] = await offerMails(t, player.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toMatch(/^A room is free for you: Danube Hotel \d+ - Double Room$/);
      expect(mail!.text).toContain(`/festivals/${festival.productId}?offer=`);
      expect(leaveToken(mail!.text)).toBeTruthy();
    }
    for (const player of players.slice(2)) expect(await offerMails(t, player.email)).toEqual([]);
    const mine = (await players[0]!.client.get('/api/waiting-list')).json()[0];
    expect(mine).toMatchObject({ status: 'offered', position: 1, offer: { id: expect.any(String), checkoutUrl: expect.stringContaining('?offer=') } });
    // a second run of the offers timer offers nothing more
    await drain(t, handlers, clock);
    expect(await openOffers(t, festival)).toHaveLength(2);
  });

  it('keeps offered rooms from other buyers, and an offer for its own player only', async () => {
    const visitor = await newPlayer(t);
    const refused = await visitor.client.post('/api/orders', roomOnly(festival));
    expect([refused.statusCode, refused.json().details?.reason]).toEqual([409, 'sold_out']);
    const [offerOfFirst] = await openOffers(t, festival);
    const stolen = await players[2]!.client.post('/api/orders', { ...roomOnly(festival), offerId: offerOfFirst!.offerId });
    expect([stolen.statusCode, stolen.json().details?.reason]).toEqual([409, 'offer_not_valid']);
    expect(await stockOf(t, festival)).toEqual({ held: 0, reserved: 2 });
  });

  it('sells the offered room to its player, confirmed once paid, and the list records it', async () => {
    const [offerOfFirst] = await openOffers(t, festival);
    const orderId = await heldRoom(players[0]!, festival, { offerId: offerOfFirst!.offerId });
    expect(await stockOf(t, festival)).toEqual({ held: 1, reserved: 1 });
    const again = await players[0]!.client.post('/api/orders', { ...roomOnly(festival), offerId: offerOfFirst!.offerId });
    expect([again.statusCode, again.json().details?.reason]).toEqual([409, 'offer_not_valid']);
    await pay(players[0]!, orderId);
    expect((await players[0]!.client.get(`/api/orders/${orderId}`)).json().status).toBe('confirmed');
    await drain(t, handlers, clock);
    expect(await listEvents()).toContain('OfferAccepted');
    expect((await players[0]!.client.get('/api/waiting-list')).json()).toEqual([]);
  });

  it('passes an expired offer to the third in line, after the offer hours set in Settings', async () => {
    const saved = await admin.put('/api/admin/settings/waiting-list', { offerHours: 2 });
    expect(saved.json()).toMatchObject({ settings: { offerHours: 2 } });
    expect((await admin.get('/api/admin/settings/waiting-list')).json().settings).toEqual({ offerHours: 2 });
    clock = new Date(clock.getTime() + 13 * 3_600_000);
    await drain(t, handlers, clock);
    expect((await openOffers(t, festival)).map((offer) => offer.userId)).toEqual([players[2]!.id]);
    const mail = (await offerMails(t, players[2]!.email))[0]!;
    // the deadline as the shop writes it, 'Jun 4, 2027, 11:31 UTC', which Date.parse reads
    const hours = (Date.parse(mail.text.match(/until ([A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC)\./)![1]!) - clock.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    expect(await stockOf(t, festival)).toEqual({ held: 1, reserved: 1 });
  });

  it('removes a player by the e-mail link once, passing their offer to the next', async () => {
    const token = leaveToken((await offerMails(t, players[2]!.email))[0]!.text)!;
    const anonymous = new SessionClient(t.server);
    const left = await anonymous.post('/api/waiting-list/leave', { token });
    expect([left.statusCode, left.json()]).toEqual([200, { left: true, itemName: expect.stringMatching(/Double Room$/) }]);
    expect((await anonymous.post('/api/waiting-list/leave', { token })).statusCode).toBe(410);
    expect((await anonymous.post('/api/waiting-list/leave', { token: 'not-a-token' })).statusCode).toBe(400);
    expect((await openOffers(t, festival)).map((offer) => offer.userId)).toEqual([players[3]!.id]);
  });

  it('shows the admin positions and history, and moves an entry with a logged reason', async () => {
    const lists = (await admin.get(`/api/admin/waiting-lists?festivalId=${festival.productId}`)).json();
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ itemKind: 'accommodation', itemId: festival.roomId, reserved: 1, remaining: 0 });
    expect(lists[0].entries.map((entry: { userId: number; position: number; status: string }) => [entry.userId, entry.position, entry.status])).toEqual([
      [players[3]!.id, 1, 'offered'],
      [players[4]!.id, 2, 'waiting'],
    ]);
    const history = lists[0].history.map((line: { text: string }) => line.text).join('\n');
    expect(history).toMatch(/expired/);
    expect(history).toMatch(/left the list \(link\)/);
    const last = lists[0].entries[1].id;
    expect((await admin.post(`/api/admin/waiting-lists/entries/${last}/move`, { position: 1, reason: '' })).statusCode).toBe(400);
    const moved = await admin.post(`/api/admin/waiting-lists/entries/${last}/move`, { position: 1, reason: 'Asked by phone before the list opened' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().entries[0]).toMatchObject({ userId: players[4]!.id, position: 1 });
    expect(moved.json().history.at(-1).text).toContain('Asked by phone before the list opened');
  });

  it('guards who may see and change what', async () => {
    const anonymous = new SessionClient(t.server);
    expect((await anonymous.post('/api/waiting-list', { accommodationId: festival.roomId })).statusCode).toBe(401);
    expect((await anonymous.get('/api/waiting-list')).statusCode).toBe(401);
    const entryOfLast = (await players[4]!.client.get('/api/waiting-list')).json()[0].id;
    expect((await players[3]!.client.request({ method: 'DELETE', url: `/api/waiting-list/${entryOfLast}` })).statusCode).toBe(404);
    expect((await players[3]!.client.get(`/api/admin/waiting-lists?festivalId=${festival.productId}`)).statusCode).toBe(403);
    expect((await players[3]!.client.post(`/api/admin/waiting-lists/entries/${entryOfLast}/move`, { position: 1, reason: 'x' })).statusCode).toBe(403);
    expect((await players[3]!.client.get('/api/admin/settings/waiting-list')).statusCode).toBe(403);
    const removed = await players[4]!.client.request({ method: 'DELETE', url: `/api/waiting-list/${entryOfLast}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await players[4]!.client.get('/api/waiting-list')).json()).toEqual([]);
  });
});
