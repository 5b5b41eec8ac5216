import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';

/** POST /api/resend-verification; answers a confirmation message. */
export function resendVerification(userId: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', apiPaths.resendVerification, { userId });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
