import './order-changes.css';
import { Text } from '@radix-ui/themes';
import { SectionCard } from '../../../components/ui/section-card';

/** The policy the booking was paid under, in its own sentences (empty until paid: nothing shows). */
export function CancellationTerms({ sentences }: { sentences: readonly string[] }) {
  if (sentences.length === 0) return null;
  return (
    <SectionCard headingId="cancellation-terms-heading" title="Cancellation terms" size="3">
      <ul className="booking-change-reasons" data-testid="cancellation-terms">
        {sentences.map((sentence) => (
          <li key={sentence}>
            <Text size="2">{sentence}</Text>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
