import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';

export type PasswordResetRequest = z.output<typeof forgotPasswordSchema>;

/** POST /api/request-password-reset; the answer is the same whether or not the account exists. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', apiPaths.requestPasswordReset, body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
