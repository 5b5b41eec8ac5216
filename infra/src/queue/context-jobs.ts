import type { TimerHandler } from './timers';

/**
 * A bounded context's background work, from its `jobs.ts`: what each of its durable timers does
 * when due, and what it tidies or repairs every hour. The worker process and the API's embedded
 * runner put every context's together into one job catalogue.
 */
export interface ContextJobs {
  timers: ReadonlyMap<string, TimerHandler>;
  housekeeping?: (now: Date) => Promise<void>;
  /** Comparisons and repairs that must run more often than hourly (the payment reconciliation). */
  checks?: readonly PeriodicCheck[];
}

/** Runs every `everyMs`, and once as soon as a runner starts (a restarted worker checks at once). */
export interface PeriodicCheck {
  /** Letters, digits and '-': part of its job's name and scheduler id. */
  name: string;
  everyMs: number;
  run(now: Date): Promise<void>;
}

/** Every context's checks; two with one name is a wiring error. */
export function checksOf(contexts: readonly ContextJobs[]): PeriodicCheck[] {
  const checks = contexts.flatMap((context) => context.checks ?? []);
  const names = new Set(checks.map((check) => check.name));
  if (names.size !== checks.length) throw new Error('Two contexts name a periodic check alike');
  return checks;
}

/** Every context's timer handlers in one map; two contexts claiming one timer kind is a wiring error. */
export function timerHandlersOf(contexts: readonly ContextJobs[]): Map<string, TimerHandler> {
  const handlers = new Map<string, TimerHandler>();
  for (const context of contexts) {
    for (const [kind, handler] of context.timers) {
      if (handlers.has(kind)) throw new Error(`Two contexts handle the timer kind "${kind}"`);
      handlers.set(kind, handler);
    }
  }
  return handlers;
}

/** Every context's hourly housekeeping, run one after the other. */
export function housekeepingOf(contexts: readonly ContextJobs[]): (now: Date) => Promise<void> {
  return async (now) => {
    for (const context of contexts) await context.housekeeping?.(now);
  };
}
