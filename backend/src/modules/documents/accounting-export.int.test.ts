import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayOf, type AdminDocumentsView } from '@pokerfest/domain';
import { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import { fullOrder, type BookableFestival } from '../../testing/booking-fixture';
import { confirm, payDue, quote } from '../orders/testing/change-fixture';
import { festivalApp } from '../orders/testing/festival-app';
import { saveSeller } from './testing/document-fixture';

// The admin's list of issued documents and the accounting export (CSV): an invoice and its credit
// note with tax per rate (hotel 10 %, extras 20 %, seats under the margin scheme), the credit
// note's amounts negative, and a buyer's name that a spreadsheet would run as a formula.

let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let festival: BookableFestival;
let orderId: string;
const today = calendarDayOf(new Date());
const year = today.slice(0, 4);

beforeAll(async () => {
  ({ t, admin, player, festival } = await festivalApp({ rooms: 5 }));
  await saveSeller(t.database.db);
  const order = await player.post('/api/orders', fullOrder(festival, { customerFullName: '=HYPERLINK("http://evil.example") Anna' }));
  expect(order.statusCode, order.body).toBe(201);
  orderId = order.json().id;
  await payDue(player, orderId, 825.5);
  const offer = await quote(player, orderId, { cancel: true });
  await confirm(player, orderId, offer.quoteId);
});
afterAll(async () => t?.close());

const exportOf = (client: SessionClient, query: string) => client.get(`/api/admin/accounting/documents.csv${query}`);

describe('the accounting export', () => {
  it('lists the invoice and its credit note with totals and tax per rate, the credit note negative, formulas defused', async () => {
    const answer = await exportOf(admin, `?from=${today}&to=${today}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="documents-${today}-${today}.csv"`);
    const [header, invoice, note, end] = answer.body.split('\r\n');
    expect(header).toBe('number,kind,issued_at,corrects,order,booking_reference,buyer_name,buyer_email,currency,total,net,tax,net_10%,tax_10%,net_20%,tax_20%,untaxed');
    const buyer = `"'=HYPERLINK(""http://evil.example"") Anna"`;
    const reference = `NF-${orderId.slice(0, 4).toUpperCase()}`;
    // 480.00 room (43.64 tax at 10 %), 300.00 seat untaxed, 45.50 transfer (7.58 at 20 %)
    expect(invoice).toMatch(new RegExp(`^INV-${year}-00001,invoice,${year}-[0-9T:.Z-]+,,${orderId},${reference},`));
    expect(invoice).toContain(`,${buyer},anna.huber@example.com,EUR,825.50,774.28,51.22,436.36,43.64,37.92,7.58,300.00`);
    expect(note).toMatch(new RegExp(`^CN-${year}-00001,credit-note,${year}-[0-9T:.Z-]+,INV-${year}-00001,${orderId},`));
    expect(note).toContain(`,${buyer},anna.huber@example.com,EUR,-825.50,-774.28,-51.22,-436.36,-43.64,-37.92,-7.58,-300.00`);
    expect(end).toBe('');
  });

  it('an empty range answers the header alone; the current month when no range is given', async () => {
    const empty = await exportOf(admin, '?from=2020-01-01&to=2020-01-31');
    expect(empty.body).toBe('number,kind,issued_at,corrects,order,booking_reference,buyer_name,buyer_email,currency,total,net,tax,untaxed\r\n');
    const month = await exportOf(admin, '');
    expect(month.statusCode).toBe(200);
    expect(month.body.split('\r\n')).toHaveLength(4);
  });

  it(`refuses a range over ${366} days, or one that ends before it starts, with 400`, async () => {
    const long = await exportOf(admin, '?from=2025-01-01&to=2026-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'An export spans at most 366 days' });
    expect((await exportOf(admin, '?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
    expect((await exportOf(admin, '?from=2026-02-01&to=2026-01-31')).statusCode).toBe(400);
    expect((await exportOf(admin, '?from=2026-02-30')).statusCode).toBe(400);
  });

  it('is for admins only: 403 to a player, 401 to nobody', async () => {
    expect((await exportOf(player, '')).statusCode).toBe(403);
    expect((await exportOf(new SessionClient(t.server), '')).statusCode).toBe(401);
  });
});

describe("the admin's list of documents", () => {
  it('lists the documents issued in the range, oldest first, with the order and buyer, paged', async () => {
    const answer = await admin.get(`/api/admin/documents?from=${today}&to=${today}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<AdminDocumentsView>();
    expect(page.total).toBe(2);
    expect(page.documents.map((row) => [row.kind, row.number, row.total, row.corrects])).toEqual([
      ['invoice', `INV-${year}-00001`, 825.5, []],
      ['credit-note', `CN-${year}-00001`, 825.5, [`INV-${year}-00001`]],
    ]);
    expect(page.documents[0]).toMatchObject({ orderId, buyerName: '=HYPERLINK("http://evil.example") Anna', buyerEmail: 'anna.huber@example.com', url: `/api/orders/${orderId}/documents/${page.documents[0]!.id}/pdf` });
    const second = (await admin.get(`/api/admin/documents?from=${today}&to=${today}&limit=1&offset=1`)).json<AdminDocumentsView>();
    expect(second).toMatchObject({ total: 2, documents: [{ number: `CN-${year}-00001` }] });
    expect((await player.get('/api/admin/documents')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/documents?limit=0')).statusCode).toBe(400);
  });
});
