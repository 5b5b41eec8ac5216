import { cancellationCreditNote, changeDocument, confirmationInvoice, missingSellerFields, planPaymentInvoice, type DecidedRefunds, type DocumentRequest, type OrderEvent, type OrderState } from '@pokerfest/domain';
import type { Config, Executor, Reaction, ReactionContext, Reactions, StoredEvent } from '@pokerfest/infra';
import { invoiceNumbersOf, issueDocument, lockOrderDocuments } from './issue-document';
import { DOCUMENT_ISSUE_TIMER_KIND } from './pending-documents';
import { sellerSettingsInForce } from '../shop';

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

export type DocumentsConfig = Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL'>;

/** The due row of a document issued later; its key names the order and the cause. */
export const documentIssueTimerKey = (request: Pick<DocumentRequest, 'orderId' | 'sourceKey'>) => `${request.orderId}:${request.sourceKey}`;

/** An invoice of the order waiting on its timer (the seller was incomplete when it was asked for). */
async function invoiceWaiting(trx: Executor, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('scheduled_timers')
    .select('timer_key')
    .where('kind', '=', DOCUMENT_ISSUE_TIMER_KIND)
    .where('fired_at', 'is', null)
    .where((eb) => eb.or([eb('timer_key', '=', `${orderId}:confirmation`), eb('timer_key', 'like', `${orderId}:difference:%`), eb('timer_key', 'like', `${orderId}:payment:%`)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Issues the document in the order command's transaction, so the number is taken (or given back)
 * with the events that caused it. When it cannot be issued now (the seller's name or address is
 * empty, or a credit note's invoice is still waiting), its timer issues it later. A credit note
 * for an order that never had an invoice (confirmed before documents existed) is not issued.
 */
async function issueOrSchedule({ trx, now, schedule }: ReactionContext<OrderState>, request: DocumentRequest | null, config: DocumentsConfig, clock: () => Date): Promise<void> {
  if (!request) return;
  const later = () => schedule({ kind: DOCUMENT_ISSUE_TIMER_KIND, key: documentIssueTimerKey(request), dueAt: now, payload: { request } });
  const { value: seller } = await sellerSettingsInForce(trx, config);
  if (missingSellerFields(seller).length > 0) return later();
  if (request.kind === 'credit-note') {
    await lockOrderDocuments(trx, request.orderId);
    if ((await invoiceNumbersOf(trx, request.orderId)).length === 0) {
      if (await invoiceWaiting(trx, request.orderId)) await later();
      return;
    }
  }
  await issueDocument(trx, request, seller, clock);
}

/**
 * The refunds the command decided besides the event reacted to: they follow a change or cancellation
 * in the same command, and tell what of its refund went back to tournament credit (issue 32).
 */
function refundsOf(events: readonly StoredEvent[]): DecidedRefunds {
  return (events as readonly StoredEvent<OrderEvent>[]).flatMap((event) => (event.type === 'RefundRequested' ? [event.data] : []));
}

/**
 * The invoicing context's reactions to an order's events. Registered last among the order
 * subscribers: the series lock a document takes is held until the command commits, so the less
 * work after it, the shorter every other issuer waits. A document's time is `clock`'s once that
 * lock is taken, not the command's `now`, which is older by the wait.
 */
export function documentOrderReactions(config: DocumentsConfig, clock: () => Date): Reactions<OrderEvent, OrderState> {
  const onConfirmed: On<'OrderConfirmed'> = async (context, { data }) => issueOrSchedule(context, confirmationInvoice(context.state, data.confirmedAt), config, clock);
  const onChanged: On<'OrderChanged'> = async (context, { data }) => issueOrSchedule(context, changeDocument(context.state, data, refundsOf(context.events)), config, clock);
  const onCancelled: On<'OrderCancelled'> = async (context, { data }) => issueOrSchedule(context, cancellationCreditNote(context.state, data, refundsOf(context.events)), config, clock);
  // a payment of a plan (the deposit, an instalment, the balance): its own advance or final invoice
  const onPaid: On<'PaymentSucceeded'> = async (context, { data }) => {
    if (context.state.plan && data.instalments) await issueOrSchedule(context, planPaymentInvoice(context.state, data.intentId), config, clock);
  };
  return { PaymentSucceeded: [onPaid], OrderConfirmed: [onConfirmed], OrderChanged: [onChanged], OrderCancelled: [onCancelled] };
}
