import { Flex } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';
import { FormFailure } from '../../../components/ui/form-failure';
import { DialogActions } from './dialog-actions';

interface DialogFormProps extends Omit<ComponentProps<'form'>, 'children' | 'noValidate'> {
  submitLabel: string;
  pending: boolean;
  /** The last save's refusal, said above the buttons (the toast says it too, but fades). */
  failure?: string | null;
  children: ReactNode;
}

/** The form of an admin dialog: its fields in a column, the refusal of its last save, Cancel and the submit button at the foot. */
export function DialogForm({ submitLabel, pending, failure, children, ...form }: DialogFormProps) {
  return (
    <form noValidate {...form}>
      <Flex direction="column" gap="3">
        {children}
        <FormFailure title="Error" text={failure} />
        <DialogActions submitLabel={submitLabel} pending={pending} />
      </Flex>
    </form>
  );
}
