import { missingSellerFields, type DocumentRequest } from '@pokerfest/domain';
import { enqueueTimer, stageMail, type Config, type ContextJobs, type Db, type JobQueue, type TimerHandler, type TimerRequest } from '@pokerfest/infra';
import { documentIssuedEmail } from './document-mail';
import { issueDocument } from './issue-document';
import { DOCUMENT_ISSUE_TIMER_KIND } from './pending-documents';
import { sellerSettingsInForce } from '../shop';

export { DOCUMENT_ISSUE_TIMER_KIND } from './pending-documents';
// Documents follow ordering's events in every process that runs order commands (the API and the worker).
export { documentOrderReactions } from './reactions';

export interface DocumentJobsDeps {
  db: Db;
  queue: JobQueue;
  config: Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
  now: () => Date;
}

export class SellerIncompleteError extends Error {
  constructor(missing: readonly string[]) {
    super(`The seller's ${missing.join(' and ')} must be set before a document is issued`);
    this.name = 'SellerIncompleteError';
  }
}

/**
 * A document issued after its cause: the seller, the number and the e-mail in one transaction, so
 * the e-mail goes out exactly when the document exists, and only from the run that issued it. It
 * throws while the seller is incomplete or a credit note's invoice is missing: the timer tries
 * again, then parks (saving the seller re-arms it).
 */
async function issueLater(deps: DocumentJobsDeps, request: DocumentRequest): Promise<void> {
  const now = deps.now();
  const mail = await deps.db.transaction().execute(async (trx): Promise<TimerRequest | null> => {
    const { value: seller } = await sellerSettingsInForce(trx, deps.config);
    const missing = missingSellerFields(seller);
    if (missing.length > 0) throw new SellerIncompleteError(missing);
    const issued = await issueDocument(trx, request, seller, deps.now);
    if (!issued.created) return null;
    return stageMail(trx, documentIssuedEmail(issued.content, request.sourceKey, deps.config.PUBLIC_URL), now);
  });
  if (mail) await enqueueTimer(deps.queue, mail, now).catch(() => undefined);
}

/** The invoicing context's background work: documents that could not be issued with their cause. */
export function documentJobs(deps: DocumentJobsDeps): ContextJobs {
  return {
    timers: new Map<string, TimerHandler>([[DOCUMENT_ISSUE_TIMER_KIND, async (payload) => issueLater(deps, payload.request as DocumentRequest)]]),
  };
}
