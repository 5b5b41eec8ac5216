import { Card, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: it names the section for screen readers (and tests find the section by it). */
  headingId: string;
  title: ReactNode;
  /** h2 for a part of a page, h3 for a part of a dashboard tab. */
  as?: 'h2' | 'h3';
  size?: '4' | '5';
  /** The space between the heading and the section's content. */
  mb?: '1' | '2' | '3' | '4';
  className?: string;
  children: ReactNode;
}

/** A card that is one titled section of a page: a `section` named by its heading. */
export function SectionCard({ headingId, title, as = 'h2', size = '4', mb = '3', className, children }: SectionCardProps) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId} className={className}>
        <Heading as={as} size={size} id={headingId} mb={mb}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}
