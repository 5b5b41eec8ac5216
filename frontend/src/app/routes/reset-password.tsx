import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '@pokerfest/domain';
import { FormField } from '../../components/ui/form-field';
import { AuthForm } from '../../features/account/components/auth-form';
import { MessageScreen } from '../../components/ui/message-screen';
import { appPaths } from '../../config/paths';
import { isDeadResetLink, useResetPassword } from '../../features/account/api/reset-password';
import { errorText } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { registerField } from '../../lib/register-field';
import { submitting } from '../../lib/form-submit';

type ResetValues = z.input<typeof resetPasswordFormSchema>;

const requestNewLink = (
  <Button asChild>
    <Link to={appPaths.forgotPassword}>Request a new reset link</Link>
  </Button>
);

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [linkIsDead, setLinkIsDead] = useState(false);
  const form = useForm<ResetValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!token) {
      notify({ title: 'Reset token is missing', description: 'Please use the link from your email.', tone: 'destructive', id: 'reset-token-missing' });
    }
  }, [token]);

  if (!token) {
    return (
      <MessageScreen
        title="Reset Token Missing"
        message="This page needs the reset link from your email. Open the link again, or request a new one."
        actions={requestNewLink}
      />
    );
  }

  if (linkIsDead) {
    return (
      <MessageScreen
        title="Invalid or Expired Link"
        message="This password reset link is invalid or has expired. Reset links expire after 1 hour for your security."
        actions={requestNewLink}
      />
    );
  }

  if (reset.isSuccess) {
    return (
      <MessageScreen
        title="Password Reset Successful"
        actions={
          <Button asChild>
            <Link to={appPaths.auth}>Go to Login</Link>
          </Button>
        }
        message="Your password has been changed. You can now log in with your new password."
      />
    );
  }

  const submit = ({ password }: z.output<typeof resetPasswordFormSchema>) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onError: (error) => {
          const message = errorText(error);
          if (isDeadResetLink(message)) setLinkIsDead(true);
          else notify({ title: 'Failed to reset password', description: message, tone: 'destructive' });
        },
      },
    );

  return (
    <MessageScreen title="Set a New Password">
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          Choose a new password of at least 8 characters.
        </Text>
        <AuthForm onSubmit={submitting(form.handleSubmit(submit))} submitLabel="Reset Password" isPending={reset.isPending}>
          <FormField label="New Password" type="password" autoComplete="new-password" {...registerField(form, 'password')} />
          <FormField label="Confirm New Password" type="password" autoComplete="new-password" {...registerField(form, 'confirmPassword')} />
        </AuthForm>
      </Flex>
    </MessageScreen>
  );
}
