export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail leaves the system: SMTP in production, the development mailbox otherwise. */
export interface Mailer {
  readonly transport: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
