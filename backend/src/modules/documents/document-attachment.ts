import { isOrderId } from '@pokerfest/domain';
import type { Db, DocumentAttachmentResolver } from '@pokerfest/infra';
import { storedPdf } from './stored-pdf';

/**
 * The outbox's document references as files, when the e-mail is sent: the order's document of that
 * cause ('confirmation', 'refund:{quote}', …) as '{number}.pdf', its stored bytes (stored now if
 * this is the first need). None yet (issuing waits for the seller's details): the e-mail goes
 * without it, and the document's own e-mail follows when it is issued.
 */
export function documentAttachments(db: Db): DocumentAttachmentResolver {
  return async ({ orderId, sourceKey }) => {
    if (!isOrderId(orderId)) return null;
    const document = await db.selectFrom('order_documents').select(['id', 'number']).where('order_id', '=', orderId).where('source_key', '=', sourceKey).executeTakeFirst();
    const content = document ? await storedPdf(db, document.id) : null;
    return document && content ? { filename: `${document.number}.pdf`, contentType: 'application/pdf', content } : null;
  };
}
