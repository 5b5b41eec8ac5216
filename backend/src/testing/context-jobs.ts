import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DevMailbox, loadConfig, timerHandlersOf, type Config, type ContextJobs, type Db, type EventStore, type JobQueue, type JobRunner, type Mailer, type BackgroundPayments, type TimerHandler } from '@pokerfest/infra';
import { buildJobCatalogue, projections, type JobCatalogue } from '@pokerfest/projections';
import { contextJobs } from '../jobs';

export interface TestContextJobsDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  now?: () => Date;
  config?: Config;
  mailer?: Mailer;
  /** Merged over a provider that refunds at once, cancels every intent and lists none. */
  payments?: Partial<BackgroundPayments>;
}

/** A test's configuration, as createTestApp loads it (secrets kept in a temporary folder). */
export function testConfig(): Config {
  return loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')) });
}

/** It knows no intents' amounts: a full refund answers 1 cent, a partial one what was asked. */
const knowsNoIntents: BackgroundPayments = {
  name: 'stripe',
  refund: async (intentId, _key, amountCents) => ({ refundId: `re_${intentId}`, amountCents: amountCents ?? 1 }),
  cancelIntent: async (intentId) => ({ intentId, status: 'canceled', amountCents: 0, currency: 'EUR', orderId: null }),
  listRecentIntents: async () => [],
  parseWebhook: () => {
    throw new Error('This test provider receives no deliveries');
  },
};

/** The given provider's methods (a class's too: a spread would drop its prototype's), the fake's for the rest. */
function overKnowsNoIntents(given: Partial<BackgroundPayments>): BackgroundPayments {
  const own = <K extends keyof BackgroundPayments>(name: K) => (typeof given[name] === 'function' ? (given[name] as (...args: never[]) => unknown).bind(given) : undefined);
  return {
    name: given.name ?? knowsNoIntents.name,
    refund: (own('refund') as BackgroundPayments['refund'] | undefined) ?? knowsNoIntents.refund,
    cancelIntent: (own('cancelIntent') as BackgroundPayments['cancelIntent'] | undefined) ?? knowsNoIntents.cancelIntent,
    listRecentIntents: (own('listRecentIntents') as BackgroundPayments['listRecentIntents'] | undefined) ?? knowsNoIntents.listRecentIntents,
    parseWebhook: (own('parseWebhook') as BackgroundPayments['parseWebhook'] | undefined) ?? knowsNoIntents.parseWebhook,
    signedDelivery: own('signedDelivery') as BackgroundPayments['signedDelivery'],
    chargeSavedCard: own('chargeSavedCard') as BackgroundPayments['chargeSavedCard'],
  };
}

/** Every context's jobs as the worker wires them, with a silent mailbox and a provider that refunds at once unless given others. */
export function testContextJobs(deps: TestContextJobsDeps): ContextJobs[] {
  return contextJobs({
    db: deps.db,
    store: deps.store,
    queue: deps.queue,
    config: deps.config ?? testConfig(),
    mailer: deps.mailer ?? new DevMailbox(pino({ level: 'silent' })),
    now: deps.now ?? (() => new Date()),
    payments: overKnowsNoIntents(deps.payments ?? {}),
  });
}

/** The timer handlers of every context, for tests that fire timers by hand (attemptTimer, drainTimers). */
export function testTimerHandlers(deps: TestContextJobsDeps): Map<string, TimerHandler> {
  return timerHandlersOf(testContextJobs(deps));
}

export interface TestRunnerTimings {
  batchSize: number;
  projectionTickMs: number;
  timerSweepMs: number;
}

/**
 * Starts every production projection and every context's jobs on `runner`, as the worker process
 * does, with the test's timings and silent reports.
 */
export async function startTestJobs(runner: JobRunner, deps: TestContextJobsDeps, timings: TestRunnerTimings): Promise<JobCatalogue> {
  const now = deps.now ?? (() => new Date());
  const catalogue = buildJobCatalogue({ db: deps.db, queue: deps.queue, projections, contexts: testContextJobs({ ...deps, now }), ...timings, now, onError: () => undefined });
  await runner.start(catalogue.definitions, catalogue.repeating);
  return catalogue;
}
