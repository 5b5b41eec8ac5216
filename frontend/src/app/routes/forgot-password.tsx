import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@pokerfest/domain';
import { FormField } from '../../components/ui/form-field';
import { AuthForm } from '../../features/account/components/auth-form';
import { MessageScreen } from '../../components/ui/message-screen';
import { appPaths } from '../../config/paths';
import { useRequestPasswordReset, type PasswordResetRequest } from '../../features/account/api/request-password-reset';
import { errorText } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { registerField } from '../../lib/register-field';
import { submitting } from '../../lib/form-submit';

export function ForgotPasswordRoute() {
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, PasswordResetRequest>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <MessageScreen
        title="Check Your Email"
        actions={
          <Button asChild variant="soft">
            <Link to={appPaths.auth}>Back to Login</Link>
          </Button>
        }
      >
        <Flex direction="column" gap="2">
          <Text as="p">If an account exists for that email, we&apos;ve sent password reset instructions.</Text>
          <Text as="p" size="2" color="gray">
            The link in the email is valid for 1 hour. Check your spam folder if it does not arrive.
          </Text>
        </Flex>
      </MessageScreen>
    );
  }

  const submit = (body: PasswordResetRequest) =>
    request.mutate(body, {
      onError: (error) =>
        notify({ title: 'Failed to process password reset request', description: errorText(error), tone: 'destructive' }),
    });

  return (
    <MessageScreen title="Forgot Password">
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          Enter the email address of your account and we will send you a link to set a new password.
        </Text>
        <AuthForm onSubmit={submitting(form.handleSubmit(submit))} submitLabel="Send Reset Link" isPending={request.isPending}>
          <FormField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
        </AuthForm>
        <Text size="2" align="center">
          <ThemeLink asChild>
            <Link to={appPaths.auth}>Back to Login</Link>
          </ThemeLink>
        </Text>
      </Flex>
    </MessageScreen>
  );
}
