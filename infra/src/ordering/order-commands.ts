import { randomUUID } from 'node:crypto';
import { NotFoundError, orderDecider, orderStream, type CustomerDetails, type OrderCommand, type OrderEvent, type OrderState, type Seller } from '@pokerfest/domain';
import type { Trx } from '../db';
import { isForeignKeyViolation } from '../db/postgres-errors';
import { handleCommand, type AppendResult, type EventStore, type Position } from '../event-store';
import { bringAwardForward, scheduleBookingPoints } from '../loyalty/points-timers';
import { stageMail } from '../mail/outbox';
import { enqueueTimer, writeDueRow, type JobQueue, type TimerRequest } from '../queue';
import { bookingConfirmationEmail } from './order-mail';
import { holdStock, releaseStock } from './stock-holds';

export const ORDER_HOLD_TIMER_KIND = 'order-hold-expiry';
/** Asks the payment provider for a refund the order decided; keyed by the payment intent. */
export const PAYMENT_REFUND_TIMER_KIND = 'payment-refund';

export interface OrderCommandDeps {
  store: EventStore;
  queue: JobQueue;
  now: () => Date;
  maxRetries: number;
  publicUrl: string;
  /** Named at the foot of the confirmation e-mail; without it the e-mail names no seller. */
  seller?: Seller;
}

export interface OrderCommandContext {
  actorId: number | null;
  correlationId?: string;
  /** More writes of the caller's that must commit with the events (an idempotency answer, a webhook id). */
  alsoWrite?: (trx: Trx, events: readonly OrderEvent[]) => Promise<void>;
}

export interface OrderCommandResult {
  state: OrderState;
  events: readonly OrderEvent[];
  position?: Position;
}

/**
 * Every order command goes through here: decide on the stream, append, and in the same transaction
 * make the write-side tables follow the new events (stock held or released, the order's festival
 * registered, the hold's expiry timer, the confirmation e-mail and loyalty timers, a cancelled
 * booking's points award brought forward). Sold out rolls the whole order back.
 *
 * Commands on one order run one at a time: each takes the order stream's lock before it reads
 * (0019), so a burst of payment verdicts, the browser's confirm and the hold's expiry queue up and
 * each decides on what the previous one wrote, instead of losing the version race. `alsoWrite`
 * runs inside that transaction and must use its `trx` only.
 */
export async function runOrderCommand(
  deps: OrderCommandDeps,
  orderId: string,
  command: OrderCommand,
  context: OrderCommandContext,
): Promise<OrderCommandResult> {
  const timers: TimerRequest[] = [];
  const now = deps.now();
  const result = await handleCommand(deps.store, {
    stream: orderStream,
    id: orderId,
    decider: orderDecider,
    command,
    context: { correlationId: context.correlationId ?? randomUUID(), actorId: context.actorId === null ? null : String(context.actorId), now },
    maxRetries: deps.maxRetries,
    serialize: true,
    alsoWrite: async (trx, appended) => {
      timers.length = 0;
      timers.push(...(await followEvents(trx, deps, orderId, appended, now)));
      await context.alsoWrite?.(trx, appended.events);
    },
  });
  // the due rows are committed; the delayed jobs only make them fire on time, so the caller does not wait for them
  for (const timer of timers) void enqueueTimer(deps.queue, timer, now).catch(() => undefined);
  return result;
}

async function followEvents(trx: Trx, deps: OrderCommandDeps, orderId: string, appended: AppendResult<OrderEvent>, now: Date): Promise<TimerRequest[]> {
  const timers: TimerRequest[] = [];
  for (const event of appended.events) {
    switch (event.type) {
      case 'OrderPlaced': {
        await registerOrder(trx, event.data.orderId, event.data.festival.productId, event.data.userId);
        const hold = { kind: ORDER_HOLD_TIMER_KIND, key: orderId, dueAt: new Date(event.data.holdExpiresAt), payload: { orderId } };
        await writeDueRow(trx, hold);
        timers.push(hold);
        break;
      }
      case 'StockHeld':
        await holdStock(trx, orderId, event.data.items);
        break;
      case 'StockReleased':
        await releaseStock(trx, orderId, now);
        break;
      case 'OrderConfirmed':
        timers.push(await stageConfirmationMail(trx, deps, orderId, now));
        // the points go to the owner's ledger stream, another transaction: durable timers carry them there
        timers.push(...(await scheduleBookingPoints(trx, orderId, now)));
        break;
      case 'RefundRequested': {
        // the provider call cannot be in this transaction: a durable timer makes it, retried until it answers
        const refund = { kind: PAYMENT_REFUND_TIMER_KIND, key: event.data.intentId, dueAt: now, payload: { intentId: event.data.intentId } };
        await writeDueRow(trx, refund);
        timers.push(refund);
        break;
      }
      case 'OrderCancelled': {
        // a confirmed booking's pending points are reversed now, not on the check-in day (0017: reversal before award)
        const award = await bringAwardForward(trx, orderId, now);
        if (award) timers.push(award);
        break;
      }
      default:
        break;
    }
  }
  return timers;
}

/**
 * The registry row references its festival: the foreign key locks the festival row against a
 * concurrent delete, which then waits for, sees and refuses this order.
 */
async function registerOrder(trx: Trx, orderId: string, festivalId: string, userId: number): Promise<void> {
  try {
    await trx.insertInto('order_registry').values({ order_id: orderId, festival_id: festivalId, user_id: userId }).execute();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError('Festival not found');
    throw error;
  }
}

async function stageConfirmationMail(trx: Trx, deps: OrderCommandDeps, orderId: string, now: Date): Promise<TimerRequest> {
  const history = await deps.store.readStream(orderStream, orderId, trx);
  let placed: Extract<OrderEvent, { type: 'OrderPlaced' }>['data'] | undefined;
  let customer: CustomerDetails | undefined;
  let paidAt: string | undefined;
  for (const event of history) {
    if (event.type === 'OrderPlaced') placed = event.data;
    if (event.type === 'CustomerDetailsRecorded') customer = event.data;
    if (event.type === 'PaymentSucceeded') paidAt = event.data.paidAt;
  }
  if (!placed || !customer) throw new Error(`Order ${orderId} has no placement or customer details`);
  return stageMail(trx, bookingConfirmationEmail(placed, customer, deps.publicUrl, { seller: deps.seller, paidAt }), now);
}

/** Reads an order's state from its stream (null when there is no such order). */
export async function loadOrderState(store: EventStore, orderId: string): Promise<OrderState | null> {
  const order = await store.aggregateStream(orderDecider, orderStream, orderId);
  return order.version === 0 ? null : order.state;
}
