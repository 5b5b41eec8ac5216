// The "Seller and invoices" form's values (text, as the inputs hold them) to and from the seller
// settings. They are read with the domain's own schema, so the form refuses exactly what the server
// does, with the same words; the values are shaped like the settings, so each message's path is the
// name of the field it is about.
import { z } from 'zod';
import { missingSellerFields, sellerSettingsSchema, taxRuleSchema, type ComponentKind, type SellerSettings, type TaxRule } from '@pokerfest/domain';

export type TaxChoice = TaxRule['kind'];

/** One kind's tax as typed: both texts are kept while the admin switches, so switching back loses nothing. */
export interface TaxRuleValues {
  choice: TaxChoice;
  ratePercent: string;
  note: string;
}

export interface SellerFormValues {
  legalName: string;
  address: string;
  registrationNumber: string;
  supportEmail: string;
  invoicePrefix: string;
  creditNotePrefix: string;
  taxes: Record<ComponentKind, TaxRuleValues>;
}

/** The kinds as the form names them. */
export const TAX_KIND_LABELS: Readonly<Record<ComponentKind, string>> = { hotel: 'Hotel', tournaments: 'Tournament seats', extras: 'Extras' };

const NUMBER = /^\d+(\.\d*)?$|^\.\d+$/;

export function valuesOfSettings(settings: SellerSettings): SellerFormValues {
  const taxOf = (rule: TaxRule): TaxRuleValues =>
    rule.kind === 'rate' ? { choice: 'rate', ratePercent: String(rule.ratePercent), note: '' } : { choice: 'none', ratePercent: '', note: rule.note };
  return {
    legalName: settings.legalName,
    address: settings.address,
    registrationNumber: settings.registrationNumber,
    supportEmail: settings.supportEmail,
    invoicePrefix: settings.invoicePrefix,
    creditNotePrefix: settings.creditNotePrefix,
    taxes: { hotel: taxOf(settings.taxes.hotel), tournaments: taxOf(settings.taxes.tournaments), extras: taxOf(settings.taxes.extras) },
  };
}

/** A typed rate, a decimal comma read as a point; NaN for anything else (the form then says what to type). */
export function rateOf(text: string): number {
  const typed = text.trim().replace(',', '.');
  return NUMBER.test(typed) ? Number(typed) : Number.NaN;
}

/** One kind's tax as typed, read as the rule the server stores: only the chosen half is checked, and sent. */
const taxRuleForm = z
  .discriminatedUnion('choice', [
    z.object({ choice: z.literal('rate'), ratePercent: z.string().transform(rateOf).pipe(z.number({ error: 'Enter a rate from 0 to 100, such as 10 or 7.5' })), note: z.string() }),
    z.object({ choice: z.literal('none'), ratePercent: z.string(), note: z.string() }),
  ])
  .transform((typed): TaxRule => (typed.choice === 'rate' ? { kind: 'rate', ratePercent: typed.ratePercent } : { kind: 'none', note: typed.note }))
  .pipe(taxRuleSchema);

/**
 * Each field with the schema's own rule first, then the whole settings (a credit-note prefix of its
 * own), whose message waits until every field is right.
 */
export const sellerForm = z
  .object({ ...sellerSettingsSchema.shape, taxes: z.object({ hotel: taxRuleForm, tournaments: taxRuleForm, extras: taxRuleForm }) })
  .pipe(sellerSettingsSchema) satisfies z.ZodType<SellerSettings, SellerFormValues>;

/** Whether the values would leave documents waiting: the seller's name or address is empty. */
export function documentsWait(values: Pick<SellerFormValues, 'legalName' | 'address'>): boolean {
  return missingSellerFields(values).length > 0;
}
