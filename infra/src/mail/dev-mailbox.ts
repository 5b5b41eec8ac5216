import type { Mailer, OutgoingMail } from './port';

interface Logger {
  info(object: unknown, message?: string): void;
}

/**
 * Without SMTP, mail stays in the outbox table (readable at /api/dev/mailbox outside
 * production) and its links are logged, so verification and reset work locally.
 */
export class DevMailbox implements Mailer {
  readonly transport = 'dev-mailbox' as const;

  constructor(private readonly logger: Logger) {}

  async send(message: OutgoingMail): Promise<void> {
    const attachments = message.attachments?.map((file) => `${file.filename} (${file.content.length} bytes)`);
    this.logger.info({ to: message.to, subject: message.subject, links: linksIn(message.text), attachments }, 'e-mail kept in the development mailbox');
  }

  async close(): Promise<void> {}
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
}
