import { SectionCard } from '../../../components/ui/section-card';
import { SentenceList } from '../../../components/ui/sentence-list';

/** The policy the booking was paid under, in its own sentences (empty until paid: nothing shows). */
export function CancellationTerms({ sentences }: { sentences: readonly string[] }) {
  if (sentences.length === 0) return null;
  return (
    <SectionCard headingId="cancellation-terms-heading" title="Cancellation terms" size="3">
      <SentenceList sentences={sentences} testId="cancellation-terms" />
    </SectionCard>
  );
}
