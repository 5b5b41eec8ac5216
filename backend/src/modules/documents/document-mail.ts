import { formatCents, sellerLines, sellerNamedBy, type DocumentContent } from '@pokerfest/domain';
import type { MailMessage } from '@pokerfest/infra';

/** The e-mail of a document issued after its cause (by the fallback timer): the document itself is attached when sent. */
export function documentIssuedEmail(content: DocumentContent, sourceKey: string, publicUrl: string): MailMessage {
  const what = content.kind === 'invoice' ? 'invoice' : 'credit note';
  const lines = [
    `Hello ${content.buyer.name},`,
    '',
    `Please find attached your ${what} ${content.number} for your booking ${content.bookingReference} (${content.festival.name}).`,
    '',
    `${content.kind === 'invoice' ? 'Total' : 'Total credited'}: ${formatCents(content.totalCents, content.currency)}`,
  ];
  if (content.corrects.length > 0) lines.push(`Corrects: ${content.corrects.join(', ')}`);
  lines.push('', `Your booking: ${publicUrl}/booking/confirmation?order_id=${content.orderId}`, '');
  // the seller the document names (in force when it was issued), as the other e-mails name the seller
  lines.push(...sellerLines(sellerNamedBy(content.seller)), '');
  return {
    to: content.buyer.email,
    subject: `Your ${what} ${content.number}`,
    text: `${lines.join('\n')}\n`,
    attachments: [{ document: { orderId: content.orderId, sourceKey } }],
  };
}

