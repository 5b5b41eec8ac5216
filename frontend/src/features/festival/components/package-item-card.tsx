import { Card, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PackageItemCardProps {
  /** The card's own look (festival.css). */
  className: string;
  /** What the item is called: the article's name. */
  label: string;
  /** data-selected: how the item is chosen ('true', 'booked', 'reserved'), or undefined while it is not. */
  selected: string | undefined;
  /** The item's one control (a ChoiceToggle, or two for a seat: Book Now and Reserve) and what a sold-out item offers. */
  actions: ReactNode;
  children: ReactNode;
}

/** A room, a seat or an extra of the package: its details, then its control; a chosen one is framed and tinted. */
export function PackageItemCard({ className, label, selected, actions, children }: PackageItemCardProps) {
  return (
    <Card asChild className={`package-item ${className}`} data-selected={selected}>
      <article aria-label={label}>
        <Flex direction="column" gap="1">
          {children}
          <Flex gap="2" align="center" wrap="wrap" mt="2">
            {actions}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
