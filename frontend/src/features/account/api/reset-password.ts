import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';

export type PasswordReset = z.output<typeof resetPasswordSchema>;

/** POST /api/reset-password; a 400 whose error names an invalid or expired token means the link is dead. */
export function resetPassword(body: PasswordReset): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', apiPaths.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether a reset failure means the link is invalid or expired (spec section 4). */
export function isDeadResetLink(message: string): boolean {
  return message.includes('Invalid') || message.includes('expired');
}
