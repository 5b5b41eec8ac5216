// How long an unpaid order still holds its room and seats, in words with date, time zone and a
// countdown ('Held for you until Nov 23, 21:45 GMT+1 · 14:59 left'), written by the shop's one formatter.
import { formatMoment } from '@pokerfest/domain';

/** '14:59' for minutes and seconds, '1:04:59' past an hour; never negative. */
export function timeLeft(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** 'Nov 23, 21:45 GMT+1' in the player's own time zone (or the one given), named; a hold lasts minutes, so no year. */
export function holdEnd(expiresAt: Date, timeZone?: string): string {
  return formatMoment(expiresAt, { timeZone, year: false });
}

export type HoldState = { kind: 'held'; text: string } | { kind: 'expired' };

export function holdState(expiresAt: string, now: Date, timeZone?: string): HoldState {
  const end = new Date(expiresAt);
  const left = end.getTime() - now.getTime();
  if (!(left > 0)) return { kind: 'expired' };
  return { kind: 'held', text: `Held for you until ${holdEnd(end, timeZone)} · ${timeLeft(left)} left` };
}
