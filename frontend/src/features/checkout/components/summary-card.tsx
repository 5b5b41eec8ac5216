import { useId, type ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/section-card';

/** The card every booking screen puts its summary in: a section named by its heading. */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionCard headingId={headingId} title={title}>
      {children}
    </SectionCard>
  );
}
