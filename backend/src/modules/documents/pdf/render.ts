import PDFDocument from 'pdfkit';
import type { DocumentContent } from '@pokerfest/domain';
import { documentFonts } from './fonts';
import { booking, footerText, header, lines, parties, payment, totals } from './sections';
import { PAGE, Sheet } from './sheet';
import { documentTitle } from './wording';

/**
 * An issued document as a PDF (A4), drawn from its content alone. Deterministic: the creation and
 * modification dates are the issue time and the file id is derived from them, so the same content
 * gives the same bytes. The bytes are stored once all the same (stored-pdf.ts): a later pdfkit or
 * font does not change a document already downloaded.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const issuedAt = new Date(content.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    // the layout breaks pages itself (sheet.ts): pdfkit's bottom margin would break them too
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${documentTitle(content)} ${content.number}`,
      Author: content.seller.legalName,
      Subject: `Booking ${content.bookingReference}`,
      Creator: 'pokerfest',
      Producer: 'pokerfest',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = documentFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const sheet = new Sheet(doc);
  header(sheet, content);
  parties(sheet, content);
  booking(sheet, content);
  lines(sheet, content);
  totals(sheet, content);
  payment(sheet, content);
  sheet.footer(footerText(content));
  doc.end();
  return done;
}
