// The accounting export: one row per issued document with its totals and its tax per rate. A
// credit note's amounts are negative, so a column sums to what the period's documents net out at.
import { centsFigure, csvText, type CsvValue } from '../shared/csv';
import type { DocumentContent } from './document';

export const ACCOUNTING_CSV_HEADER = ['number', 'kind', 'issued_at', 'corrects', 'order', 'booking_reference', 'buyer_name', 'buyer_email', 'currency', 'total', 'net', 'tax'] as const;

/** '10', '7.5': a rate as its columns name it. */
const rateLabel = (ratePercent: number) => String(ratePercent);

function ratesOf(documents: readonly DocumentContent[]): number[] {
  const rates = new Set<number>();
  for (const document of documents) for (const tax of document.taxes) if (tax.ratePercent !== null) rates.add(tax.ratePercent);
  return [...rates].sort((a, b) => a - b);
}

function row(document: DocumentContent, rates: readonly number[]): CsvValue[] {
  const sign = document.kind === 'credit-note' ? -1 : 1;
  const amount = (cents: number) => centsFigure(sign * cents);
  const sum = (pick: (tax: DocumentContent['taxes'][number]) => number, taxes = document.taxes) => taxes.reduce((total, tax) => total + pick(tax), 0);
  const perRate = rates.flatMap((rate) => {
    const taxes = document.taxes.filter((tax) => tax.ratePercent === rate);
    return [amount(sum((tax) => tax.netCents, taxes)), amount(sum((tax) => tax.taxCents, taxes))];
  });
  const untaxed = sum((tax) => tax.grossCents, document.taxes.filter((tax) => tax.ratePercent === null));
  return [
    document.number,
    document.kind,
    document.issuedAt,
    document.corrects.join(' '),
    document.orderId,
    document.bookingReference,
    document.buyer.name,
    document.buyer.email,
    document.currency,
    amount(document.totalCents),
    amount(sum((tax) => tax.netCents)),
    amount(sum((tax) => tax.taxCents)),
    ...perRate,
    amount(untaxed),
  ];
}

/** The documents as issued, in the order given (the caller's: issue time, then number). */
export function accountingCsv(documents: readonly DocumentContent[]): string {
  const rates = ratesOf(documents);
  const header = [...ACCOUNTING_CSV_HEADER, ...rates.flatMap((rate) => [`net_${rateLabel(rate)}%`, `tax_${rateLabel(rate)}%`]), 'untaxed'];
  return csvText(header, documents.map((document) => row(document, rates)));
}
