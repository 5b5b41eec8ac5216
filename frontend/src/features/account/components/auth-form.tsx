import { Button, Flex } from '@radix-ui/themes';
import type { FormEventHandler, ReactNode } from 'react';
import { AuthFailure } from './auth-failure';

/** What the auth page and the booking dialog tell their login and registration forms. */
export interface AuthFormUse {
  /** The auth page and the booking dialog validate with their own messages (spec section 5). */
  variant: 'page' | 'dialog';
  isPending: boolean;
  /** Why the last attempt failed (the dialog shows it in the form; the auth page uses toasts). */
  failure?: string;
}

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  isPending: boolean;
  /** Why the last attempt failed (the dialog shows it in the form; the auth page uses toasts). */
  failure?: string;
  /** Shown under the submit button. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The login and registration forms: their fields, why the last attempt failed, the submit button and what goes under it. */
export function AuthForm({ onSubmit, submitLabel, isPending, failure, footer, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Flex direction="column" gap="4">
        {children}
        <AuthFailure message={failure} />
        <Button type="submit" size="3" loading={isPending}>
          {submitLabel}
        </Button>
        {footer}
      </Flex>
    </form>
  );
}
