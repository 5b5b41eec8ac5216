import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './port';

/**
 * Mail over SMTP. nodemailer is loaded with the first message, not at start: a process that sends
 * no mail (the API of a shop whose e-mails the worker sends) does not hold it in memory.
 */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private transporter: Promise<Transporter> | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  private connection(): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.smtpUrl));
    return this.transporter;
  }

  async send(message: OutgoingMail): Promise<void> {
    const attachments = message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content }));
    await (await this.connection()).sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments });
  }

  async close(): Promise<void> {
    if (this.transporter) (await this.transporter).close();
  }
}
