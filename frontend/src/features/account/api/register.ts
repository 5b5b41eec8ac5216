import type { z } from 'zod';
import type { registerSchema } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import type { CurrentUser } from '../types';
import { useSigningIn } from './get-current-user';

/** The body of POST /api/register; an empty referral code is left out. */
export type RegisterBody = z.output<typeof registerSchema>;

/** POST /api/register; answers the new user, who is then logged in. */
export function register(body: RegisterBody): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', apiPaths.register, body);
}

export function useRegister() {
  return useSigningIn(register);
}
