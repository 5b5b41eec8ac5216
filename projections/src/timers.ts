import type { EventStore, TimerHandler } from '@pokerfest/infra';

export interface TimerHandlerDeps {
  store: EventStore;
  now: () => Date;
}

/**
 * What each kind of durable timer does when due (hold expiry, points after check-in, e-mail),
 * registered identically by the worker process and by the API's embedded runner.
 * Capabilities add their kinds here.
 */
export function timerHandlers(_deps: TimerHandlerDeps): Map<string, TimerHandler> {
  return new Map();
}
