import type { ColumnType, Generated } from 'kysely';
import type { StoredAttachment } from '../../mail/port';

/** Every e-mail is written here first; delivery is a queued job, so a mail outage loses nothing. */
export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  transport: string | null;
  attachments: ColumnType<StoredAttachment[], string | undefined, never>;
}
