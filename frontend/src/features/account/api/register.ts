import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import type { CurrentUser } from '../types';
import { rememberSignedInUser } from './get-current-user';

/** The body of POST /api/register; an empty referral code is left out. */
export type RegisterBody = z.output<typeof registerSchema>;

/** POST /api/register; answers the new user, who is then logged in. */
export function register(body: RegisterBody): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', apiPaths.register, body);
}

/** Registers and caches the new user; screens add their own success and failure handling per call. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}
