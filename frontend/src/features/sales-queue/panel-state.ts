// What the sales panel shows for a queue status (issue 30), at the server's time: the countdown to
// the opening, the waiting room before it, the place in the queue after it, or the visitor's turn.
import { formatCount, type SalesQueueStatus } from '@pokerfest/domain';

export type PanelView =
  | { kind: 'open' }
  /** Sales open at `opensAt`; the waiting room takes visitors from `waitingRoomOpensAt`. */
  | { kind: 'countdown'; opensAt: string; waitingRoomOpensAt: string | null; msLeft: number }
  /** A queue runs and this page is taking its place. */
  | { kind: 'joining' }
  /** In the waiting room before the opening: no place yet, all are drawn at the opening. */
  | { kind: 'waiting-room'; opensAt: string; msLeft: number; paused: boolean }
  /** In the queue after the opening, the place not known to this page yet. */
  | { kind: 'drawing'; paused: boolean }
  | { kind: 'in-queue'; position: number; ahead: number; estimatedWaitSeconds: number | null; paused: boolean }
  /** This visitor may book until `expiresAt`. */
  | { kind: 'admitted'; expiresAt: string; msLeft: number };

const untilMs = (at: string, now: number) => Math.max(0, Date.parse(at) - now);

export function panelView(status: SalesQueueStatus, now: number): PanelView {
  const { opensAt, paused } = status;
  switch (status.state) {
    case 'open':
      return { kind: 'open' };
    case 'countdown':
      return opensAt ? { kind: 'countdown', opensAt, waitingRoomOpensAt: status.waitingRoomOpensAt, msLeft: untilMs(opensAt, now) } : { kind: 'open' };
    case 'not_joined':
      return { kind: 'joining' };
    case 'waiting':
      if (opensAt && Date.parse(opensAt) > now) return { kind: 'waiting-room', opensAt, msLeft: untilMs(opensAt, now), paused };
      if (status.position === null || status.ahead === null) return { kind: 'drawing', paused };
      return { kind: 'in-queue', position: status.position, ahead: status.ahead, estimatedWaitSeconds: status.estimatedWaitSeconds, paused };
    case 'admitted':
      return status.admission ? { kind: 'admitted', expiresAt: status.admission.expiresAt, msLeft: untilMs(status.admission.expiresAt, now) } : { kind: 'joining' };
    default: {
      const unknownState: never = status.state;
      return unknownState;
    }
  }
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left, rounded up to the second (0 once it is due). */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 days, 3 hours, 15 minutes and 9 seconds': the countdown in words (its label for screen readers). */
export function countdownText(msLeft: number): string {
  const { days, hours, minutes, seconds } = countdownParts(msLeft);
  const parts = [
    days > 0 && plural(days, 'day', 'days'),
    (days > 0 || hours > 0) && plural(hours, 'hour', 'hours'),
    (days > 0 || hours > 0 || minutes > 0) && plural(minutes, 'minute', 'minutes'),
    plural(seconds, 'second', 'seconds'),
  ].filter((part): part is string => Boolean(part));
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** 'Nobody is ahead of you', '1 person ahead of you', '12 people ahead of you'. */
export function aheadText(ahead: number): string {
  if (ahead <= 0) return 'Nobody is ahead of you';
  return `${formatCount(ahead)} ${ahead === 1 ? 'person' : 'people'} ahead of you`;
}

/** 'Estimated wait: about 4 min', '… less than a minute'; while paused (no estimate) that it waits for the queue to move again. */
export function waitText(estimatedWaitSeconds: number | null): string {
  if (estimatedWaitSeconds === null) return 'Estimated wait: not known while the queue is paused';
  if (estimatedWaitSeconds < 60) return 'Estimated wait: less than a minute';
  const minutes = Math.round(estimatedWaitSeconds / 60);
  if (minutes < 120) return `Estimated wait: about ${minutes} min`;
  return `Estimated wait: about ${Math.round(minutes / 60)} hours`;
}

/** '10 minutes', '1 minute', '3 hours': how long before the opening its waiting room opens. */
export function leadText(msBefore: number): string {
  const minutes = Math.max(1, Math.round(msBefore / 60_000));
  if (minutes < 120) return plural(minutes, 'minute', 'minutes');
  return plural(Math.round(minutes / 60), 'hour', 'hours');
}

/** '14:05' (minutes and seconds), or '1:02:05' past an hour: the time left of a turn. */
export function clockText(msLeft: number): string {
  const { days, hours, minutes, seconds } = countdownParts(msLeft);
  const two = (value: number) => String(value).padStart(2, '0');
  const allHours = days * 24 + hours;
  return allHours > 0 ? `${allHours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/**
 * The one sentence the panel's live region says: it changes only when the view's kind (or the pause)
 * does, never with each second or each place moved up, so a screen reader is told what matters once.
 */
export function announcement(view: PanelView): string {
  switch (view.kind) {
    case 'open':
      return '';
    case 'countdown':
      return 'Sales have not opened yet.';
    case 'joining':
      return 'Joining the queue.';
    case 'waiting-room':
      return view.paused ? "You're in the waiting room. The queue is paused." : "You're in the waiting room.";
    case 'drawing':
    case 'in-queue':
      return view.paused ? "You're in the queue. The queue is paused." : "You're in the queue.";
    case 'admitted':
      return "It's your turn: you can book now.";
    default: {
      const unknownView: never = view;
      return unknownView;
    }
  }
}
