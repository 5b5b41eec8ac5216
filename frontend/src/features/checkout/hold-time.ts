// How long an unpaid order still holds its room and seats, in words with date, time zone and a
// countdown ('Held for you until 23 Nov, 21:45 CET · 14:59 left').

/** '14:59' for minutes and seconds, '1:04:59' past an hour; never negative. */
export function timeLeft(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** '23 Nov, 21:45 CET' in the player's own time zone (or the one given). */
export function holdEnd(expiresAt: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).formatToParts(expiresAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

export type HoldState = { kind: 'held'; text: string } | { kind: 'expired' };

export function holdState(expiresAt: string, now: Date, timeZone?: string): HoldState {
  const end = new Date(expiresAt);
  const left = end.getTime() - now.getTime();
  if (!(left > 0)) return { kind: 'expired' };
  return { kind: 'held', text: `Held for you until ${holdEnd(end, timeZone)} · ${timeLeft(left)} left` };
}
