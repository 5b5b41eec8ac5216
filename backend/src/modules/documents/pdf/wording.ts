import { formatCents, formatDay, formatDayRange, formatMoment, type DocumentContent, type DocumentCredit, type DocumentLine, type DocumentPayment, type DocumentTaxLine } from '@pokerfest/domain';

// What an invoice or credit note says in words, apart from where it says it: the PDF layout only
// places these strings, each day, time and amount through the shop's one formatter. Times are
// written in UTC, as the reader's zone is unknown.

export const documentTitle = (content: Pick<DocumentContent, 'kind'>) => (content.kind === 'invoice' ? 'Invoice' : 'Credit note');

/** 'Mar 14, 2027': a day as documents write it (a 'YYYY-MM-DD' day or an ISO time, its UTC day). */
export function dayText(value: string): string {
  return formatDay(value);
}

/** 'Linz, Austria, Jun 1 – 7, 2027': where and when the festival is (its start alone without an end). */
export function festivalText(festival: DocumentContent['festival']): string {
  const { startDate, endDate } = festival;
  const dates = startDate ? formatDayRange(startDate, endDate) : null;
  return [festival.location, dates].filter((part) => part && part.trim() !== '').join(', ');
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  cartes_bancaires: 'Cartes Bancaires',
};

/** 'Visa •••• 4242', 'card •••• 4242', or 'card': the last four digits at most, never the number. */
export function cardText(payment: Pick<DocumentPayment, 'cardBrand' | 'cardLast4'>): string {
  const brand = payment.cardBrand ? (brandNames[payment.cardBrand.toLowerCase()] ?? payment.cardBrand) : 'card';
  const last4 = payment.cardLast4 && /^\d{4}$/.test(payment.cardLast4) ? ` •••• ${payment.cardLast4}` : '';
  return `${brand}${last4}`;
}

/**
 * 'Paid by Visa •••• 4242 on Mar 14, 2027, 09:35 UTC' or 'Refunded to Visa •••• 4242 on …'; with
 * its amount (': €760.00') when tournament credit paid or took back the rest.
 */
export function paymentText(payment: DocumentPayment, currency?: string): string {
  const verb = payment.kind === 'paid' ? 'Paid by' : 'Refunded to';
  const amount = payment.amountCents === undefined ? '' : `: ${formatCents(payment.amountCents, currency)}`;
  return `${verb} ${cardText(payment)} on ${formatMoment(payment.at, { timeZone: 'UTC' })}${amount}`;
}

/** 'Paid by tournament credit: €100.00' or 'Refunded to tournament credit: €100.00': credit is a means of payment, not a discount. */
export function creditText(credit: DocumentCredit, currency: string): string {
  return `${credit.kind === 'paid' ? 'Paid by' : 'Refunded to'} tournament credit: ${formatCents(credit.amountCents, currency)}`;
}

/** 'Corrects invoice INV-2027-00001' (or 'invoices A, B'); null on an invoice. */
export function correctsText(content: Pick<DocumentContent, 'kind' | 'corrects'>): string | null {
  if (content.kind !== 'credit-note' || content.corrects.length === 0) return null;
  return `Corrects ${content.corrects.length === 1 ? 'invoice' : 'invoices'} ${content.corrects.join(', ')}`;
}

/** A rate as the tax lines name it: 'VAT 10 %', 'VAT 7.5 %'. */
export function rateText(ratePercent: number): string {
  return `VAT ${ratePercent} %`;
}

/** The tax line's label: its rate, or the note printed for lines shown without tax. */
export function taxLabel(tax: DocumentTaxLine): string {
  return tax.ratePercent === null ? (tax.note ?? '') : rateText(tax.ratePercent);
}

/** A line's quantity and unit price, when it has them (a line of a change has only its amount). */
export function quantityText(line: DocumentLine): string {
  return line.quantity === null ? '' : String(line.quantity);
}

export function unitText(line: DocumentLine, currency: string): string {
  return line.unitCents === null ? '' : formatCents(line.unitCents, currency);
}
