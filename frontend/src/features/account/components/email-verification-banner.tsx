import { Button, Callout, Container, Flex } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { refetchCurrentUser, useCurrentUser } from '../api/get-current-user';
import { useResendVerification } from '../api/resend-verification';

/** Above the home hero for logged-in users whose e-mail address is not verified yet (spec section 2). */
export function EmailVerificationBanner() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  const [isRefreshing, setIsRefreshing] = useState(false);

  if (!user || user.isEmailVerified) return null;

  const resendEmail = () =>
    resend.mutate(user.id, {
      onSuccess: () =>
        notify({
          title: 'Verification email sent!',
          description: 'Please check your inbox and click the verification link.',
          tone: 'success',
        }),
      onError: (error) =>
        notify({
          title: 'Failed to resend email',
          description: (error instanceof ApiError && error.serverError) || 'Failed to resend verification email',
          tone: 'destructive',
        }),
    });

  const refreshStatus = async () => {
    setIsRefreshing(true);
    try {
      await refetchCurrentUser(queryClient);
      notify({ title: 'Status refreshed', description: 'Your verification status has been updated.', tone: 'success' });
    } catch {
      notify({
        title: 'Failed to refresh status',
        description: 'Please try again or log out and back in.',
        tone: 'destructive',
      });
    } finally {
      setIsRefreshing(false);
    }
  };

  return (
    <Container size="4" px="4" py="4">
      <Callout.Root color="amber" role="region" aria-label="Email verification">
        <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'start', sm: 'center' }} justify="between">
          {/* a long address breaks anywhere rather than widening a phone's page */}
          <Callout.Text style={{ overflowWrap: 'anywhere' }}>
            Please verify your email address <strong>{user.email}</strong>. We sent you a link; click it to confirm
            your account.
          </Callout.Text>
          <Flex gap="2" wrap="wrap" flexShrink="0">
            <Button size="2" color="amber" loading={resend.isPending} onClick={resendEmail}>
              Resend verification email
            </Button>
            <Button size="2" color="amber" variant="soft" loading={isRefreshing} onClick={() => void refreshStatus()}>
              Refresh status
            </Button>
          </Flex>
        </Flex>
      </Callout.Root>
    </Container>
  );
}
