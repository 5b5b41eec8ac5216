import { Card, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: it names the section for screen readers (and tests find the section by it). */
  headingId: string;
  title: ReactNode;
  /** h2 for a part of a page, h3 for a part of a dashboard tab. */
  as?: 'h2' | 'h3';
  size?: '3' | '4' | '5' | '6';
  color?: 'gray' | 'jade';
  /** The space between the heading and the section's content. */
  mb?: '1' | '2' | '3' | '4';
  /** Lays the heading and every part of the content out as one column with this gap, instead. */
  stack?: '2' | '3' | '4';
  cardSize?: '3' | '4';
  className?: string;
  children: ReactNode;
}

/** A card that is one titled section of a page: a `section` named by its heading. */
export function SectionCard({ headingId, title, as = 'h2', size = '4', color, mb = '3', stack, cardSize = '3', className, children }: SectionCardProps) {
  const heading = (
    <Heading as={as} size={size} id={headingId} color={color} mb={stack ? undefined : mb}>
      {title}
    </Heading>
  );
  return (
    <Card size={cardSize} asChild>
      <section aria-labelledby={headingId} className={className}>
        {stack ? (
          <Flex direction="column" gap={stack}>
            {heading}
            {children}
          </Flex>
        ) : (
          <>
            {heading}
            {children}
          </>
        )}
      </section>
    </Card>
  );
}
