import { formatMoment } from '@pokerfest/domain';
import type { MailMessage } from '@pokerfest/infra';

// The offer e-mail: the unit is held until the deadline, the checkout link opens the festival page
// with the item chosen, and the removal link takes the player off the list without logging in.

export interface OfferMailFacts {
  to: string;
  name: string;
  item: { kind: 'accommodation' | 'tournament'; name: string; festivalId: string; festivalName: string };
  offerId: string;
  expiresAt: Date;
  leaveToken: string;
  publicUrl: string;
}

export function offerCheckoutUrl(publicUrl: string, festivalId: string, offerId: string): string {
  return `${publicUrl}/festivals/${encodeURIComponent(festivalId)}?offer=${offerId}`;
}

export function offerEmail(facts: OfferMailFacts): MailMessage {
  const unit = facts.item.kind === 'accommodation' ? 'room' : 'seat';
  const text = [
    `Hello ${facts.name},`,
    '',
    `A ${unit} is free for you: ${facts.item.name} (${facts.item.festivalName}). We hold it for you until ${formatMoment(facts.expiresAt, { timeZone: 'UTC' })}.`,
    '',
    `Book it here: ${offerCheckoutUrl(facts.publicUrl, facts.item.festivalId, facts.offerId)}`,
    '',
    `If it goes unbooked by then, it is offered to the next player on the waiting list.`,
    `No longer interested? Remove yourself from the waiting list: ${facts.publicUrl}/waiting-list/leave?token=${facts.leaveToken}`,
  ].join('\n');
  return { to: facts.to, subject: `A ${unit} is free for you: ${facts.item.name}`, text };
}
