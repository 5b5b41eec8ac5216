import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMail, type Mailer, type OutgoingMail, type StoredAttachment } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import type { TestApp } from '../../testing/test-app';
import type { BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from '../orders/testing/festival-app';
import { confirm, paidOrder, payDue, quote } from '../orders/testing/change-fixture';
import { documentAttachments } from './document-attachment';
import { insertDocument, orderInvoice, storedColumn } from './testing/stored-documents';

// The booking e-mails' attachments: the confirmation carries its invoice (by reference) and the trip's
// calendar file; a change or cancellation that moved money carries its document; when the e-mail
// is sent a reference becomes the document's stored PDF, through the recording mailer and over SMTP.

let t: TestApp;
let festival: BookableFestival;

beforeAll(async () => ({ t, festival } = await festivalApp({ now: () => new Date('2027-05-01T10:00:00.000Z'), rooms: 10 })));
afterAll(async () => t?.close());

const referenceOf = (orderId: string) => `NF-${orderId.slice(0, 4).toUpperCase()}`;

interface StagedMail {
  id: string;
  subject: string;
  to: string;
  attachments: StoredAttachment[];
}

async function mailsAbout(orderId: string, count: number): Promise<StagedMail[]> {
  let rows: StagedMail[] = [];
  await expect
    .poll(async () => {
      const found = await t.database.db.selectFrom('mail_outbox').select(['id', 'subject', 'to_address', 'attachments']).where('subject', 'like', `%(${referenceOf(orderId)})`).orderBy('id').execute();
      rows = found.map((row) => ({ id: String(row.id), subject: row.subject, to: row.to_address, attachments: row.attachments }));
      return rows.length;
    })
    .toBeGreaterThanOrEqual(count);
  return rows;
}

class RecordingMailer implements Mailer {
  readonly transport = 'dev-mailbox' as const;
  readonly sent: OutgoingMail[] = [];
  async send(message: OutgoingMail): Promise<void> {
    this.sent.push(message);
  }
  async close(): Promise<void> {}
}

async function outboxRow(attachments: StoredAttachment[]): Promise<string> {
  // no due row: only this test sends it
  const row = await t.database.db
    .insertInto('mail_outbox')
    .values({ to_address: 'anna@example.com', subject: 'Your invoice', text_body: 'Attached.', html_body: null, attachments: JSON.stringify(attachments) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

describe('the booking e-mails', () => {
  it('the confirmation attaches the invoice by reference and the trip as a calendar file; the mailbox names them', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await paidOrder(player, festival);
    const [confirmation] = await mailsAbout(orderId, 1);
    expect(confirmation!.subject).toMatch(/^Booking confirmed/);
    expect(confirmation!.attachments).toEqual([
      { document: { orderId, sourceKey: 'confirmation' } },
      { filename: `trip-${referenceOf(orderId)}.ics`, contentType: 'text/calendar; charset=utf-8', contentBase64: expect.any(String) },
    ]);
    const calendar = confirmation!.attachments[1] as Extract<StoredAttachment, { contentBase64: string }>;
    const events = new ICAL.Component(ICAL.parse(Buffer.from(calendar.contentBase64, 'base64').toString('utf8'))).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => [event.startDate.toString(), event.endDate.toString()])).toEqual([
      ['2027-06-01', '2027-06-05'],
      ['2027-06-03', '2027-06-04'],
      ['2027-06-05', '2027-06-06'],
    ]);
    expect(events[0]!.location).toMatch(/^Danube Hotel \d+, Linz$/);

    const mailbox = await t.server.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(confirmation!.to)}`, remoteAddress: '127.0.0.1' });
    const listed = mailbox.json<{ subject: string; attachments: string[] }[]>().find((mail) => mail.subject === confirmation!.subject);
    // the invoice by its number once issued (by the documents context, or later when the seller's details are complete)
    expect(listed?.attachments).toEqual([expect.stringMatching(/^(INV-\d{4}-\d{5,}\.pdf|confirmation\.pdf \(not issued yet\))$/), `trip-${referenceOf(orderId)}.ics`]);
  });

  it('a change attaches the invoice for the difference or the credit note for the refund; a cancellation its credit note', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await paidOrder(player, festival);
    const longer = await quote(player, orderId, { nights: 5 });
    expect(longer.dueCents).toBeGreaterThan(0);
    await confirm(player, orderId, longer.quoteId);
    await payDue(player, orderId, longer.due);
    await mailsAbout(orderId, 2);
    const shorter = await quote(player, orderId, { nights: 3 });
    expect(shorter.refundCents).toBeGreaterThan(0);
    await confirm(player, orderId, shorter.quoteId);
    const cancel = await quote(player, orderId, { cancel: true });
    expect(cancel.refundCents).toBeGreaterThan(0);
    await confirm(player, orderId, cancel.quoteId);

    const mails = await mailsAbout(orderId, 4);
    expect(mails.map((mail) => [mail.subject.split(':')[0], mail.attachments.filter((attachment) => 'document' in attachment)])).toEqual([
      ['Booking confirmed', [{ document: { orderId, sourceKey: 'confirmation' } }]],
      ['Your booking was changed', [{ document: { orderId, sourceKey: `difference:${longer.quoteId}` } }]],
      ['Your booking was changed', [{ document: { orderId, sourceKey: `refund:${shorter.quoteId}` } }]],
      ['Your booking was cancelled', [{ document: { orderId, sourceKey: `refund:${cancel.quoteId}` } }]],
    ]);
  });

  it('sending turns a reference into the stored PDF, and sends without it when there is no such document', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await paidOrder(player, festival);
    const content = await orderInvoice(t.store, orderId);
    const documentId = await insertDocument(t.database.db, content, 'test:mail');
    const mailer = new RecordingMailer();
    const inline = { filename: 'note.txt', contentType: 'text/plain', contentBase64: Buffer.from('hello').toString('base64') };

    await deliverMail(t.database.db, mailer, await outboxRow([{ document: { orderId, sourceKey: 'test:mail' } }, inline]), new Date(), documentAttachments(t.database.db));
    const [withDocument] = mailer.sent;
    expect(withDocument!.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `${content.number}.pdf`, contentType: 'application/pdf' },
      { filename: 'note.txt', contentType: 'text/plain' },
    ]);
    const pdf = withDocument!.attachments![0]!.content;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // the e-mail was the first need: the copy it sent is the one stored
    expect((await storedColumn(t.database.db, documentId))?.equals(pdf)).toBe(true);

    await deliverMail(t.database.db, mailer, await outboxRow([{ document: { orderId, sourceKey: 'test:none' } }]), new Date(), documentAttachments(t.database.db));
    await deliverMail(t.database.db, mailer, await outboxRow([{ document: { orderId: 'not-an-order', sourceKey: 'test:mail' } }]), new Date(), documentAttachments(t.database.db));
    expect(mailer.sent.slice(1).map((mail) => mail.attachments)).toEqual([undefined, undefined]);
  });

  it('over SMTP the PDF and the calendar file leave as attachments', async () => {
    const smtp = await startSmtpInbox();
    const mailer = smtp.mailer();
    try {
      const player = (await loggedInAs(t, 'player')).client;
      const orderId = await paidOrder(player, festival);
      const content = await orderInvoice(t.store, orderId);
      const documentId = await insertDocument(t.database.db, content, 'test:smtp');
      const [confirmation] = await mailsAbout(orderId, 1);
      const calendar = confirmation!.attachments[1]!;
      await deliverMail(t.database.db, mailer, await outboxRow([{ document: { orderId, sourceKey: 'test:smtp' } }, calendar]), new Date(), documentAttachments(t.database.db));
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]!.raw.replace(/\r\n/g, '\n');
      const parts = raw.split(/\n--[^\n]+\n/);
      const pdfPart = parts.find((part) => part.includes(`filename=${content.number}.pdf`));
      expect(pdfPart).toMatch(/^Content-Type: application\/pdf/m);
      const body = pdfPart!.split('\n\n').slice(1).join('').replace(/\s+/g, '').replace(/--.*$/, '');
      expect(Buffer.from(body, 'base64').equals((await storedColumn(t.database.db, documentId))!)).toBe(true);
      const icsPart = parts.find((part) => part.includes(`trip-${referenceOf(orderId)}.ics`));
      expect(icsPart).toMatch(/^Content-Type: text\/calendar; charset=utf-8/m);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
