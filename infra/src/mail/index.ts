import type { Config } from '../config';
import { DevMailbox } from './dev-mailbox';
import type { Mailer } from './port';
import { SmtpMailer } from './smtp';

export * from './port';
export { DevMailbox, linksIn } from './dev-mailbox';
export { SmtpMailer } from './smtp';
export { queueMail, stageMail, deliverMail, mailJobs, MAIL_TIMER_KIND } from './outbox';

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, logger: { info(o: unknown, m?: string): void }): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new DevMailbox(logger);
}
