import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { CrossIcon } from './icons';

/** A dialog's title with its Close button beside it: every dialog can be closed without a keyboard. */
export function DialogTitleBar({ title }: { title: ReactNode }) {
  return (
    <Flex justify="between" align="start" gap="3">
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Close>
        <IconButton variant="ghost" color="gray" aria-label="Close">
          <CrossIcon />
        </IconButton>
      </Dialog.Close>
    </Flex>
  );
}
