import { describe, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import { bookableFestival } from '../../testing/booking-fixture';
import { createdVoucher, expiredAt, freshCode, paidByCard, placedAtPrice, priced, promotionsShopPerFile, roomAndSeat } from './testing/promotions-shop';

// Voucher codes through the API on real Postgres (issue 32): the admin's calls, the price call's
// refusals, a code's uses under a race, given back by an unpaid order and kept by a paid one.

const shop = promotionsShopPerFile();
const player = async () => (await loggedInAs(shop.t, 'player')).client;
const uses = async (id: number) => (await shop.t.database.db.selectFrom('vouchers').select('uses').where('id', '=', id).executeTakeFirstOrThrow()).uses;

describe('Admin → Vouchers', () => {
  it('creates, lists and changes codes; refuses bad terms with 400, a taken code with 409, and anyone but an admin', async () => {
    const code = freshCode('spring');
    const created = await shop.admin.post('/api/admin/vouchers', { code: `  ${code.toLowerCase()} `, discountType: 'amount', value: 50, appliesTo: 'hotel', maxUses: 3, validUntil: '2027-12-31', minTotal: 100 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: code.toUpperCase(), discountType: 'amount', value: 50, appliesTo: 'hotel', maxUses: 3, maxUsesPerPlayer: 1, minTotalCents: 10_000, validUntil: '2027-12-31T23:59:59.999Z', active: true, uses: 0, paidUses: 0, revenueCents: 0 });
    const id = created.json().id as number;
    expect((await shop.admin.post('/api/admin/vouchers', { code: code.toLowerCase(), discountType: 'percent', value: 5 })).json()).toMatchObject({ details: { reason: 'voucher_code_taken' } });
    for (const bad of [{ code: 'x', discountType: 'percent', value: 5 }, { code: freshCode(), discountType: 'percent', value: 101 }, { code: freshCode(), discountType: 'percent', value: 0 }, { code: freshCode(), discountType: 'gift', value: 5 },
      { code: freshCode(), discountType: 'amount', value: 5, maxUses: 0 }, { code: freshCode(), discountType: 'amount', value: 5, validFrom: '2027-02-30' }, { code: freshCode(), discountType: 'amount', value: 5, validFrom: '2027-03-01', validUntil: '2027-02-01' },
      { code: freshCode(), discountType: 'amount', value: 5, productId: 'no-such-festival' }, { code: `${freshCode()}\u0000`, discountType: 'amount', value: 5 }, { code: freshCode(), discountType: 'amount', value: 1e12 }, { code: freshCode(), discountType: 'amount', value: 5, surprise: 1 }]) {
      const answer = await shop.admin.post('/api/admin/vouchers', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const patched = await shop.admin.patch(`/api/admin/vouchers/${id}`, { active: false });
    expect(patched.json()).toMatchObject({ id, active: false });
    expect((await shop.admin.patch('/api/admin/vouchers/999999', { active: false })).statusCode).toBe(404);
    expect((await shop.admin.patch(`/api/admin/vouchers/${id}`, { value: 3 })).statusCode).toBe(400);
    const listed = (await shop.admin.get('/api/admin/vouchers?active=false')).json() as { id: number }[];
    expect(listed.map((voucher) => voucher.id)).toContain(id);
    const someone = await player();
    expect((await someone.get('/api/admin/vouchers')).statusCode).toBe(403);
    expect((await someone.post('/api/admin/vouchers', { code: freshCode(), discountType: 'percent', value: 5 })).statusCode).toBe(403);
    expect((await new SessionClient(shop.t.server).get('/api/admin/vouchers')).statusCode).toBe(401);
    expect((await new SessionClient(shop.t.server).post('/api/orders/price', roomAndSeat(shop.festival))).statusCode).toBe(401);
  });
});

describe('the price call', () => {
  it('takes a code off the package, whatever its case and spaces, as its own line', async () => {
    const voucher = await createdVoucher(shop, { value: 10 });
    const price = await priced(await player(), roomAndSeat(shop.festival, { voucherCode: ` ${voucher.code.toLowerCase()}  ` }));
    expect(price).toMatchObject({ subtotalCents: 78_000, totalPriceCents: 70_200, creditAppliedCents: 0, amountDueCents: 70_200, discounts: [{ source: 'voucher', code: voucher.code, label: `Code ${voucher.code} (10 %)`, amountCents: 7_800 }] });
  });

  it('refuses each kind of unusable code with its reason, and places nothing', async () => {
    const someone = await player();
    const other = await createdVoucher(shop, { productId: null });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ voucherCode: 'NOSUCHCODE' }, 400, 'voucher_unknown'],
      [{ voucherCode: (await createdVoucher(shop, { active: false })).code }, 400, 'voucher_inactive'],
      [{ voucherCode: (await createdVoucher(shop, { validFrom: '2099-01-01' })).code }, 400, 'voucher_not_yet_valid'],
      [{ voucherCode: (await createdVoucher(shop, { validFrom: '2020-01-01', validUntil: '2020-12-31' })).code }, 400, 'voucher_expired'],
      [{ voucherCode: (await createdVoucher(shop, { minTotal: 5000 })).code }, 400, 'voucher_below_minimum'],
      [{ voucherCode: (await createdVoucher(shop, { appliesTo: 'extras' })).code }, 400, 'voucher_not_applicable'],
      [{ voucherCode: other.code, productId: 'no-such-festival' }, 404, ''],
    ];
    for (const [over, status, reason] of cases) {
      const answer = await someone.post('/api/orders/price', roomAndSeat(shop.festival, over));
      expect(answer.statusCode, JSON.stringify(over)).toBe(status);
      if (reason) expect(answer.json()).toMatchObject({ error: expect.any(String), details: { reason, field: 'voucherCode' } });
    }
    const wrongFestival = await createdVoucher(shop, { productId: (await bookableFestival(shop.admin)).productId });
    expect((await someone.post('/api/orders/price', roomAndSeat(shop.festival, { voucherCode: wrongFestival.code }))).json()).toMatchObject({ details: { reason: 'voucher_wrong_festival' } });
    expect((await someone.get('/api/orders')).json()).toEqual([]);
  });

  it('is the price the order must be placed at: another total is refused as price_changed', async () => {
    const voucher = await createdVoucher(shop, { value: 10 });
    const answer = await (await player()).post('/api/orders', { ...roomAndSeat(shop.festival, { voucherCode: voucher.code }), totalPrice: 780 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().details).toMatchObject({ reason: 'price_changed', totalPriceCents: 70_200 });
    expect(await uses(voucher.id)).toBe(0);
  });
});

describe('the VIP discount', () => {
  it("takes loyalty_config's percentage off a VIP member's package before a code, and follows the setting", async () => {
    const { client, id } = await loggedInAs(shop.t, 'player');
    const db = shop.t.database.db;
    expect((await priced(client, roomAndSeat(shop.festival))).discounts).toEqual([]);
    await db.updateTable('users').set({ loyalty_points: 500 }).where('id', '=', id).execute();
    const voucher = await createdVoucher(shop, { value: 10 });
    const price = await priced(client, roomAndSeat(shop.festival, { voucherCode: voucher.code }));
    // 5 % of 780.00 = 39.00; then 10 % of 741.00 = 74.10
    expect(price.discounts.map((line) => [line.source, line.label, line.amountCents])).toEqual([['vip', 'VIP discount (5 %)', 3_900], ['voucher', `Code ${voucher.code} (10 %)`, 7_410]]);
    expect(price.totalPriceCents).toBe(66_690);
    await db.updateTable('loyalty_config').set({ value: 7 }).where('key', '=', 'vip_discount_percent').execute();
    try {
      expect((await new SessionClient(shop.t.server).get('/api/loyalty/config')).json()).toMatchObject({ vipDiscountPercent: 7 });
      expect((await priced(client, roomAndSeat(shop.festival))).discounts).toEqual([expect.objectContaining({ label: 'VIP discount (7 %)', amountCents: 5_460 })]);
    } finally {
      await db.updateTable('loyalty_config').set({ value: 5 }).where('key', '=', 'vip_discount_percent').execute();
    }
    const { answer } = await placedAtPrice(client, roomAndSeat(shop.festival, { voucherCode: voucher.code }));
    expect(answer.json()).toMatchObject({ subtotalCents: 78_000, totalPriceCents: 66_690, discounts: [{ source: 'vip', amountCents: 3_900 }, { source: 'voucher', code: voucher.code, amountCents: 7_410 }] });
  });
});

describe('uses', () => {
  it('lets exactly 5 of 15 players racing for a 5-use code place an order with it', async () => {
    const voucher = await createdVoucher(shop, { maxUses: 5, value: 20 });
    const players = await Promise.all(Array.from({ length: 15 }, () => player()));
    const body = { ...roomAndSeat(shop.festival, { voucherCode: voucher.code }), totalPrice: 624 };
    const answers = await Promise.all(players.map((client) => client.post('/api/orders', body)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().details).toMatchObject({ reason: 'voucher_used_up' });
    expect(await uses(voucher.id)).toBe(5);
    const carried = await shop.t.database.db.selectFrom('voucher_uses').select('order_id').where('voucher_id', '=', voucher.id).where('status', '=', 'held').execute();
    expect(carried).toHaveLength(5);
  });

  it('gives the use back when an unpaid order expires, and keeps it for a paid one', async () => {
    const voucher = await createdVoucher(shop, { maxUses: 1, value: 10 });
    const first = await player();
    const { answer } = await placedAtPrice(first, roomAndSeat(shop.festival, { voucherCode: voucher.code }));
    expect(answer.statusCode, answer.body).toBe(201);
    const second = await player();
    expect((await second.post('/api/orders/price', roomAndSeat(shop.festival, { voucherCode: voucher.code }))).json().details).toMatchObject({ reason: 'voucher_used_up' });
    await expiredAt(shop, answer.json().id, new Date(Date.now() + 3_600_000));
    expect(await uses(voucher.id)).toBe(0);
    const again = await placedAtPrice(second, roomAndSeat(shop.festival, { voucherCode: voucher.code }));
    expect(again.answer.statusCode, again.answer.body).toBe(201);
    await paidByCard(second, again.answer.json().id, again.price.amountDue);
    const mail = await shop.t.database.db.selectFrom('mail_outbox').select('text_body').where('subject', 'like', 'Booking confirmed%').where('text_body', 'like', `%${voucher.code}%`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Package: €780.00\nCode ${voucher.code} (10 %): −€78.00\n\nTotal paid: €702.00`);
    await expiredAt(shop, again.answer.json().id, new Date(Date.now() + 3_600_000));
    expect(await uses(voucher.id)).toBe(1);
    const listed = ((await shop.admin.get('/api/admin/vouchers')).json() as { id: number; uses: number; paidUses: number; revenueCents: number }[]).find((row) => row.id === voucher.id);
    expect(listed).toMatchObject({ uses: 1, paidUses: 1, revenueCents: 70_200 });
  });

  it('holds a player to the per-player limit; a withdrawn unpaid order frees it again', async () => {
    const voucher = await createdVoucher(shop, { maxUses: null, maxUsesPerPlayer: 1, value: 10 });
    const someone = await player();
    const { answer } = await placedAtPrice(someone, roomAndSeat(shop.festival, { voucherCode: voucher.code }));
    expect(answer.statusCode).toBe(201);
    const twice = await someone.post('/api/orders', { ...roomAndSeat(shop.festival, { voucherCode: voucher.code }), totalPrice: 702 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: `You have already used the code ${voucher.code}.`, details: { reason: 'voucher_already_used' } });
    expect((await someone.put(`/api/orders/${answer.json().id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await someone.post('/api/orders', { ...roomAndSeat(shop.festival, { voucherCode: voucher.code }), totalPrice: 702 })).statusCode).toBe(201);
  });
});
