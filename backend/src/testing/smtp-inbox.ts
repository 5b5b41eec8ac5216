import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from '@pokerfest/infra';

export interface ReceivedMail {
  /** The envelope's recipients, comma-separated. */
  to: string;
  /** The message as it came over the wire. */
  raw: string;
}

export interface SmtpInbox {
  /** Every message received so far, in order. */
  received: ReceivedMail[];
  /** A mailer that sends to this inbox: the mail really leaves through nodemailer. */
  mailer: () => SmtpMailer;
  close: () => Promise<void>;
}

/** A real SMTP peer on a loopback port, for the tests that follow a mail over SMTP. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return {
    received,
    mailer: () => new SmtpMailer(url, 'Poker Festivals <no-reply@test.local>'),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
