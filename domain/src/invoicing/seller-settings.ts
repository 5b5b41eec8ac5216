// The seller as its invoices and credit notes name it, and how each component kind is taxed. Set by
// an admin in Settings; one schema for the API, the admin form and the documents.
import { z } from 'zod';
import { componentKinds, type ComponentKind } from '../ordering/cancellation-policy';
import type { Seller } from '../ordering/seller';
import { multiLineText, singleLineText } from '../shared/input';

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** Prices are gross: a rate says how much of a component's price is tax; `none` prints its note instead (a margin-scheme notice). */
export const taxRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('rate'),
    ratePercent: z.number().min(0, 'A tax rate is 0 to 100 %').max(100, 'A tax rate is 0 to 100 %').refine(twoDecimals, 'A tax rate has at most two decimals'),
  }),
  z.strictObject({ kind: z.literal('none'), note: multiLineText(300).min(1, 'Say why no tax is shown: the note is printed on the invoice') }),
]);
export type TaxRule = z.infer<typeof taxRuleSchema>;

/** A number series' prefix: it starts every document number (INV-2026-00001). */
const prefix = singleLineText(12).regex(/^[A-Z0-9][A-Z0-9-]{0,11}$/, 'Capital letters, digits and dashes, at most 12, starting with a letter or digit');

const email = singleLineText(254).pipe(z.email('Must be a valid e-mail address'));

export const sellerSettingsSchema = z
  .strictObject({
    /** Empty is allowed while setting up; no document is issued until the name and address are given. */
    legalName: singleLineText(200),
    address: multiLineText(500),
    /** VAT or company registration number; empty when there is none. */
    registrationNumber: singleLineText(60),
    supportEmail: email,
    invoicePrefix: prefix,
    creditNotePrefix: prefix,
    taxes: z.strictObject({ hotel: taxRuleSchema, tournaments: taxRuleSchema, extras: taxRuleSchema }),
  })
  .refine((settings) => settings.invoicePrefix !== settings.creditNotePrefix, {
    path: ['creditNotePrefix'],
    message: 'Credit notes need a prefix of their own',
  });
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

export const DEFAULT_INVOICE_PREFIX = 'INV';
export const DEFAULT_CREDIT_NOTE_PREFIX = 'CN';

const noTax: TaxRule = { kind: 'none', note: 'No VAT shown.' };

/** What applies before an admin saves settings: the configured seller, no tax shown. */
export function defaultSellerSettings(seller: { name: string; address: string; supportEmail: string }): SellerSettings {
  return {
    legalName: seller.name,
    address: seller.address,
    registrationNumber: '',
    supportEmail: seller.supportEmail,
    invoicePrefix: DEFAULT_INVOICE_PREFIX,
    creditNotePrefix: DEFAULT_CREDIT_NOTE_PREFIX,
    taxes: Object.fromEntries(componentKinds.map((kind) => [kind, noTax])) as Record<ComponentKind, TaxRule>,
  };
}

/** The seller as pages and e-mails name it: the legal name, the address and where to write. */
export function sellerNamedBy(settings: Pick<SellerSettings, 'legalName' | 'address' | 'supportEmail'>): Seller {
  return { name: settings.legalName, address: settings.address, supportEmail: settings.supportEmail };
}

/** Why a document cannot be issued with these settings: the seller's name or address is empty. */
export function missingSellerFields(settings: Pick<SellerSettings, 'legalName' | 'address'>): ('legalName' | 'address')[] {
  const missing: ('legalName' | 'address')[] = [];
  if (settings.legalName.trim() === '') missing.push('legalName');
  if (settings.address.trim() === '') missing.push('address');
  return missing;
}
