import './booking-progress.css';

const STEPS = ['Choose Package', 'Details', 'Payment', 'Confirmation'] as const;

/** The four booking steps with the current one marked. */
export function BookingProgress({ current = 0 }: { current?: number }) {
  return (
    <nav aria-label="Booking progress">
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
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
