import { formatCents, type DocumentContent } from '@pokerfest/domain';
import { CONTENT_WIDTH, MUTED, type Cell, type Sheet } from './sheet';
import { correctsText, creditText, dayText, documentTitle, festivalText, paymentText, quantityText, taxLabel, unitText } from './wording';

// The parts of an invoice or credit note, top to bottom, each drawn from the document's content alone.

const HALF = (CONTENT_WIDTH - 15) / 2;
const RIGHT = CONTENT_WIDTH - HALF;

/** Title, number and issue date. */
export function header(sheet: Sheet, content: DocumentContent): void {
  const top = sheet.y;
  const title = sheet.place(documentTitle(content), 0, HALF, { font: 'bold', size: 22 });
  const number = sheet.place(content.number, RIGHT, HALF, { font: 'bold', size: 12, align: 'right' });
  const issued = sheet.place(`Issued ${dayText(content.issuedAt)}`, RIGHT, HALF, { align: 'right' }, top + number + 2);
  sheet.y = top + Math.max(title, number + 2 + issued) + 18;
}

/** The seller in the left column, the buyer in the right one. */
export function parties(sheet: Sheet, content: DocumentContent): void {
  const { seller, buyer } = content;
  const top = sheet.y;
  const column = (x: number, label: string, name: string, rest: string[]) => {
    let y = top;
    y += sheet.place(label, x, HALF, { size: 8.5, color: MUTED }, y) + 2;
    y += sheet.place(name, x, HALF, { font: 'bold', size: 11 }, y) + 2;
    for (const line of rest.filter((text) => text.trim() !== '')) y += sheet.place(line, x, HALF, {}, y) + 1;
    return y;
  };
  const sellerLines = [seller.address, seller.registrationNumber.trim() === '' ? '' : `VAT / Reg. no. ${seller.registrationNumber}`, seller.supportEmail];
  const left = column(0, 'Seller', seller.legalName, sellerLines);
  const right = column(RIGHT, content.kind === 'invoice' ? 'Billed to' : 'Credited to', buyer.name, [buyer.email]);
  sheet.y = Math.max(left, right) + 14;
}

/** What the document is about: the booking, the festival, the invoice a credit note corrects, why. */
export function booking(sheet: Sheet, content: DocumentContent): void {
  sheet.write(`Booking ${content.bookingReference}`, { font: 'bold' });
  sheet.write(`${content.festival.name}${festivalText(content.festival) ? `, ${festivalText(content.festival)}` : ''}`);
  const corrects = correctsText(content);
  if (corrects) sheet.write(corrects, { font: 'bold' });
  if (content.reason) sheet.write(`Reason: ${content.reason}`);
  sheet.space(12);
}

const LINE_COLUMNS = { description: { x: 0, width: 260 }, quantity: { x: 265, width: 35 }, unit: { x: 305, width: 90 }, amount: { x: 400, width: CONTENT_WIDTH - 400 } };

function linesHeading(sheet: Sheet): void {
  const heading = { font: 'bold', size: 8.5, color: MUTED } as const;
  const { description, quantity, unit, amount } = LINE_COLUMNS;
  sheet.row([
    { text: 'Description', ...description, ...heading },
    { text: 'Qty', ...quantity, ...heading, align: 'right' },
    { text: 'Unit price', ...unit, ...heading, align: 'right' },
    { text: 'Amount', ...amount, ...heading, align: 'right' },
  ]);
  sheet.rule();
}

/** The lines: each with its detail (the dates, or why it is there), quantity, unit price and amount. */
export function lines(sheet: Sheet, content: DocumentContent): void {
  linesHeading(sheet);
  const { description, quantity, unit, amount } = LINE_COLUMNS;
  for (const line of content.lines) {
    const cells: Cell[] = [
      { text: line.description, detail: line.detail, ...description },
      { text: quantityText(line), ...quantity, align: 'right' },
      { text: unitText(line, content.currency), ...unit, align: 'right' },
      { text: formatCents(line.amountCents, content.currency), ...amount, align: 'right' },
    ];
    sheet.row(cells, 6, () => linesHeading(sheet));
  }
  sheet.rule(8);
}

const TAX_COLUMNS = { label: { x: 0, width: 230 }, net: { x: 235, width: 80 }, tax: { x: 320, width: 75 }, gross: { x: 400, width: CONTENT_WIDTH - 400 } };

/** Tax per rate (net, tax, gross), or the note printed for the lines shown without tax, then the total. */
export function totals(sheet: Sheet, content: DocumentContent): void {
  const money = (cents: number) => formatCents(cents, content.currency);
  const heading = { font: 'bold', size: 8.5, color: MUTED } as const;
  const { label, net, tax, gross } = TAX_COLUMNS;
  if (content.taxes.length > 0) {
    sheet.row([
      { text: 'Rate', ...label, ...heading },
      { text: 'Net', ...net, ...heading, align: 'right' },
      { text: 'Tax', ...tax, ...heading, align: 'right' },
      { text: 'Gross', ...gross, ...heading, align: 'right' },
    ]);
  }
  for (const line of content.taxes) {
    const taxed = line.ratePercent !== null;
    sheet.row([
      { text: taxLabel(line), ...label, size: 9 },
      { text: taxed ? money(line.netCents) : '', ...net, size: 9, align: 'right' },
      { text: taxed ? money(line.taxCents) : '', ...tax, size: 9, align: 'right' },
      { text: money(line.grossCents), ...gross, size: 9, align: 'right' },
    ]);
  }
  sheet.space(4);
  sheet.rule(8, RIGHT, HALF);
  sheet.row([
    { text: content.kind === 'invoice' ? 'Total' : 'Total credited', x: RIGHT, width: HALF / 2, font: 'bold', size: 12 },
    { text: money(content.totalCents), x: RIGHT + HALF / 2, width: HALF / 2, font: 'bold', size: 12, align: 'right' },
  ]);
  sheet.space(14);
}

/** How the money moved: the card by brand and last four digits, never the number, and when; tournament credit beside it. */
export function payment(sheet: Sheet, content: DocumentContent): void {
  if (content.payment) sheet.write(paymentText(content.payment, content.currency));
  if (content.credit) sheet.write(creditText(content.credit, content.currency));
}

export const footerText = (content: DocumentContent) => (page: number, pages: number) =>
  [content.seller.legalName, `${documentTitle(content)} ${content.number}`, `Page ${page} of ${pages}`].filter((part) => part.trim() !== '').join(' · ');
