// The "Seller and invoices" form's values (text, as the inputs hold them) to and from the seller
// settings. They are checked with the domain's own schema, so the form refuses exactly what the
// server does, with the same words; each message lands on the field it is about.
import { componentKinds, missingSellerFields, sellerSettingsSchema, type ComponentKind, type SellerSettings, type TaxRule } from '@pokerfest/domain';

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

export type SellerTextField = Exclude<keyof SellerFormValues, 'taxes'>;
export type SellerField = SellerTextField | `${ComponentKind}.${'ratePercent' | 'note'}`;
export type SellerErrors = Partial<Record<SellerField, string>>;

export type SellerFormCheck = { ok: true; settings: SellerSettings } | { ok: false; errors: SellerErrors; formError?: string };

/** The kinds as the form names them. */
export const TAX_KIND_LABELS: Readonly<Record<ComponentKind, string>> = { hotel: 'Hotel', tournaments: 'Tournament seats', extras: 'Extras' };

const TEXT_FIELDS: readonly SellerTextField[] = ['legalName', 'address', 'registrationNumber', 'supportEmail', 'invoicePrefix', 'creditNotePrefix'];
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

function ruleOf(values: TaxRuleValues): TaxRule {
  return values.choice === 'rate' ? { kind: 'rate', ratePercent: rateOf(values.ratePercent) } : { kind: 'none', note: values.note };
}

/** The text fields as typed, the rules with only the chosen half of each: the body the server gets. */
function bodyOf(values: SellerFormValues) {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])),
    taxes: Object.fromEntries(componentKinds.map((kind) => [kind, ruleOf(values.taxes[kind])])),
  };
}

function fieldOfPath(path: readonly PropertyKey[]): SellerField | undefined {
  const [first, kind, last] = path;
  if (first === 'taxes' && componentKinds.includes(kind as ComponentKind) && (last === 'ratePercent' || last === 'note')) return `${kind as ComponentKind}.${last}`;
  return TEXT_FIELDS.includes(first as SellerTextField) && path.length === 1 ? (first as SellerTextField) : undefined;
}

/** The values as settings, or each field's message (the schema's words; a rate that is not a number says what to type). */
export function checkSellerForm(values: SellerFormValues): SellerFormCheck {
  const parsed = sellerSettingsSchema.safeParse(bodyOf(values));
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: SellerErrors = {};
  let formError: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path);
    if (!field) {
      formError ??= issue.message;
      continue;
    }
    const rate = field.endsWith('.ratePercent') ? values.taxes[field.split('.')[0] as ComponentKind].ratePercent : undefined;
    const notANumber = rate !== undefined && Number.isNaN(rateOf(rate));
    errors[field] ??= notANumber ? 'Enter a rate from 0 to 100, such as 10 or 7.5' : issue.message;
  }
  return { ok: false, errors, formError };
}

/** Whether the values would leave documents waiting: the seller's name or address is empty. */
export function documentsWait(values: Pick<SellerFormValues, 'legalName' | 'address'>): boolean {
  return missingSellerFields(values).length > 0;
}
