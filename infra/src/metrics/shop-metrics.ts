import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { EventStore } from '../event-store';

/** The order events that count, and the counter and outcome each one moves. */
const COUNTED_EVENTS: Record<string, { counter: 'orders' | 'verdicts' | 'refunds'; outcome: string }> = {
  OrderPlaced: { counter: 'orders', outcome: 'placed' },
  OrderConfirmed: { counter: 'orders', outcome: 'confirmed' },
  OrderExpired: { counter: 'orders', outcome: 'expired' },
  OrderCancelled: { counter: 'orders', outcome: 'cancelled' },
  PaymentSucceeded: { counter: 'verdicts', outcome: 'succeeded' },
  PaymentFailed: { counter: 'verdicts', outcome: 'failed' },
  RefundRequested: { counter: 'refunds', outcome: 'requested' },
};

/**
 * One process's metrics (the API and each worker have their own registry and endpoint). Counters
 * count what this process did; the database-wide gauges (backlog.ts) read the same for everyone.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  readonly httpDuration = new Histogram({
    name: 'pokerfest_http_request_duration_seconds',
    help: 'Time from request to response, by method, matched route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly loginFailures = this.counter('pokerfest_login_failures_total', 'Logins refused for a wrong name or password (401 answers of POST /api/login).');
  readonly rateLimited = this.counter('pokerfest_rate_limited_total', 'Requests refused with 429 (rate limits and locked logins), by matched route pattern.', ['route']);
  readonly orders = this.counter('pokerfest_orders_total', 'Order events this process appended, by outcome: placed, confirmed, expired, cancelled.', ['outcome']);
  readonly verdicts = this.counter('pokerfest_payment_verdicts_total', 'Payment verdicts this process recorded on orders, by outcome: succeeded, failed.', ['outcome']);
  readonly refunds = this.counter('pokerfest_refunds_requested_total', 'Refunds this process requested for cancelled paid orders.');
  readonly collectFailures = this.counter(
    'pokerfest_metrics_collect_failures_total',
    'Scrapes in which a database-backed or queue gauge could not be read in time (its series are then absent).',
    ['source'],
  );

  constructor() {
    // The standard process_* and nodejs_* names, unprefixed, so stock dashboards work.
    collectDefaultMetrics({ register: this.registry });
    for (const { counter, outcome } of Object.values(COUNTED_EVENTS)) {
      if (counter === 'refunds') this.refunds.inc(0);
      else this[counter].inc({ outcome }, 0);
    }
  }

  /** Counts the order events each append of `store` committed; answers the unsubscribe. */
  countAppends(store: EventStore): () => void {
    return store.onAppended((result) => {
      for (const event of result.events) {
        const counted = COUNTED_EVENTS[event.type];
        if (!counted) continue;
        if (counted.counter === 'refunds') this.refunds.inc();
        else this[counted.counter].inc({ outcome: counted.outcome });
      }
    });
  }

  /** What the HTTP hook saw: one answered request, on its route pattern (never the raw URL). */
  observeResponse(answer: { method: string; route: string | undefined; statusCode: number; seconds: number }): void {
    const route = answer.route ?? 'unmatched';
    this.httpDuration.observe({ method: answer.method, route, status_code: String(answer.statusCode) }, answer.seconds);
    if (answer.statusCode === 429) this.rateLimited.inc({ route });
    if (answer.statusCode === 401 && answer.method === 'POST' && route === '/api/login') this.loginFailures.inc();
  }
}
