import './booking-progress.css';

const STEPS = ['Choose Package', 'Details', 'Payment', 'Confirmation'] as const;

/**
 * The four booking steps with the current one marked. On a narrow column the steps shrink to
 * numbered dots under a "Step 2 of 4 · Details" line; their names stay in the list for screen
 * readers, so the compact line itself is hidden from them.
 */
export function BookingProgress({ current = 0 }: { current?: number }) {
  const active = STEPS[Math.min(Math.max(current, 0), STEPS.length - 1)];
  return (
    <nav aria-label="Booking progress" className="booking-progress-frame">
      <p className="booking-progress-compact" aria-hidden="true" data-testid="booking-progress-compact">
        Step {current + 1} of {STEPS.length} · {active}
      </p>
      <ol className="booking-progress">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className="booking-progress-step"
            data-state={index < current ? 'done' : index === current ? 'active' : 'upcoming'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="booking-progress-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="booking-progress-name">{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
