import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SmtpMailer } from '@pokerfest/infra';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newAccount, SessionClient } from '../../testing/session-client';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';

// A real SMTP peer on a loopback port: the mail really leaves through nodemailer.
let smtp: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ mailer: smtp.mailer() });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function mailTo(address: string, subject: string): Promise<string> {
  return vi.waitFor(
    () => {
      const found = smtp.received.find((m) => m.to === address && m.raw.includes(subject));
      expect(found, `a "${subject}" mail for ${address}`).toBeDefined();
      return found!.raw;
    },
    { timeout: 10_000, interval: 25 },
  );
}

/** The link in a (possibly quoted-printable) plain-text body. */
function linkIn(raw: string, path: string): URL {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${path} link in:\n${raw}`);
  return new URL(match[0]);
}

it('register → the verification e-mail arrives over SMTP → its link verifies the user', async () => {
  const account = newAccount('smtp');
  const browser = new SessionClient(t.server);
  await browser.post('/api/register', account);
  const link = linkIn(await mailTo(account.email, 'Verify your e-mail address'), '/api/verify-email');
  expect(link.origin).toBe(t.config.PUBLIC_URL);
  const landing = await t.server.inject({ url: link.pathname + link.search });
  expect(landing.headers.location).toBe('/?emailVerified=1');
  expect((await browser.get('/api/user')).json().isEmailVerified).toBe(true);
});

it('reset e-mail → its link sets a new password → the old one fails', async () => {
  const account = newAccount('smtp');
  await new SessionClient(t.server).post('/api/register', account);
  await t.server.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: account.email } });
  const link = linkIn(await mailTo(account.email, 'Reset your password'), '/reset-password');
  const reset = await t.server.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token: link.searchParams.get('token'), newPassword: 'brand-new-password' },
  });
  expect(reset.statusCode).toBe(200);
  const login = (password: string) => new SessionClient(t.server).post('/api/login', { username: account.username, password });
  expect((await login(account.password)).statusCode).toBe(401);
  expect((await login('brand-new-password')).statusCode).toBe(200);
  const row = await t.database.db.selectFrom('mail_outbox').select(['sent_at', 'transport']).where('to_address', '=', account.email).execute();
  expect(row.every((r) => r.sent_at !== null && r.transport === 'smtp')).toBe(true);
});

it('a failing mail server never fails the request; the mail waits in the outbox', async () => {
  const broken = await createTestApp({ mailer: new SmtpMailer('smtp://127.0.0.1:1', 'x <x@test.local>') });
  try {
    const account = newAccount('down');
    const response = await new SessionClient(broken.server).post('/api/register', account);
    expect(response.statusCode).toBe(201);
    await broken.jobs!.idle();
    const [mail] = await broken.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', account.email).execute();
    expect(mail).toMatchObject({ sent_at: null });
    const [timer] = await broken.database.db.selectFrom('scheduled_timers').selectAll().where('timer_key', '=', String(mail!.id)).execute();
    expect(timer).toMatchObject({ fired_at: null, last_error: expect.stringMatching(/ECONNREFUSED|connect/) });
  } finally {
    await broken.close();
  }
});
