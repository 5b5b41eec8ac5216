import { Card, Heading } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

/** The card every booking screen puts its summary in: a section named by its heading. */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" id={headingId} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}
