import { Button, Callout, Flex } from '@radix-ui/themes';

interface RegistrationNoticeProps {
  email: string;
  onContinue: () => void;
}

/** The green notice after registration (spec section 2): the verification e-mail is on its way. */
export function RegistrationNotice({ email, onContinue }: RegistrationNoticeProps) {
  return (
    <Callout.Root color="green" role="status">
      <Flex direction="column" gap="3" align="start">
        <Callout.Text>
          Your account has been created. We sent a verification email to <strong>{email}</strong>. Please click the
          link in it to verify your address; you can keep using the app in the meantime.
        </Callout.Text>
        <Button color="green" onClick={onContinue}>
          Continue
        </Button>
      </Flex>
    </Callout.Root>
  );
}
