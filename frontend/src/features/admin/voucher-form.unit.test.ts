import { describe, expect, it } from 'vitest';
import { emptyVoucherForm, voucherForm } from './voucher-form';
import { discountText, matchesVoucherSearch, usesText, validityText, voucherFestival } from './voucher-words';

const messages = (values: Partial<typeof emptyVoucherForm>) => {
  const parsed = voucherForm.safeParse({ ...emptyVoucherForm, ...values });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the Add Voucher form (issue 32)', () => {
  it('hands the typed text on as the body the server takes: blank limits are none, the code upper-case', () => {
    expect(voucherForm.parse({ ...emptyVoucherForm, code: ' spring10 ', value: '10' })).toEqual({
      code: 'SPRING10',
      discountType: 'percent',
      value: 10,
      appliesTo: 'package',
      productId: null,
      maxUses: null,
      maxUsesPerPlayer: 1,
      validFrom: null,
      validUntil: null,
      minTotal: 0,
      agentId: null,
      active: true,
    });
  });

  it('reads an amount with a decimal comma, a festival, limits and the valid days', () => {
    const body = voucherForm.parse({
      ...emptyVoucherForm,
      code: 'VIENNA25',
      discountType: 'amount',
      value: '25,50',
      appliesTo: 'hotel',
      productId: 'vienna-spring-2027',
      maxUses: '100',
      maxUsesPerPlayer: '2',
      validFrom: '2027-03-01',
      validUntil: '2027-03-31',
      minTotal: '500',
    });
    expect(body).toMatchObject({ value: 25.5, appliesTo: 'hotel', productId: 'vienna-spring-2027', maxUses: 100, maxUsesPerPlayer: 2, validFrom: '2027-03-01', validUntil: '2027-03-31', minTotal: 500 });
  });

  it('puts each refusal on its own field, in the domain’s words', () => {
    expect(messages({ code: 'x', value: '10' })).toEqual({ code: 'A code is 3 to 40 letters, digits, - or _' });
    expect(Object.keys(messages({ code: 'SPRING', value: '' }))).toEqual(['value']);
    expect(messages({ code: 'SPRING', value: '120' })).toEqual({ value: 'A percentage is at most 100' });
    expect(Object.keys(messages({ code: 'SPRING', value: '10', maxUses: 'lots' }))).toEqual(['maxUses']);
    expect(messages({ code: 'SPRING', value: '10', validFrom: '2027-04-01', validUntil: '2027-03-01' })).toEqual({ validUntil: 'The last day must not be before the first' });
  });
});

describe('a voucher in the Vouchers list', () => {
  const voucher = { discountType: 'percent' as const, value: 10, currency: 'EUR', uses: 3, maxUses: 100, validFrom: null, validUntil: null, code: 'SPRING10' };

  it('says its discount, uses and valid days', () => {
    expect(discountText(voucher)).toBe('10% off');
    expect(discountText({ ...voucher, discountType: 'amount', value: 25 })).toBe('€25.00 off');
    expect(usesText(voucher)).toBe('3 / 100');
    expect(usesText({ ...voucher, maxUses: null })).toBe('3 / unlimited');
    expect(validityText(voucher)).toBe('Always');
    expect(validityText({ validFrom: '2027-03-01T00:00:00.000Z', validUntil: '2027-03-31T23:59:59.999Z' })).toBe('Mar 1, 2027 – Mar 31, 2027');
    expect(validityText({ validFrom: null, validUntil: '2027-03-31T23:59:59.999Z' })).toBe('Until Mar 31, 2027');
  });

  it('names its festival, or all of them, and is found by its code', () => {
    const titles = new Map([['vienna-spring-2027', 'Vienna Spring']]);
    expect(voucherFestival('vienna-spring-2027', titles)).toBe('Vienna Spring');
    expect(voucherFestival(null, titles)).toBe('All festivals');
    expect(matchesVoucherSearch(voucher, ' spring')).toBe(true);
    expect(matchesVoucherSearch(voucher, 'autumn')).toBe(false);
  });
});
