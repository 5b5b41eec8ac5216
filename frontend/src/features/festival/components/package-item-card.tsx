import { Card, Checkbox, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PackageItemCardProps {
  /** The card's own look (festival.css). */
  className: string;
  /** What the item is called: the article's name and the checkbox's "Select …". */
  label: string;
  /** data-selected: how the item is chosen, or undefined while it is not. */
  selected: string | undefined;
  checkbox: { checked: boolean; disabled: boolean; onCheckedChange: () => void; describedBy: string | undefined };
  /** The buttons under the item's details (with the sold-out action, when there is one). */
  actions: ReactNode;
  children: ReactNode;
}

/** A room or a tournament of the package: a card with its checkbox, its details and its buttons. */
export function PackageItemCard({ className, label, selected, checkbox, actions, children }: PackageItemCardProps) {
  return (
    <Card asChild className={className} data-selected={selected}>
      <article aria-label={label}>
        <Flex gap="3" align="start">
          <Checkbox
            size="3"
            mt="1"
            checked={checkbox.checked}
            disabled={checkbox.disabled}
            onCheckedChange={checkbox.onCheckedChange}
            aria-label={`Select ${label}`}
            aria-describedby={checkbox.describedBy}
          />
          <Flex direction="column" gap="1" flexGrow="1">
            {children}
            <Flex gap="2" align="center" wrap="wrap" mt="2">
              {actions}
            </Flex>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
