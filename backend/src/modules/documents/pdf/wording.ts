import { calendarDayStart, formatCents, paymentTimeText, type DocumentContent, type DocumentLine, type DocumentPayment, type DocumentTaxLine } from '@pokerfest/domain';

// What an invoice or credit note says in words, apart from where it says it: the PDF layout only
// places these strings. Times are written in UTC, as the reader's zone is unknown.

export const documentTitle = (content: Pick<DocumentContent, 'kind'>) => (content.kind === 'invoice' ? 'Invoice' : 'Credit note');

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '14 Mar 2027': a day as documents write it (a 'YYYY-MM-DD' day or an ISO time, in UTC). */
export function dayText(value: string): string {
  return day.format(value.length === 10 ? calendarDayStart(value) : new Date(value));
}

/** 'Linz, Austria, 1 Jun 2027 – 7 Jun 2027': where and when the festival is. */
export function festivalText(festival: DocumentContent['festival']): string {
  const { startDate, endDate } = festival;
  const dates = startDate && endDate ? `${dayText(startDate)} – ${dayText(endDate)}` : startDate ? dayText(startDate) : null;
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

/** 'Paid by Visa •••• 4242 on 14 Mar 2027, 09:35 UTC' or 'Refunded to Visa •••• 4242 on …'. */
export function paymentText(payment: DocumentPayment): string {
  const verb = payment.kind === 'paid' ? 'Paid by' : 'Refunded to';
  return `${verb} ${cardText(payment)} on ${paymentTimeText(payment.at, 'UTC')}`;
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
