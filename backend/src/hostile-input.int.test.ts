import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY, DEFAULT_TRIP_REMINDER } from '@pokerfest/domain';
import { projections, waitForProjections } from '@pokerfest/projections';
import { bookableFestival, fullOrder, type BookableFestival } from './testing/booking-fixture';
import { loggedInAs } from './testing/accounts';
import { hostileCases, routeKey, type CaseInputs, type HostileCase } from './testing/hostile-cases';
import { uploadCases, webhookCases } from './testing/hostile-raw-cases';
import { isWrite, RouteTable, type RouteEntry } from './testing/route-table';
import type { SessionClient } from './testing/session-client';
import { filesUnder, settledState, storedState } from './testing/stored-state';
import { createTestApp, type TestApp } from './testing/test-app';

// Every registered route, hostile input in every parameter, query key and body field, as an admin
// (so authorisation never stops a request before validation): no 5xx, every answer a JSON error,
// nothing stored. The route list is Fastify's own route table, collected as the app registers it.

/**
 * Tables left out of the "nothing stored" comparison: none. Every table is compared, sessions and
 * failed-login counters included: a session row is written only when it changes (login, logout, a
 * command's position), and a failed login is counted only after its body passed validation. The
 * rate-limit counters live in Redis or in memory, not in a table, so they are not compared.
 */
const VOLATILE_TABLES: string[] = [];

interface Fixtures {
  festival: BookableFestival;
  casinoId: number;
  adminId: number;
  playerId: number;
  orderId: string;
}

let t: TestApp;
let admin: SessionClient;
let fixtures: Fixtures;
const table = new RouteTable();

beforeAll(async () => {
  t = await createTestApp({ onRoute: table.collect });
  const signedIn = await loggedInAs(t, 'admin');
  admin = signedIn.client;
  const festival = await bookableFestival(admin);
  const casino = await admin.post('/api/admin/casinos', casinoBody);
  expect(casino.statusCode).toBe(201);
  const order = await admin.post('/api/orders', fullOrder(festival));
  expect(order.statusCode).toBe(201);
  const player = await loggedInAs(t, 'player');
  fixtures = { festival, casinoId: casino.json().id, adminId: signedIn.id, playerId: player.id, orderId: order.json().id };
  await projectionsCaughtUp();
}, 60_000);
afterAll(async () => t?.close());

async function projectionsCaughtUp() {
  const head = await sql<{ transactionId: string; globalPosition: string }>`
    SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition" FROM es_events ORDER BY global_position DESC LIMIT 1`.execute(t.database.db);
  expect(await waitForProjections(t.database.db, projections.map((p) => p.name), head.rows[0]!, 10_000)).toBe(true);
}

const casinoBody = { name: 'Casino Graz', description: 'The casino by the river', location: 'Graz', latitude: '47.07', longitude: '15.43', website: 'https://casino.example.com', contactInfo: 'Front desk' };
const hotelBody = { name: 'Hotel Graz', description: 'Central hotel near the casino', location: 'Graz', stars: 4, latitude: '47.07', longitude: '15.43', website: 'https://hotel.example.com', contactInfo: 'Desk', imageUrl: '/images/demo/hotel.jpg' };

function examples(f: Fixtures): Record<string, unknown> {
  const productId = f.festival.productId;
  const festival = { title: 'Graz Poker Days', description: 'Five days of tournaments', location: 'Graz', latitude: '47.07', longitude: '15.43', casinoId: f.casinoId, startDate: '2027-05-01', endDate: '2027-05-05', imageUrl: '/images/demo/a.jpg', basePrice: 0, startingPrice: 450, startingPriceCurrency: 'EUR', maxLoyaltyPoints: 1500, featured: false, active: true };
  const room = { hotelId: f.festival.hotelId, roomType: 'Suite', description: 'A large suite with a view', pricePerNight: 150, currency: 'EUR', availableRooms: 3, minStayDays: 1, checkInDate: '2027-06-01', checkOutDate: '2027-06-05', amenities: 'Breakfast' };
  const tournament = { title: 'Side Event', buyIn: 20000, date: '2027-06-02', description: 'Deep stack', canBePurchased: true, canBeReserved: false, availableSeats: 10, currency: 'EUR' };
  const extra = { name: 'Dinner', price: 75, description: 'Three courses' };
  return {
    'POST /api/register': { username: 'hostile_new', email: 'hostile.new@example.com', password: 'secret-password', referralCode: 'REF-NONE-0001' },
    'POST /api/login': { username: 'nobody_here', password: 'secret-password' },
    'POST /api/resend-verification': { userId: f.adminId },
    'POST /api/request-password-reset': { email: 'nobody@example.com' },
    'POST /api/reset-password': { token: 'x'.repeat(40), newPassword: 'new-secret-password' },
    'PATCH /api/admin/users/:id/role': { role: 'agent' },
    'PATCH /api/admin/users/:userId/loyalty-points': { points: 10, reason: 'Goodwill' },
    'POST /api/admin/casinos': casinoBody,
    'PATCH /api/admin/casinos/:id': casinoBody,
    'POST /api/admin/hotels': hotelBody,
    'PATCH /api/admin/hotels/:id': hotelBody,
    'POST /api/admin/products': { productId: 'graz-2027', name: 'Graz Poker Days', ...festival },
    'PATCH /api/admin/products/:productId': { productId, name: 'Graz Poker Days', ...festival },
    'POST /api/admin/accommodations': { festivalId: productId, ...room },
    'PATCH /api/admin/accommodations/:id': { festivalId: productId, ...room },
    'POST /api/admin/tournaments': { productId, ...tournament },
    'PATCH /api/admin/tournaments/:id': { productId, ...tournament },
    'POST /api/admin/extras': { productId, ...extra },
    'PATCH /api/admin/extras/:id': { productId, ...extra },
    'POST /api/orders': {
      ...fullOrder(f.festival),
      checkOut: '2027-06-05',
      replacesOrderId: f.orderId,
      userId: f.adminId,
      casinoDetails: 'Member of Casino Graz',
      emergencyContact: 'Max Huber +43 660 7654321',
      specialRequests: 'Late check-in',
      notes: 'First visit',
      offerId: '00000000-0000-4000-8000-000000000000',
      admission: '1.00000000-0000-4000-8000-000000000000.1.x',
      paymentPlan: { kind: 'instalments', count: 2 },
      voucherCode: 'SPRING10',
      useCredit: true,
    },
    'POST /api/orders/price': { productId, hotelId: f.festival.roomId, nights: 4, checkIn: '2027-06-01', checkOut: '2027-06-05', tournaments: [f.festival.paidTournamentId], reservedTournaments: [], extras: [f.festival.extraId], voucherCode: 'SPRING10', useCredit: true },
    'POST /api/admin/vouchers': { code: 'HOSTILE10', discountType: 'percent', value: 10, appliesTo: 'hotel', productId, maxUses: 5, maxUsesPerPlayer: 1, validFrom: '2027-01-01', validUntil: '2027-12-31', minTotal: 100, agentId: f.adminId, active: true },
    'PATCH /api/admin/vouchers/:id': { discountType: 'amount', value: 25, active: false },
    'POST /api/admin/users/:id/credit': { amount: 10, reason: 'Satellite win', expiresAt: '2099-12-31' },
    'PUT /api/orders/:id/status': { status: 'cancelled' },
    'POST /api/create-payment-intent': { orderId: f.orderId, amount: 825.5 },
    'POST /api/payments/demo/confirm': { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber', clientSecret: 'x'.repeat(30) },
    'POST /api/admin/orders/:id/cancel': { reason: 'Hostile input test' },
    'POST /api/orders/:id/change-quote': { nights: 5, removeTournaments: [f.festival.paidTournamentId], removeExtras: [f.festival.extraId], addTournaments: [], addExtras: [f.festival.extraId] },
    'POST /api/orders/:id/changes': { quoteId: '00000000-0000-4000-8000-000000000000' },
    'PUT /api/admin/settings/cancellation-policy': DEFAULT_CANCELLATION_POLICY,
    'PUT /api/admin/settings/seller': {
      legalName: 'Poker Festivals GmbH',
      address: 'Kärntner Ring 1\n1010 Vienna, Austria',
      registrationNumber: 'ATU12345678',
      supportEmail: 'billing@shop.example',
      invoicePrefix: 'INV',
      creditNotePrefix: 'CN',
      taxes: { hotel: { kind: 'rate', ratePercent: 10 }, tournaments: { kind: 'none', note: 'Tournament buy-ins are not subject to VAT.' }, extras: { kind: 'rate', ratePercent: 20 } },
    },
    'PUT /api/admin/settings/trip-reminder': DEFAULT_TRIP_REMINDER,
    'PUT /api/admin/settings/payment-plans': { enabled: true, depositPercent: 20, balanceDueDays: 30, maxInstalments: 3, graceDays: 7 },
    'POST /api/orders/:id/payments': { pay: 'balance' },
    'POST /api/waiting-list': { accommodationId: f.festival.roomId, nights: 4 },
    'POST /api/waiting-list/leave': { token: 'x'.repeat(43) },
    'POST /api/admin/waiting-lists/entries/:id/move': { position: 1, reason: 'Hostile input test' },
    'PUT /api/admin/settings/waiting-list': { offerHours: 12 },
    'PATCH /api/admin/sales-queues/:id': { admissionsPerMinute: 120, paused: false },
  };
}

function paramValue(f: Fixtures) {
  const byPrefix: [string, string][] = [
    ['/api/admin/casinos/', String(f.casinoId)],
    ['/api/admin/hotels/', String(f.festival.hotelId)],
    ['/api/admin/accommodations/', String(f.festival.roomId)],
    ['/api/admin/tournaments/', String(f.festival.paidTournamentId)],
    ['/api/admin/extras/', String(f.festival.extraId)],
    ['/api/admin/products/', f.festival.productId],
    ['/api/products/', f.festival.productId],
    ['/api/orders/', f.orderId],
    ['/api/admin/orders/', f.orderId],
    ['/api/admin/users/', String(f.playerId)],
    ['/api/waiting-list/', '00000000-0000-4000-8000-000000000000'],
    ['/api/admin/waiting-lists/entries/', '00000000-0000-4000-8000-000000000000'],
    ['/api/admin/sales-queues/', '1'],
    ['/api/admin/vouchers/', '1'],
  ];
  return (route: RouteEntry, name: string): string => {
    if (name === '*') return 'index.html';
    const found = byPrefix.find(([prefix]) => route.url.startsWith(prefix));
    if (!found) throw new Error(`No fixture value for parameter ${name} of ${routeKey(route)}: add one`);
    return found[1];
  };
}

function allCases(): HostileCase[] {
  const inputs: CaseInputs = { examples: examples(fixtures), paramValue: paramValue(fixtures) };
  const find = (method: string, url: string) => table.routes.find((route) => route.method === method && route.url === url);
  const webhook = find('POST', '/api/payments/webhook');
  const uploads = table.routes.filter((route) => route.method === 'POST' && route.url.startsWith('/api/admin/upload/'));
  const provider = { secret: t.config.DEMO_WEBHOOK_SECRET ?? '', signatureHeader: t.payments.signatureHeaderName };
  return [
    ...hostileCases(table.routes, inputs),
    ...(webhook ? webhookCases(webhook, provider, new Date(), fixtures.orderId) : []),
    ...uploads.flatMap(uploadCases),
  ];
}

/** What is wrong with one answer, or undefined when it is a clean refusal. */
function problemWith(one: HostileCase, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (one.staticFiles) return undefined;
  if (one.acknowledged) {
    const body = response.statusCode === 200 ? (response.json() as { received?: unknown; ignored?: unknown }) : undefined;
    return body?.received === true && typeof body.ignored === 'string' ? undefined : `not acknowledged as ignored (${response.statusCode}): ${response.body.slice(0, 200)}`;
  }
  if (response.statusCode < 400) return `accepted (${response.statusCode}): ${response.body.slice(0, 200)}`;
  if (response.statusCode === 401) return 'answered 401: the admin session was lost';
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON`;
  }
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'string' || keys.some((key) => key !== 'error' && key !== 'details')) return `answered ${response.statusCode} with ${response.body.slice(0, 200)}`;
  return undefined;
}

describe('hostile input', () => {
  it('has a valid example body for every route with a body schema (so the hostile field is the only fault)', () => {
    const all = examples(fixtures);
    const missing = table.routes.filter((route) => route.body && !(routeKey(route) in all)).map(routeKey);
    expect(missing).toEqual([]);
    const invalid = table.routes.filter((route) => route.body && !route.body.safeParse(all[routeKey(route)]).success).map(routeKey);
    expect(invalid).toEqual([]);
  });

  it('refuses every hostile parameter, query value and body field with a 4xx JSON error, and stores nothing', { timeout: 600_000 }, async () => {
    const cases = allCases();
    const before = await settledState(t.database.db, VOLATILE_TABLES, projectionsCaughtUp);
    const uploadsBefore = filesUnder(t.config.UPLOAD_DIR);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const one of cases) {
      const response = await admin.request(one.request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = problemWith(one, response);
      if (problem) problems.push(`${routeKey(one.route)} ${one.label}: ${problem}`);
    }
    const routesReached = new Set(cases.map((one) => routeKey(one.route)));
    console.info(`hostile input: ${cases.length} cases over ${routesReached.size} routes (of ${table.routes.length}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(problems).toEqual([]);
    // Every write route is reached but logout, which reads nothing from the request (and would end the admin's session).
    expect(table.routes.filter((route) => isWrite(route) && !routesReached.has(routeKey(route))).map(routeKey)).toEqual(['POST /api/logout']);
    expect((await admin.get('/api/user')).statusCode).toBe(200);
    await projectionsCaughtUp();
    expect(await storedState(t.database.db, VOLATILE_TABLES)).toEqual(before);
    expect(filesUnder(t.config.UPLOAD_DIR)).toEqual(uploadsBefore);
  });
});
