import { countdownParts, countdownText } from '../panel-state';

const UNITS = [
  { part: 'days', unit: 'days' },
  { part: 'hours', unit: 'hours' },
  { part: 'minutes', unit: 'min' },
  { part: 'seconds', unit: 'sec' },
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Days, hours, minutes and seconds to an instant. A timer role is never live, so its changing label
 * (the time in words, for screen readers; the figures are only drawn) is read when reached, not
 * announced every second.
 */
export function Countdown({ msLeft, label }: { msLeft: number; label: string }) {
  const parts = countdownParts(msLeft);
  return (
    <div role="timer" aria-label={`${label}: ${countdownText(msLeft)}`} className="sales-countdown" data-testid="sales-countdown">
      {UNITS.map(({ part, unit }) => (
        <div key={part} className="sales-countdown-part" aria-hidden="true">
          <span className="sales-countdown-value">{twoDigits(parts[part])}</span>
          <span className="sales-countdown-unit">{unit}</span>
        </div>
      ))}
    </div>
  );
}
