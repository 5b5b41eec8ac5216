import { describe, expect, it } from 'vitest';
import { fullOrder } from '../../testing/booking-fixture';
import { depositPaid, eventsOf as eventsOfOrder, fireStepAt, mailsTo as mailsToSubject, pay as payWith, planShopPerFile } from './testing/plan-shop';

// A payment plan's automatic charges (issue 31, decision 0040): the player consents at the deposit,
// the saved card is charged on the due date (the clock passed to the timers; the balance is due
// 2027-05-02), once whatever runs again; a decline is said and tried again, then the grace and
// the cancellation follow; the player may stop them.

const shop = planShopPerFile();
const pay = (clientSecret: string, number?: string) => payWith(shop, clientSecret, number);
const eventsOf = (orderId: string, type: string) => eventsOfOrder(shop, orderId, type);

describe('automatic charges', () => {
  const fireAt = (orderId: string, step: string, index: number, at: Date) => fireStepAt(shop, orderId, step, index, at);
  const dueDay = new Date('2027-05-02T08:00:00Z');
  const mailsTo = (subject: string) => mailsToSubject(shop, subject);

  /** Deposit paid with `card`, the player consenting to automatic charges. */
  const consented = (card = '4242 4242 4242 4242') => depositPaid(shop, { kind: 'deposit' }, { autoCharge: true, card });

  it('charges the saved card on the due date, once, and never stores the number', async () => {
    const order = await consented();
    expect((await shop.player.get(`/api/orders/${order.id}`)).json().payment.automaticCharges).toEqual({ cardLast4: '4242', cardBrand: 'visa' });
    expect(await fireAt(order.id, 'charge', 1, dueDay)).toBe('fired');
    expect(await fireAt(order.id, 'charge', 1, dueDay)).toBe('done');
    const view = (await shop.player.get(`/api/orders/${order.id}`)).json();
    expect(view.payment).toMatchObject({ balanceDueCents: 0, schedule: [{ status: 'paid' }, { status: 'paid' }], automaticCharges: null });
    expect(await eventsOf(order.id, 'PaymentSucceeded')).toHaveLength(2);
    expect(JSON.stringify(await shop.t.database.db.selectFrom('demo_saved_cards').selectAll().execute())).not.toContain('4242424242424242');
  });

  it('charges once when the worker died between the charge and its recording', async () => {
    const order = await consented();
    const state = (await shop.player.get(`/api/orders/${order.id}`)).json();
    const savedCard = ((await eventsOf(order.id, 'AutomaticChargesConsented'))[0]!.data as { savedCard: string }).savedCard;
    // the first run's charge went through; its process died before recording it
    await shop.t.payments.chargeSavedCard({ orderId: order.id, amountCents: state.payment.schedule[1].amountCents, currency: 'EUR', savedCard, idempotencyKey: `order-${order.id}-auto-1-charge`, instalments: [1] });
    await fireAt(order.id, 'charge', 1, dueDay);
    const charges = await shop.t.database.db.selectFrom('demo_payment_intents').select('id').where('order_id', '=', order.id).where('saved_card', 'is not', null).where('save_card', '=', false).execute();
    expect(charges).toHaveLength(1);
    expect(await eventsOf(order.id, 'PaymentSucceeded')).toHaveLength(2);
    expect(await eventsOf(order.id, 'RefundRequested')).toHaveLength(0);
  });

  it('tells the player when the card is declined, tries again the next day, then the grace and the cancellation follow', async () => {
    const order = await consented('4000 0000 0000 0341');
    const declinedBefore = await mailsTo('Automatic payment declined');
    await fireAt(order.id, 'charge', 1, dueDay);
    expect(await eventsOf(order.id, 'PaymentFailed')).toHaveLength(1);
    expect(await mailsTo('Automatic payment declined')).toBe(declinedBefore + 1);
    await fireAt(order.id, 'overdue', 1, new Date('2027-05-03T08:00:00Z'));
    expect(await eventsOf(order.id, 'PaymentFailed')).toHaveLength(2);
    expect(await eventsOf(order.id, 'InstalmentOverdue')).toHaveLength(1);
    await fireAt(order.id, 'cancel', 1, new Date('2027-05-10T08:00:00Z'));
    expect((await shop.player.get(`/api/orders/${order.id}`)).json()).toMatchObject({ status: 'cancelled', payment: { automaticCharges: null } });
  });

  it('takes the money once when the player pays the instalment the automatic charge has just paid', async () => {
    const order = await consented();
    const manual = (await shop.player.post(`/api/orders/${order.id}/payments`, { pay: 'next' })).json();
    await fireAt(order.id, 'charge', 1, dueDay);
    // refused before the card is charged; had it been charged (the provider's verdict racing), it would be refunded
    const late = await pay(manual.clientSecret);
    expect(late.statusCode).toBe(409);
    expect((await shop.t.payments.retrieveIntent(manual.paymentIntentId)).status).toBe('requires_payment');
    expect(await eventsOf(order.id, 'PaymentSucceeded')).toHaveLength(2);
  });

  it('stops when the player withdraws the consent, and refuses consent where nothing is charged later', async () => {
    const order = await consented();
    const withdrawn = await shop.player.request({ method: 'DELETE', url: `/api/orders/${order.id}/automatic-charges` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().payment.automaticCharges).toBeNull();
    await fireAt(order.id, 'charge', 1, dueDay);
    expect(await eventsOf(order.id, 'PaymentSucceeded')).toHaveLength(1);
    const full = (await shop.player.post('/api/orders', fullOrder(shop.festival))).json();
    const refused = await shop.player.post('/api/create-payment-intent', { orderId: full.id, autoCharge: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'auto_charge_not_available' });
  });
});
