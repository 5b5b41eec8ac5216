import type { z } from 'zod';
import type { loginSchema } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import type { CurrentUser } from '../types';
import { useSigningIn } from './get-current-user';

/** The body of POST /api/login, as the login forms output it. */
export type LoginBody = z.output<typeof loginSchema>;

/** POST /api/login; answers the logged-in user. */
export function login(body: LoginBody): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', apiPaths.login, body);
}

export function useLogin() {
  return useSigningIn(login);
}
