import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PanelHeadingProps {
  title: string;
  /** h2 for an admin tab, h3 for a tab inside the festival dialog. */
  as: 'h2' | 'h3';
  /** The button beside the title, when there is one. */
  action?: ReactNode;
}

/** A list's title with its add (or export) button at the other end of the line. */
export function PanelHeading({ title, as, action }: PanelHeadingProps) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Heading as={as} size={as === 'h2' ? '5' : '4'}>
        {title}
      </Heading>
      {action}
    </Flex>
  );
}
