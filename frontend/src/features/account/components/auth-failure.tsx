import { Callout } from '@radix-ui/themes';

/** A failed login or registration, shown in the form and announced at once. */
export function AuthFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Callout.Root color="red" role="alert" size="1" data-testid="auth-failure">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
