import { deliverMail, MAIL_TIMER_KIND, type Db, type EventStore, type Mailer, type TimerHandler } from '@pokerfest/infra';

export interface TimerHandlerDeps {
  db: Db;
  store: EventStore;
  mailer: Mailer;
  now: () => Date;
}

/**
 * What each kind of durable timer does when due (e-mail now; hold expiry and points after
 * check-in later), registered identically by the worker process and by the API's embedded runner.
 */
export function timerHandlers(deps: TimerHandlerDeps): Map<string, TimerHandler> {
  return new Map<string, TimerHandler>([
    [MAIL_TIMER_KIND, async (payload) => deliverMail(deps.db, deps.mailer, String(payload.outboxId), deps.now())],
  ]);
}
