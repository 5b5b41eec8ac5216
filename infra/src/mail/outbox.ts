import type { Db, Executor } from '../db';
import type { JobQueue } from '../queue';
import { enqueueTimer, writeDueRow, type ContextJobs, type TimerHandler, type TimerRequest } from '../queue';
import type { DocumentAttachmentResolver, MailAttachment, Mailer, MailMessage, StoredAttachment } from './port';

export const MAIL_TIMER_KIND = 'mail-send';

/**
 * Writes the message to the outbox with a due row, then asks the queue to send it now. The
 * request that caused the mail never waits for (or fails with) the mail server: a failed send is
 * retried by the job, then by the timer sweep.
 */
export async function queueMail(db: Db, queue: JobQueue, message: MailMessage, now: Date): Promise<string> {
  const timer = await db.transaction().execute((trx) => stageMail(trx, message, now));
  await enqueueTimer(queue, timer, now).catch(() => undefined);
  return timer.key;
}

/**
 * The outbox row and its due row, in the caller's transaction: a mail that must go out exactly when
 * something else commits (a booking confirmation) is written with it. The caller enqueues the
 * returned timer after commit; the sweep sends it if that never happens.
 */
export async function stageMail(trx: Executor, message: MailMessage, now: Date): Promise<TimerRequest> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      attachments: JSON.stringify(message.attachments ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const timer = { kind: MAIL_TIMER_KIND, key: String(row.id), dueAt: now, payload: { outboxId: String(row.id) } };
  await writeDueRow(trx, timer);
  return timer;
}

/** An attachment as the outbox keeps it, as a file: inline content decoded, a document asked of its context. */
async function fileOf(attachment: StoredAttachment, documents: DocumentAttachmentResolver | undefined): Promise<MailAttachment | null> {
  if ('document' in attachment) return documents ? documents(attachment.document) : null;
  return { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.contentBase64, 'base64') };
}

/** The timer's action: send once, record it. Sending twice is possible only if the process dies between the two. */
export async function deliverMail(db: Executor, mailer: Mailer, outboxId: string, now: Date, documents?: DocumentAttachmentResolver): Promise<void> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
  if (!row || row.sent_at) return;
  const files = await Promise.all((row.attachments ?? []).map((attachment) => fileOf(attachment, documents)));
  const attachments = files.filter((file): file is MailAttachment => file !== null);
  await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body ?? undefined, ...(attachments.length > 0 ? { attachments } : {}) });
  await db.updateTable('mail_outbox').set({ sent_at: now, transport: mailer.transport }).where('id', '=', outboxId).execute();
}

/** The outbox's background work: each staged e-mail's timer sends it. */
export function mailJobs(deps: { db: Db; mailer: Mailer; now: () => Date; documents?: DocumentAttachmentResolver }): ContextJobs {
  const send: TimerHandler = async (payload) => deliverMail(deps.db, deps.mailer, String(payload.outboxId), deps.now(), deps.documents);
  return { timers: new Map<string, TimerHandler>([[MAIL_TIMER_KIND, send]]) };
}
