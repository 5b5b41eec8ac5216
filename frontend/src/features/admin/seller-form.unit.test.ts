import { describe, expect, it } from 'vitest';
import { defaultSellerSettings, type SellerSettings } from '@pokerfest/domain';
import { formMessages, formOutput } from '../../lib/test-form-messages';
import { documentsWait, rateOf, sellerForm, valuesOfSettings, type SellerFormValues } from './seller-form';

const demo: SellerSettings = {
  ...defaultSellerSettings({ name: 'Poker Festivals Demo GmbH', address: 'Kärntner Ring 1\n1010 Vienna, Austria', supportEmail: 'support@shop.example' }),
  registrationNumber: 'ATU12345678',
  taxes: {
    hotel: { kind: 'rate', ratePercent: 10 },
    tournaments: { kind: 'none', note: 'Tournament buy-ins are not subject to VAT.' },
    extras: { kind: 'rate', ratePercent: 7.5 },
  },
};

const withTax = (values: SellerFormValues, kind: 'hotel' | 'tournaments' | 'extras', change: Partial<SellerFormValues['taxes']['hotel']>): SellerFormValues => ({
  ...values,
  taxes: { ...values.taxes, [kind]: { ...values.taxes[kind], ...change } },
});

describe('the seller form', () => {
  it('shows settings as text and reads them back as the same settings', async () => {
    const values = valuesOfSettings(demo);
    expect(values.taxes.hotel).toEqual({ choice: 'rate', ratePercent: '10', note: '' });
    expect(values.taxes.tournaments).toEqual({ choice: 'none', ratePercent: '', note: 'Tournament buy-ins are not subject to VAT.' });
    expect(await formOutput(sellerForm, values)).toEqual(demo);
    const defaults = defaultSellerSettings({ name: 'Shop', address: '', supportEmail: 'a@b.example' });
    expect(await formOutput(sellerForm, valuesOfSettings(defaults))).toEqual(defaults);
  });

  it('reads a rate with spaces or a decimal comma, and sends only the chosen half of a rule', async () => {
    expect(rateOf(' 7,5 ')).toBe(7.5);
    expect(rateOf('10')).toBe(10);
    expect(rateOf('ten')).toBeNaN();
    expect(rateOf('')).toBeNaN();
    const switched = withTax(withTax(valuesOfSettings(demo), 'hotel', { choice: 'none', note: 'Margin scheme: § 23 UStG' }), 'extras', { ratePercent: ' 13,0 ' });
    expect((await formOutput(sellerForm, switched)).taxes).toEqual({ ...demo.taxes, hotel: { kind: 'none', note: 'Margin scheme: § 23 UStG' }, extras: { kind: 'rate', ratePercent: 13 } });
  });

  it("puts the schema's message on the field it is about", async () => {
    const values = valuesOfSettings(demo);
    const errorsOf = (changed: SellerFormValues) => formMessages(sellerForm, changed);
    expect(await errorsOf({ ...values, creditNotePrefix: 'INV' })).toEqual({ creditNotePrefix: 'Credit notes need a prefix of their own' });
    expect(await errorsOf({ ...values, invoicePrefix: 'inv 1' })).toEqual({ invoicePrefix: expect.stringMatching(/^Capital letters/) });
    expect(await errorsOf({ ...values, supportEmail: 'nobody' })).toEqual({ supportEmail: 'Must be a valid e-mail address' });
    expect(await errorsOf(withTax(values, 'hotel', { ratePercent: '150' }))).toEqual({ 'taxes.hotel.ratePercent': 'A tax rate is 0 to 100 %' });
    expect(await errorsOf(withTax(values, 'extras', { ratePercent: '7.555' }))).toEqual({ 'taxes.extras.ratePercent': 'A tax rate has at most two decimals' });
    expect(await errorsOf(withTax(values, 'extras', { ratePercent: 'ten' }))).toEqual({ 'taxes.extras.ratePercent': 'Enter a rate from 0 to 100, such as 10 or 7.5' });
    expect(await errorsOf(withTax(values, 'tournaments', { note: ' ' }))).toEqual({ 'taxes.tournaments.note': expect.stringMatching(/note is printed on the invoice/) });
    // several fields at once, each with its own message; a half that is not chosen is not checked
    expect(await errorsOf(withTax({ ...values, supportEmail: 'nobody', invoicePrefix: '' }, 'hotel', { choice: 'none', ratePercent: 'ten', note: '' }))).toEqual({
      supportEmail: 'Must be a valid e-mail address',
      invoicePrefix: expect.stringMatching(/^Capital letters/),
      'taxes.hotel.note': expect.stringMatching(/note is printed on the invoice/),
    });
  });

  it('knows when documents would wait for the seller: an empty name or address', () => {
    expect(documentsWait({ legalName: 'Shop GmbH', address: 'Ring 1' })).toBe(false);
    expect(documentsWait({ legalName: ' ', address: 'Ring 1' })).toBe(true);
    expect(documentsWait({ legalName: 'Shop GmbH', address: '' })).toBe(true);
  });
});
