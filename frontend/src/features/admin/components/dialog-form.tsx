import { Flex } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

interface DialogFormProps extends Omit<ComponentProps<'form'>, 'children' | 'noValidate'> {
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** The form of an admin dialog: its fields in a column, Cancel and the submit button at the foot. */
export function DialogForm({ submitLabel, pending, children, ...form }: DialogFormProps) {
  return (
    <form noValidate {...form}>
      <Flex direction="column" gap="3">
        {children}
        <DialogActions submitLabel={submitLabel} pending={pending} />
      </Flex>
    </form>
  );
}
