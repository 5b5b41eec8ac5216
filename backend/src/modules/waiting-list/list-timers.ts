import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { WaitingItemRef } from '@pokerfest/domain';
import { timerJobId, type Executor, type TimerRequest } from '@pokerfest/infra';
import type { Stock, StockRun } from '../stock';
import { listDemand } from './items';

export const WAITING_LIST_OFFERS_TIMER_KIND = 'waiting-list-offers';
export const WAITING_LIST_OFFER_EXPIRY_TIMER_KIND = 'waiting-list-offer-expiry';
export const WAITING_LIST_ACCEPTED_TIMER_KIND = 'waiting-list-accepted';

export const offersTimerKey = (item: WaitingItemRef) => `${item.kind}-${item.id}`;

/**
 * The item's offers timer, due now: one row per item, armed again once it has fired (a plain
 * schedule would keep the fired row and do nothing). A row some run holds right now (its lease
 * running) may have decided before this transaction's units were set aside, and that run marks it
 * fired when done: a row of its own (`{kind}-{id}-{cause}`) is armed beside it then. The delayed
 * job gets an id of its own, since one finished under the timer's id may still be kept by the queue.
 */
export async function armOffersTimer(db: Executor, item: WaitingItemRef, now: Date, cause: string = randomUUID()): Promise<TimerRequest> {
  const key = offersTimerKey(item);
  const payload = JSON.stringify({ kind: item.kind, id: item.id });
  const rearmed = await sql<{ timer_key: string }>`
    INSERT INTO scheduled_timers AS t (kind, timer_key, due_at, payload) VALUES (${WAITING_LIST_OFFERS_TIMER_KIND}, ${key}, ${now}, ${payload}::jsonb)
    ON CONFLICT (kind, timer_key) DO UPDATE
       SET due_at = LEAST(t.due_at, EXCLUDED.due_at), fired_at = NULL, parked_at = NULL, attempts = 0, last_error = NULL, next_attempt_at = NULL
     WHERE t.fired_at IS NOT NULL OR t.next_attempt_at IS NULL OR t.next_attempt_at <= ${now}
    RETURNING t.timer_key`.execute(db);
  const armedKey = rearmed.rows.length > 0 ? key : `${key}-${cause}`;
  if (armedKey !== key) {
    await sql`
      INSERT INTO scheduled_timers (kind, timer_key, due_at, payload) VALUES (${WAITING_LIST_OFFERS_TIMER_KIND}, ${armedKey}, ${now}, ${payload}::jsonb)
      ON CONFLICT (kind, timer_key) DO NOTHING`.execute(db);
  }
  return { kind: WAITING_LIST_OFFERS_TIMER_KIND, key: armedKey, dueAt: now, payload: { kind: item.kind, id: item.id }, jobId: `${timerJobId(WAITING_LIST_OFFERS_TIMER_KIND, armedKey)}-${randomUUID()}` };
}

/**
 * Free units go to the list first: stock, its counter row locked, sets aside as many as its decider
 * finds the list wants (entries waiting beyond the units set aside and not yet offered), and the
 * offers timer is armed (its job enqueued once the run commits) while any set-aside unit is unoffered.
 * Answers whether it was.
 */
export async function setFreeUnitsAside(run: StockRun, stock: Stock, item: WaitingItemRef): Promise<boolean> {
  const unoffered = await stock.setAside(run, item, () => listDemand(run.trx, item));
  if (unoffered === 0) return false;
  run.enqueueAfterCommit(await armOffersTimer(run.trx, item, run.now, run.cause));
  return true;
}
