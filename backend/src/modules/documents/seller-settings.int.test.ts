import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSellerSettings } from '@pokerfest/domain';
import { TIMER_FIRE_JOB, writeDueRow, type JobQueue } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DOCUMENT_ISSUE_TIMER_KIND } from './pending-documents';
import { sellerSettingsInForce } from '../shop';
import { completeSeller } from './testing/document-fixture';

// The seller's details in Admin → Settings on a real database: the configured seller until an admin
// saves, every save read back at once by any session, nothing stored from a refused body, and the
// documents that waited for the seller re-armed once it is complete.

const URL_PATH = '/api/admin/settings/seller';
const configured = { SELLER_NAME: 'Configured Shop GmbH', SELLER_ADDRESS: '', SUPPORT_EMAIL: 'help@configured.example' };

/** The jobs the app enqueues, kept instead of run, so a re-armed timer is seen without racing its firing. */
const enqueued: Array<{ name: string; data: unknown }> = [];
const recordingQueue: JobQueue = {
  kind: 'in-process',
  enqueue: async (name, data) => void enqueued.push({ name, data }),
  ping: async () => true,
  close: async () => undefined,
};

/** A complete seller: hotel at 10 %, extras at 20 %, seats under a note. */
const complete = completeSeller;

let t: TestApp;
let admin: SessionClient;
beforeAll(async () => {
  t = await createTestApp({ queue: recordingQueue, env: configured });
  admin = (await loggedInAs(t, 'admin')).client;
});
afterAll(async () => t?.close());

const storedVersions = async () => (await t.database.db.selectFrom('shop_settings').select('id').where('name', '=', 'seller').execute()).length;

describe('the seller settings', () => {
  it('are the configured seller, unversioned, until an admin saves; the address is missing', async () => {
    const response = await admin.get(URL_PATH);
    expect(response.statusCode).toBe(200);
    const expected = defaultSellerSettings({ name: 'Configured Shop GmbH', address: '', supportEmail: 'help@configured.example' });
    expect(response.json()).toEqual({ settings: expected, missing: ['address'], version: null });
    expect((await t.server.inject('/api/ready')).json().invoicing).toEqual({ ready: false, missing: ['address'] });
  });

  it('saves, reads back, and another admin session sees the save at once', async () => {
    const saved = await admin.put(URL_PATH, complete);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ settings: complete, missing: [], version: expect.any(Number) });
    expect((await admin.get(URL_PATH)).json()).toEqual(saved.json());
    const other = (await loggedInAs(t, 'admin')).client;
    expect((await other.get(URL_PATH)).json()).toEqual(saved.json());
    await expect(sellerSettingsInForce(t.database.db, t.config)).resolves.toEqual({ value: complete, version: saved.json().version });
    expect((await t.server.inject('/api/ready')).json().invoicing).toEqual({ ready: true, missing: [] });

    const emptied = await admin.put(URL_PATH, { ...complete, legalName: '', address: '  ' });
    expect(emptied.json()).toMatchObject({ missing: ['legalName', 'address'] });
    expect(emptied.json().version).toBeGreaterThan(saved.json().version);
  });

  it('refuses invalid bodies with a 400 naming the issue, storing nothing', async () => {
    const before = await storedVersions();
    const inForce = (await admin.get(URL_PATH)).json();
    const bad: Array<[string, unknown, RegExp]> = [
      ['equal prefixes', { ...complete, creditNotePrefix: 'INV' }, /prefix of their own/],
      ['bad e-mail', { ...complete, supportEmail: 'not-an-address' }, /valid e-mail/],
      ['rate 150', { ...complete, taxes: { ...complete.taxes, hotel: { kind: 'rate', ratePercent: 150 } } }, /0 to 100/],
      ['rate 7.555', { ...complete, taxes: { ...complete.taxes, extras: { kind: 'rate', ratePercent: 7.555 } } }, /two decimals/],
      ['lower-case prefix', { ...complete, invoicePrefix: 'inv' }, /Capital letters/],
      ['NUL byte', { ...complete, legalName: 'Shop\u0000GmbH' }, /./],
      // a million characters: within the 1 MiB body limit, so the schema is what refuses it
      ['1 MB string', { ...complete, address: 'x'.repeat(1_000_000) }, /at most 500/],
      ['number as name', { ...complete, legalName: 42 }, /./],
      ['text as rate', { ...complete, taxes: { ...complete.taxes, hotel: { kind: 'rate', ratePercent: '10' } } }, /./],
      ['none without note', { ...complete, taxes: { ...complete.taxes, tournaments: { kind: 'none', note: '' } } }, /note is printed/],
      ['unknown field', { ...complete, iban: 'AT00' }, /./],
      ['taxes missing', { ...complete, taxes: undefined }, /./],
    ];
    for (const [label, body, message] of bad) {
      const response = await admin.put(URL_PATH, body);
      expect(response.statusCode, label).toBe(400);
      const answer = response.json();
      expect(typeof answer.error, label).toBe('string');
      expect(answer.details.map((issue: { message: string }) => issue.message).join(' | '), label).toMatch(message);
    }
    const overLimit = await admin.put(URL_PATH, { ...complete, address: 'x'.repeat(1024 * 1024) });
    expect(overLimit.statusCode).toBe(413);
    expect(typeof overLimit.json().error).toBe('string');
    expect(await storedVersions()).toBe(before);
    expect((await admin.get(URL_PATH)).json()).toEqual(inForce);
  });

  it('is closed to players (403) and anonymous visitors (401)', async () => {
    const before = await storedVersions();
    const { client: player } = await loggedInAs(t, 'player');
    expect((await player.get(URL_PATH)).statusCode).toBe(403);
    expect((await player.put(URL_PATH, complete)).statusCode).toBe(403);
    const anonymous = new SessionClient(t.server);
    expect((await anonymous.get(URL_PATH)).statusCode).toBe(401);
    expect((await anonymous.put(URL_PATH, complete)).statusCode).toBe(401);
    expect(await storedVersions()).toBe(before);
  });

  it('re-arms the documents that waited for the seller once a save completes it, and not before', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    await writeDueRow(t.database.db, { kind: DOCUMENT_ISSUE_TIMER_KIND, key: 'order-1:confirmation', dueAt: inAnHour });
    await t.database.db.updateTable('scheduled_timers').set({ parked_at: new Date(), attempts: 10, last_error: 'seller incomplete' }).where('timer_key', '=', 'order-1:confirmation').execute();
    await writeDueRow(t.database.db, { kind: 'order-hold', key: 'untouched', dueAt: inAnHour });
    const row = (key: string) => t.database.db.selectFrom('scheduled_timers').selectAll().where('timer_key', '=', key).executeTakeFirstOrThrow();
    const fired = () => enqueued.filter((job) => job.name === TIMER_FIRE_JOB && (job.data as { kind: string }).kind === DOCUMENT_ISSUE_TIMER_KIND);

    expect((await admin.put(URL_PATH, { ...complete, address: '' })).statusCode).toBe(200);
    expect((await row('order-1:confirmation')).due_at).toEqual(inAnHour);
    expect(fired()).toEqual([]);

    const before = Date.now();
    expect((await admin.put(URL_PATH, complete)).statusCode).toBe(200);
    const rearmed = await row('order-1:confirmation');
    expect(rearmed.due_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rearmed.due_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(rearmed).toMatchObject({ parked_at: null, attempts: 0, last_error: null, fired_at: null });
    expect(fired()).toEqual([{ name: TIMER_FIRE_JOB, data: { kind: DOCUMENT_ISSUE_TIMER_KIND, key: 'order-1:confirmation' } }]);
    expect((await row('untouched')).due_at).toEqual(inAnHour);
  });
});
