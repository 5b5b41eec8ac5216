import { Card, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** An admin tab's card: its parts one under another, and the dialog it opens. */
export function AdminTab({ children, dialog }: { children: ReactNode; dialog?: ReactNode }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        {children}
      </Flex>
      {dialog}
    </Card>
  );
}
