// An issued invoice or credit note: everything it says, fixed when it is issued. The PDF is drawn
// from this content alone, so the same content always gives the same document.
import type { ComponentKind } from '../ordering/cancellation-policy';

export const documentKinds = ['invoice', 'credit-note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** What a line is: a part of the package, or a discount taken off the package (issue 32). */
export type DocumentLineKind = ComponentKind | 'discount';

/** One line: what was sold (or given back), and its gross amount in cents. */
export interface DocumentLine {
  kind: DocumentLineKind;
  description: string;
  /** Dates, or why the line is there ('50 % refunded under …'). */
  detail: string | null;
  /** Nights, seats or pieces; null on a line of a change (its amount is the change's). */
  quantity: number | null;
  unitCents: number | null;
  /** Gross. Positive on what a document charges (an invoice) or gives back (a credit note); a discount is negative. */
  amountCents: number;
  /**
   * A discount line's amount by the part it came off (signed like `amountCents`, summing to it), so
   * that each part is taxed on its price less its share of the discounts. Absent on other lines.
   */
  byPart?: Record<ComponentKind, number>;
}

/** Tax of one rate over the lines taxed at it, or the note printed for lines shown without tax. */
export interface DocumentTaxLine {
  ratePercent: number | null;
  note: string | null;
  grossCents: number;
  netCents: number;
  taxCents: number;
}

export interface DocumentPayment {
  /** 'paid': the money this invoice was paid with; 'refunded': where a credit note's money goes back. */
  kind: 'paid' | 'refunded';
  at: string;
  method: 'card';
  cardBrand: string | null;
  cardLast4: string | null;
  /** The card's part, when tournament credit paid (or took back) the rest; absent: all of the document's total. */
  amountCents?: number;
}

/**
 * Tournament credit as a means of payment (issue 32), never a discount: 'paid', the part of an
 * invoice's total it paid; 'refunded', the part of a credit note's total that went back to it.
 */
export interface DocumentCredit {
  kind: 'paid' | 'refunded';
  amountCents: number;
}

export interface DocumentSeller {
  legalName: string;
  address: string;
  registrationNumber: string;
  supportEmail: string;
}

export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  /** The series (its kind) and year the number counts in, and its place there. */
  year: number;
  sequence: number;
  issuedAt: string;
  orderId: string;
  bookingReference: string;
  festival: { name: string; location: string; startDate: string | null; endDate: string | null };
  seller: DocumentSeller;
  buyer: { name: string; email: string };
  lines: DocumentLine[];
  taxes: DocumentTaxLine[];
  totalCents: number;
  currency: string;
  payment: DocumentPayment | null;
  /** Tournament credit that paid part of the total (or took part of it back); absent when none did. */
  credit?: DocumentCredit;
  /** A credit note: the numbers of the invoices it corrects. */
  corrects: string[];
  /** 'Booking cancelled', 'Booking changed', … (null on a booking's first invoice). */
  reason: string | null;
}

/** '{prefix}-{year}-{sequence, five digits at least}': INV-2026-00042. */
export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;
}

/** The year a document's number counts in: the UTC year it is issued. */
export function documentYear(issuedAt: Date): number {
  return issuedAt.getUTCFullYear();
}
