import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './port';

export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
