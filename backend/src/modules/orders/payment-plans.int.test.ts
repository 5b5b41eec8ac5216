import { describe, expect, it } from 'vitest';
import { fullOrder, readModelCaughtUp } from '../../testing/booking-fixture';
import { loggedInAs } from '../../testing/accounts';
import { PAYMENT_PLAN_STEP_TIMER_KIND } from './jobs';
import { demoCard } from './testing/demo-payments';
import { depositPaid as paidDeposit, eventsOf as eventsOfOrder, fireStepAt, mailsTo as mailsToSubject, pay as payWith, placed as placedUnder, planShopPerFile } from './testing/plan-shop';

// Paying in parts (issue 31) through the API, on the demo provider: the policy, the deposit that
// confirms, the later payments, the races that must take money once, and the missed-payment path
// with the clock passed to the timers. The festival starts 2027-06-01: the balance is due 2027-05-02.
// The automatic charges are in automatic-charges.int.test.ts.

const shop = planShopPerFile();
const pay = (clientSecret: string, number?: string) => payWith(shop, clientSecret, number);
const eventsOf = (orderId: string, type: string) => eventsOfOrder(shop, orderId, type);
const placed = (plan: Record<string, unknown>, over: Record<string, unknown> = {}) => placedUnder(shop, plan, over);
const depositPaid = (plan?: Record<string, unknown>) => paidDeposit(shop, plan);

describe('the payment-plan policy', () => {
  it('is the default until an admin saves one, and only an admin may', async () => {
    expect((await shop.player.get('/api/payment-plans')).json()).toEqual({ enabled: true, depositPercent: 20, balanceDueDays: 30, maxInstalments: 3, graceDays: 7, version: null });
    expect((await shop.player.put('/api/admin/settings/payment-plans', { depositPercent: 30 })).statusCode).toBe(403);
    for (const bad of [{ depositPercent: 0 }, { depositPercent: 91 }, { maxInstalments: 13 }, { graceDays: 1.5 }, { enabled: 'yes' }, { depositPercent: 20, surprise: 1 }]) {
      const answer = await shop.admin.put('/api/admin/settings/payment-plans', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await shop.admin.get('/api/admin/settings/payment-plans')).json().version).toBeNull();
    const saved = await shop.admin.put('/api/admin/settings/payment-plans', { depositPercent: 25 });
    expect(saved.json()).toMatchObject({ enabled: true, depositPercent: 25, balanceDueDays: 30, maxInstalments: 3, graceDays: 7 });
    expect((await shop.player.get('/api/payment-plans')).json()).toMatchObject({ depositPercent: 25, version: saved.json().version });
    await shop.admin.put('/api/admin/settings/payment-plans', { depositPercent: 20 });
  });
});

describe('choosing a plan at checkout', () => {
  it('fixes a deposit now and the balance on the balance day, to the cent', async () => {
    const order = await placed({ kind: 'deposit' });
    expect(order.payment).toMatchObject({
      plan: 'deposit',
      balanceDueDate: '2027-05-02',
      paidAmountCents: 0,
      balanceDueCents: 82550,
      schedule: [
        { amountCents: 16510, status: 'due' },
        { dueDate: '2027-05-02', amountCents: 66040, status: 'due' },
      ],
    });
  });

  it('spreads instalments monthly up to the balance day, adding up to the total', async () => {
    const order = await placed({ kind: 'instalments', count: 3 });
    const schedule = order.payment.schedule;
    expect(schedule.map((entry) => entry.dueDate).slice(1)).toEqual(['2027-03-02', '2027-04-02', '2027-05-02']);
    // 825.50 - 165.10 = 660.40 in three: 220.14, 220.13, 220.13
    expect(schedule.map((entry) => entry.amountCents)).toEqual([16510, 22014, 22013, 22013]);
    expect(schedule.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(82550);
  });

  it('refuses a plan that is switched off, or more instalments than the policy allows, with 409', async () => {
    const tooMany = await shop.player.post('/api/orders', fullOrder(shop.festival, { paymentPlan: { kind: 'instalments', count: 4 } }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().details).toMatchObject({ reason: 'plan_not_offered', maxInstalments: 3 });
    await shop.admin.put('/api/admin/settings/payment-plans', { enabled: false });
    try {
      const off = await shop.player.post('/api/orders', fullOrder(shop.festival, { paymentPlan: { kind: 'deposit' } }));
      expect(off.statusCode).toBe(409);
      expect(off.json().error).toContain('pay in full');
      expect((await shop.player.post('/api/orders', fullOrder(shop.festival, { paymentPlan: { kind: 'full' } }))).statusCode).toBe(201);
    } finally {
      await shop.admin.put('/api/admin/settings/payment-plans', { enabled: true });
    }
    for (const bad of [{ kind: 'monthly' }, { kind: 'instalments' }, { kind: 'instalments', count: 0 }, { kind: 'instalments', count: 13 }, { kind: 'deposit', count: 2 }]) {
      expect((await shop.player.post('/api/orders', fullOrder(shop.festival, { paymentPlan: bad }))).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('paying in parts', () => {
  it('confirms the booking with the deposit, then takes the balance from the booking', async () => {
    const order = await placed({ kind: 'deposit' });
    const intent = await shop.player.post('/api/create-payment-intent', { orderId: order.id, amount: 825.5 });
    expect(intent.json()).toMatchObject({ amount: 165.1, amountCents: 16510 });
    await pay(intent.json().clientSecret);
    const confirmed = (await shop.player.get(`/api/orders/${order.id}`)).json();
    expect(confirmed).toMatchObject({ status: 'confirmed', payment: { paidAmountCents: 16510, balanceDueCents: 66040, schedule: [{ status: 'paid' }, { status: 'due' }] } });

    const listed = async (filter: string) => ((await shop.admin.get(`/api/admin/orders?payment=${filter}`)).json() as { id: string }[]).some((listedOrder) => listedOrder.id === order.id);
    const outstanding = async () => (await shop.admin.get('/api/admin/stats/outstanding-balances')).json() as { cents: number; bookings: number };
    expect(await listed('partly_paid')).toBe(true);
    const owedBefore = await outstanding();
    expect(owedBefore.cents).toBeGreaterThanOrEqual(66040);

    const balance = await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'balance' });
    expect(balance.statusCode, balance.body).toBe(201);
    expect(balance.json()).toMatchObject({ amount: 660.4, amountCents: 66040, currency: 'EUR' });
    expect((await pay(balance.json().clientSecret)).json()).toMatchObject({ status: 'succeeded' });
    const paid = (await shop.player.get(`/api/orders/${order.id}`)).json();
    expect(paid).toMatchObject({ status: 'confirmed', paidCents: 82550, payment: { paidAmountCents: 82550, balanceDueCents: 0, schedule: [{ status: 'paid' }, { status: 'paid' }] } });
    const nothingLeft = await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'next' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(await listed('partly_paid')).toBe(false);
    expect(await outstanding()).toEqual({ cents: owedBefore.cents - 66040, bookings: owedBefore.bookings - 1 });
    expect((await shop.admin.get('/api/admin/orders?payment=later')).statusCode).toBe(400);
    expect((await shop.player.get('/api/admin/stats/outstanding-balances')).statusCode).toBe(403);

    // an advance-payment invoice for the deposit, then the final invoice: the whole booking less the deposit
    const documents = await shop.t.database.db.selectFrom('order_documents').select(['kind', 'number', 'total_cents', 'content']).where('order_id', '=', order.id).orderBy('sequence').execute();
    expect(documents.map((document) => [document.kind, Number(document.total_cents)])).toEqual([
      ['invoice', 16510],
      ['invoice', 66040],
    ]);
    type Content = { reason: string; lines: { amountCents: number; kind: string }[]; taxes: { grossCents: number }[] };
    const [advance, final] = documents.map((document) => document.content as Content);
    expect(advance!.reason).toMatch(/^Advance payment 1 of 2/);
    expect(final!.reason).toMatch(/^Final invoice/);
    for (const [content, total] of [[advance!, 16510], [final!, 66040]] as const) {
      expect(content.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(total);
      expect(content.taxes.reduce((sum, tax) => sum + tax.grossCents, 0)).toBe(total);
    }
    // the deposit's shares of each kind, less on the final invoice: each kind adds up to what the booking charges for it
    const byKind = (content: Content, kind: string) => content.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amountCents, 0);
    expect(byKind(advance!, 'hotel') + byKind(final!, 'hotel')).toBe(48000);
    expect(byKind(advance!, 'tournaments') + byKind(final!, 'tournaments')).toBe(30000);
  });

  it('lets only the owner or an admin pay, and takes only next or balance', async () => {
    const order = await depositPaid();
    const other = (await loggedInAs(shop.t, 'player')).client;
    expect((await other.post(`/api/orders/${order.id}/payments`, { pay: 'next' })).statusCode).toBe(404);
    expect((await shop.t.server.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, payload: { pay: 'next' } })).statusCode).toBe(401);
    expect((await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'all' })).statusCode).toBe(400);
    expect((await shop.player.post('/api/orders/not-an-order/payments', { pay: 'next' })).statusCode).toBe(404);
    expect((await shop.admin.post(`/api/orders/${order.id}/payments`, { pay: 'next' })).statusCode).toBe(201);
  });

  it('takes the money once when two tabs pay the same instalment', async () => {
    const order = await depositPaid({ kind: 'instalments', count: 2 });
    const [a, b] = await Promise.all([shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'next' }), shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'next' })]);
    expect(a.json().paymentIntentId).toBe(b.json().paymentIntentId);
    const outcomes = await Promise.all([pay(a.json().clientSecret), pay(b.json().clientSecret)]);
    expect(outcomes.filter((answer) => answer.statusCode === 200 && answer.json().status === 'succeeded').length).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(order.id, 'RefundRequested')).toHaveLength(0);
    const view = (await shop.player.get(`/api/orders/${order.id}`)).json();
    expect(view.payment.schedule.map((entry: { status: string }) => entry.status)).toEqual(['paid', 'paid', 'due']);
    expect(view.paidCents).toBe(16510 + view.payment.schedule[1].amountCents);
  });

  it('gives back a second payment of the same instalment (the next one and the balance both paid)', async () => {
    const order = await depositPaid({ kind: 'instalments', count: 2 });
    const next = (await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'next' })).json();
    const balance = (await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'balance' })).json();
    await pay(next.clientSecret);
    // the balance's intent was made before the next payment landed: paying it is refused, or refunded
    const late = await shop.demo.confirmCard({ clientSecret: balance.clientSecret, card: demoCard('4242424242424242'), now: new Date() });
    await shop.t.server.inject({ method: 'POST', url: '/api/payments/webhook', payload: late.webhook.rawBody, headers: { 'content-type': 'application/json', 'demo-signature': late.webhook.signature } });
    const refunds = await eventsOf(order.id, 'RefundRequested');
    expect(refunds.map((event) => event.data)).toEqual([expect.objectContaining({ intentId: balance.paymentIntentId, amountCents: balance.amountCents })]);
    const view = (await shop.player.get(`/api/orders/${order.id}`)).json();
    expect(view.payment.schedule.map((entry: { status: string }) => entry.status)).toEqual(['paid', 'paid', 'due']);
  });

  it('refuses a change while a balance is outstanding, but not a cancellation', async () => {
    const order = await depositPaid();
    const change = await shop.player.post(`/api/orders/${order.id}/change-quote`, { nights: 3 });
    expect(change.statusCode).toBe(409);
    expect(change.json().details).toMatchObject({ reason: 'balance_outstanding' });
    const cancel = await shop.player.post(`/api/orders/${order.id}/change-quote`, { cancel: true });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 100 % refundable this far ahead: the deposit, all that was paid, comes back
    expect(cancel.json()).toMatchObject({ refundCents: 16510 });
  });
});

describe('a missed payment', () => {
  const stepTimers = (orderId: string) =>
    shop.t.database.db.selectFrom('scheduled_timers').select(['timer_key', 'due_at', 'fired_at']).where('kind', '=', PAYMENT_PLAN_STEP_TIMER_KIND).where('timer_key', 'like', `${orderId}:%`).orderBy('due_at').execute();
  const fireAt = (orderId: string, step: string, index: number, at: Date) => fireStepAt(shop, orderId, step, index, at);
  const mailsTo = (subject: string) => mailsToSubject(shop, subject);

  it('is reminded, found overdue, and cancelled when its grace ends, with what the policy gives back', async () => {
    const order = await depositPaid();
    const timers = await stepTimers(order.id);
    expect(timers.map((timer) => [timer.timer_key, timer.due_at.toISOString()])).toEqual([
      [`${order.id}:1:remind`, '2027-04-25T08:00:00.000Z'],
      [`${order.id}:1:charge`, '2027-05-02T08:00:00.000Z'],
      [`${order.id}:1:overdue`, '2027-05-03T08:00:00.000Z'],
      [`${order.id}:1:cancel`, '2027-05-10T08:00:00.000Z'],
    ]);
    const reminders = await mailsTo('Payment due on');
    expect(await fireAt(order.id, 'remind', 1, new Date('2027-04-25T08:00:00Z'))).toBe('fired');
    expect(await fireAt(order.id, 'remind', 1, new Date('2027-04-25T08:00:00Z'))).toBe('done');
    expect(await mailsTo('Payment due on')).toBe(reminders + 1);

    // a grace timer fired too early (a clock behind) decides nothing
    const early = new Date('2027-05-03T08:00:00Z');
    await fireAt(order.id, 'overdue', 1, early);
    await readModelCaughtUp(shop.t);
    expect((await shop.player.get(`/api/orders/${order.id}`)).json().payment.schedule[1].status).toBe('overdue');
    expect(await eventsOf(order.id, 'InstalmentOverdue')).toHaveLength(1);
    const overdue = (await shop.admin.get('/api/admin/orders?payment=overdue')).json() as { id: string }[];
    expect(overdue.map((listedOrder) => listedOrder.id)).toContain(order.id);

    await fireAt(order.id, 'cancel', 1, new Date('2027-05-10T08:00:00Z'));
    await readModelCaughtUp(shop.t);
    const cancelled = (await shop.player.get(`/api/orders/${order.id}`)).json();
    // 22 days before the start: the default policy (14 days or more: all back) gives the deposit back
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: 16510, payment: { balanceDueCents: 0, schedule: [{ status: 'paid' }, { status: 'cancelled' }] } });
    const held = await shop.t.database.db.selectFrom('stock_holds').select('item_id').where('order_id', '=', order.id).where('released_at', 'is', null).execute();
    expect(held).toHaveLength(0);
    expect((await eventsOf(order.id, 'OrderCancelled'))[0]?.data).toMatchObject({ requestedBy: { role: 'shop' } });
    // the deposit's invoice, and the credit note for the deposit given back
    const documents = await shop.t.database.db.selectFrom('order_documents').select(['kind', 'total_cents']).where('order_id', '=', order.id).orderBy('issued_at').execute();
    expect(documents.map((document) => [document.kind, Number(document.total_cents)])).toEqual([
      ['invoice', 16510],
      ['credit-note', 16510],
    ]);
  });

  it('keeps the deposit when the policy keeps more than was paid', async () => {
    const tiers = (late: number) => [
      { minDays: 60, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } },
      { minDays: 0, maxDays: 59, refundPercent: { hotel: late, tournaments: late, extras: late } },
    ];
    await shop.admin.put('/api/admin/settings/cancellation-policy', { tiers: tiers(50) });
    const order = await depositPaid();
    await shop.admin.put('/api/admin/settings/cancellation-policy', { tiers: [{ minDays: 14, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } }, { minDays: 0, maxDays: 13, refundPercent: { hotel: 0, tournaments: 0, extras: 0 } }] });
    await fireAt(order.id, 'cancel', 1, new Date('2027-05-10T08:00:00Z'));
    await readModelCaughtUp(shop.t);
    // the policy it was booked under keeps half of 825.50 at 22 days: more than the 165.10 paid, so nothing comes back
    expect((await shop.player.get(`/api/orders/${order.id}`)).json()).toMatchObject({ status: 'cancelled', paidCents: 16510, refundedCents: 0 });
  });

  it('refunds a payment that arrives after the booking was cancelled for it', async () => {
    const order = await depositPaid();
    const balance = (await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'balance' })).json();
    await fireAt(order.id, 'cancel', 1, new Date('2027-05-10T08:00:00Z'));
    const late = await shop.demo.confirmCard({ clientSecret: balance.clientSecret, card: demoCard('4242424242424242'), now: new Date() });
    await shop.t.server.inject({ method: 'POST', url: '/api/payments/webhook', payload: late.webhook.rawBody, headers: { 'content-type': 'application/json', 'demo-signature': late.webhook.signature } });
    const refunds = (await eventsOf(order.id, 'RefundRequested')).map((event) => event.data);
    expect(refunds).toContainEqual(expect.objectContaining({ intentId: balance.paymentIntentId, amountCents: 66040 }));
  });

  it('does nothing once the payment was made in time', async () => {
    const order = await depositPaid();
    const balance = (await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'balance' })).json();
    await pay(balance.clientSecret);
    await fireAt(order.id, 'overdue', 1, new Date('2027-05-03T08:00:00Z'));
    await fireAt(order.id, 'cancel', 1, new Date('2027-05-10T08:00:00Z'));
    expect(await eventsOf(order.id, 'InstalmentOverdue')).toHaveLength(0);
    expect((await shop.player.get(`/api/orders/${order.id}`)).json()).toMatchObject({ status: 'confirmed', payment: { balanceDueCents: 0 } });
  });
});
