import type { OrderEvent, OrderState } from '@pokerfest/domain';
import type { BackgroundPayments, Config, ContextJobs, Db, EventStore, JobQueue, Mailer, Reactions } from '@pokerfest/infra';
import { announceStockChangesThrough, createStock, type Stock, type StockNotices } from './modules/stock';
import { mailJobs } from '@pokerfest/infra';
import { documentAttachments } from './modules/documents/document-attachment';
import { documentJobs, documentOrderReactions } from './modules/documents/jobs';
import { identityJobs } from './modules/identity/jobs';
import { loyaltyJobs, loyaltyOrderReactions } from './modules/loyalty/jobs';
import { promotionsOrderReactions } from './modules/promotions/jobs';
import { creditOrderReactions } from './modules/credit/jobs';
import { orderJobs } from './modules/orders/jobs';
import { waitingListJobs, waitingListStockReactions } from './modules/waiting-list/jobs';

export interface ContextJobsDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  payments: BackgroundPayments;
}

/**
 * The contexts that follow an order's events, besides ordering itself: what an order command runs
 * in every process. Promotions and credit come first: a code used up or credit spent refuses the
 * order before anything else is written. Documents come last: the number a document takes locks its series until the
 * command commits, so nothing should run after it. `now` is the clock a document reads for its
 * time once its series is locked.
 */
export function orderSubscribers(config: Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL' | 'CREDIT_RETURN_VALID_DAYS'>, now: () => Date): Reactions<OrderEvent, OrderState>[] {
  return [promotionsOrderReactions, creditOrderReactions({ returnValidDays: config.CREDIT_RETURN_VALID_DAYS }), loyaltyOrderReactions, documentOrderReactions(config, now)];
}

/**
 * Stock as every process runs it: the waiting list follows its events (freed units set aside, an
 * offer's unit taken, an item it waits for not deleted). `notices`: the API's, which its sold-out
 * memo listens to; a worker has none.
 */
export function contextStock(queue: JobQueue, notices?: StockNotices): Stock {
  return createStock({ queue, followers: [waitingListStockReactions], notices });
}

/**
 * Every bounded context's background work, from its `jobs.ts`: the one list the worker process and
 * the API's embedded runner hand to the job catalogue. The only file of backend the worker imports
 * besides the modules' job entry points.
 */
export function contextJobs(deps: ContextJobsDeps): ContextJobs[] {
  const { db, store, queue, config, now } = deps;
  // with Postgres the other processes hear this one's stock changes (the API's views of what is left)
  if (config.DATABASE_URL) announceStockChangesThrough(db);
  const stock = contextStock(queue);
  return [
    mailJobs({ db, mailer: deps.mailer, now, documents: documentAttachments(db) }),
    identityJobs({ db }),
    orderJobs({ db, store, queue, config, now, payments: deps.payments, orderSubscribers: orderSubscribers(config, now), stock }),
    loyaltyJobs({ db, store, queue, now, maxRetries: config.COMMAND_MAX_RETRIES }),
    documentJobs({ db, queue, config, now }),
    waitingListJobs({ db, store, queue, config, now, stock }),
  ];
}
