/** A file sent with an e-mail, as the mail server gets it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * An attachment as the outbox keeps it: small files inline (base64, an .ics), an order's document
 * by reference (its PDF is made and stored once, when the e-mail is sent).
 */
export type StoredAttachment =
  | { filename: string; contentType: string; contentBase64: string }
  | { document: { orderId: string; sourceKey: string } };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Staged with the message (`stageMail`); resolved to files when it is sent. */
  attachments?: StoredAttachment[];
}

/** What the mailer sends: the message with its attachments as files. */
export interface OutgoingMail extends Omit<MailMessage, 'attachments'> {
  attachments?: MailAttachment[];
}

/** Turns a document reference into its file when the e-mail is sent; null: no such document (yet), sent without it. */
export type DocumentAttachmentResolver = (reference: { orderId: string; sourceKey: string }) => Promise<MailAttachment | null>;

/** Where mail leaves the system: SMTP in production, the development mailbox otherwise. */
export interface Mailer {
  readonly transport: 'smtp' | 'dev-mailbox';
  send(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
