import { describe, expect, it } from 'vitest';
import type { PriceView } from '@pokerfest/domain';
import { ApiError } from '../../lib/api-client';
import { voucherRefusal } from './price-calls';
import { orderPriceLines, priceViewLines } from './price-lines';

const view: PriceView = {
  subtotal: 1095,
  subtotalCents: 109_500,
  discounts: [
    { source: 'vip', label: 'VIP discount (5 %)', amount: 54.75, amountCents: 5_475 },
    { source: 'voucher', code: 'SPRING10', label: 'Code SPRING10 (10 %)', amount: 104.03, amountCents: 10_403 },
  ],
  totalPrice: 936.22,
  totalPriceCents: 93_622,
  creditApplied: 0,
  creditAppliedCents: 0,
  amountDue: 936.22,
  amountDueCents: 93_622,
  currency: 'EUR',
  creditBalance: 100,
  creditBalanceCents: 10_000,
};

describe('the server’s price in the summary’s words (issue 32)', () => {
  it('lists each discount by its label, minus its amount, under the subtotal; no credit lines unless credit is used', () => {
    expect(priceViewLines(view)).toEqual({
      subtotal: '€1,095.00',
      discounts: [
        { key: 'vip-', label: 'VIP discount (5 %)', amount: '−€54.75' },
        { key: 'voucher-SPRING10', label: 'Code SPRING10 (10 %)', amount: '−€104.03' },
      ],
      credit: null,
    });
  });

  it('says the credit taken and what the card pays once credit is used', () => {
    const withCredit = { ...view, creditApplied: 100, creditAppliedCents: 10_000, amountDue: 836.22, amountDueCents: 83_622 };
    expect(priceViewLines(withCredit).credit).toEqual({ applied: '−€100.00', amountDue: '€836.22' });
  });

  it('reads a placed order’s discounts and credit, working out what an older view leaves out', () => {
    const order = { discounts: view.discounts, subtotalCents: undefined, totalPriceCents: 93_622, creditAppliedCents: 20_000, amountDueCents: undefined, currency: 'EUR' };
    expect(orderPriceLines(order)).toMatchObject({ subtotal: '€1,095.00', credit: { applied: '−€200.00', amountDue: '€736.22' } });
    expect(orderPriceLines({ ...order, discounts: [], creditAppliedCents: 0 })).toBeNull();
  });

  it('takes a refusal about the code for the field, in the API’s words, and nothing else', () => {
    const refused = new ApiError(400, 'Bad Request', JSON.stringify({ error: 'The code OLD10 expired on 2026-12-31.', details: { reason: 'voucher_expired', field: 'voucherCode', code: 'OLD10' } }));
    const usedUp = new ApiError(409, 'Conflict', JSON.stringify({ error: 'The code FEW has been used up.', details: { reason: 'voucher_used_up', field: 'voucherCode', code: 'FEW' } }));
    expect(voucherRefusal(refused)).toBe('The code OLD10 expired on 2026-12-31.');
    expect(voucherRefusal(usedUp)).toBe('The code FEW has been used up.');
    expect(voucherRefusal(new ApiError(409, 'Conflict', JSON.stringify({ error: 'Sold out', details: { reason: 'sold_out' } })))).toBeNull();
    expect(voucherRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});
