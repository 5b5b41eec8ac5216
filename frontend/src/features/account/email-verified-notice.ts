import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '../../lib/notify';
import { dropUrlFlag } from '../../lib/url-flag';
import { currentUserQueryKey } from './api/get-current-user';

const PARAM = 'emailVerified';

/**
 * The verification link lands on `/?emailVerified=1` (or `=0` when the link was invalid or expired):
 * say so, read the user again, and take the parameter out of the address.
 */
export function useEmailVerifiedNotice(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = searchParams.get(PARAM);

  useEffect(() => {
    if (outcome === null) return;
    if (outcome === '1') {
      notify({ title: 'Email verified', description: 'Your email address has been verified.', tone: 'success', id: PARAM });
    } else {
      notify({
        title: 'Verification failed',
        description: 'This verification link is invalid or has expired.',
        tone: 'destructive',
        id: PARAM,
      });
    }
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    dropUrlFlag(setSearchParams, PARAM);
  }, [outcome, queryClient, setSearchParams]);
}
